/**
 * Settles as `work` does, or rejects naming `what` once `ms` have passed:
 * for a dependency that hangs instead of refusing. The timer never outlives
 * the race.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}
