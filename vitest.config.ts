import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
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
    ],
  },
});
