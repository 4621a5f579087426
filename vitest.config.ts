import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every run ends with its 15 slowest files and their seconds (issue 41).
    reporters: ['default', './scripts/vitest-slowest.mjs'],
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // The web app's pure rules (the service worker's cache policy); pages are tested end to end.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/{src,seed}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
