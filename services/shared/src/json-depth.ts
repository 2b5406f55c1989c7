/**
 * How deeply admin-entered JSON (content, config values) may nest. Generous
 * for real content, and far below the depth at which recursive JSON handling
 * (JSON.stringify in the gateway's subgraph requests) runs out of stack.
 */
export const MAX_JSON_DEPTH = 32;

/** True when arrays and objects nest more than `max` levels; iterative, so any value is safe to check. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
