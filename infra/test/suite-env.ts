import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Environment variables this test file's processes read when they start (a
 * queue or live-config prefix of its own, a model server): set when the
 * file's setup runs, before the hooks registered after this call, and put
 * back after its last test, so no other file and no module load sees them.
 * Call it before the `beforeAll` that starts what reads them.
 */
export function useSuiteEnv(vars: Record<string, string>) {
  beforeAll(() => {
    for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  });
  // After hooks run in reverse order: this one runs after the file's own teardown.
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}
