import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'integration', include: ['test/integration/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 } },
      { test: { name: 'content', include: ['test/content/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
          globalSetup: ['test/e2e/global-setup.ts'],
          // One browser per file is plenty on two cores.
          fileParallelism: false,
        },
      },
      {
        // The page shell's specs again, against the dev server: one spec list, two targets, so dev cannot drift from the build.
        test: {
          name: 'e2e-serve',
          include: ['test/e2e/shell-*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
          globalSetup: ['test/e2e/global-setup-serve.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
