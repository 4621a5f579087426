import { defineConfig } from 'vitest/config';
import LongFilesFirst from './scripts/vitest-sequencer.mjs';

export default defineConfig({
  test: {
    // Every run ends with its 15 slowest files and their seconds (issue 41).
    reporters: ['default', './scripts/vitest-slowest.mjs'],
    // The long files start first, beside the short ones (scripts/vitest-sequencer.mjs).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      // The pure rules run beside the type check and the lint (scripts/test.mjs), so a test that
      // walks three years hour by hour has 30 s rather than vitest's 5 on a busy machine.
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], testTimeout: 30_000 } },
      // The web app's pure rules (the service worker's cache policy); pages are tested end to end.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/{src,seed}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Vitest's default on 2 cores is one file at a time (cores − 1), and an API file spends
          // much of its time waiting: on PGlite for its copy of a template, on timers, SMTP
          // retries, child processes. Four at a time keep both cores busy (12.4 → 7.7 min).
          maxWorkers: 4,
          // A worker keeps its modules from one file to the next instead of importing the app and
          // compiling PGlite's WebAssembly again for each (10.0 → 6.3 min, 1,172 → 733 s of CPU).
          // Every file builds its own app and database (test/app.ts), module state is per database
          // (WeakMaps), and a helper registers no hook of its own: its file does (server-process.ts).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One file at a time: about 8 minutes in the headless shell with Playwright's waits at
          // 100 ms (e2e/harness.ts). Two side by side were tried on 2026-11-29 and failed, in two of
          // three fresh-clone runs, tests that wait on the page under load (seller-lists' range,
          // server-render's rows, the a11y gate's 240 s).
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
