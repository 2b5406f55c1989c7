import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // graphql 16 ships CJS (main) and ESM (module) builds. Node loads the CJS one for
        // every dependency, so the tests' own imports must get the same instance.
        resolve: { alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('node_modules/graphql/index.js', import.meta.url)) }] },
        test: {
          name: 'node',
          include: ['services/*/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'workers/src/**/*.test.ts', 'infra/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'infra/prisma-migrate/**'],
          environment: 'node',
          globalSetup: ['infra/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'frontend/vitest.config.ts',
      {
        test: {
          // Real Chromium against the whole stack started by the global setup (own ports, juba_e2e, Redis 15).
          name: 'e2e',
          include: ['frontend/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['frontend/e2e/global-setup.ts'],
          // One browser and one stack on a 2-core machine: files run one after another.
          fileParallelism: false,
          // A browser driving the whole stack on a shared 2-core machine failed once in
          // about twenty runs for a reason its output did not show. One retry keeps such
          // a run from hiding the rest; the failed try still prints its page and server logs.
          retry: 1,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
