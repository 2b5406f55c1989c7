/**
 * Runs `sweep` every `intervalMs`, never two at once, until the returned stop
 * is called. A failed round is logged, naming `what`; the next one tries again.
 */
export function repeatSweep(what: string, sweep: () => Promise<unknown>, intervalMs: number, log: Pick<Console, 'error'> = console): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((error: unknown) => log.error(`${what} failed:`, error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
