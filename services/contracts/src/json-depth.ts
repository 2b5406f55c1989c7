/**
 * How deeply admin-entered JSON (content, config values) may nest. Generous
 * for real content, and far below the depth at which recursive JSON handling
 * (JSON.stringify in the gateway's subgraph requests) runs out of stack.
 */
export const MAX_JSON_DEPTH = 32;

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Visits every value of a JSON-like tree with its depth (the root is 0) and
 * the object key that leads to it (null for the root and list items), until
 * `found` answers true; says whether it did. Iterative, so any value is safe
 * to walk, however deep.
 */
export function findInJson(value: unknown, found: (node: unknown, depth: number, key: string | null) => boolean): boolean {
  const pending: [unknown, number, string | null][] = [[value, 0, null]];
  while (pending.length > 0) {
    const [node, depth, key] = pending.pop()!;
    if (found(node, depth, key)) return true;
    if (isContainer(node)) {
      for (const [childKey, child] of Object.entries(node)) pending.push([child, depth + 1, Array.isArray(node) ? null : childKey]);
    }
  }
  return false;
}

/** True when arrays and objects nest more than `max` levels. */
export const nestsDeeperThan = (value: unknown, max: number): boolean => findInJson(value, (node, depth) => isContainer(node) && depth >= max);
