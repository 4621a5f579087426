// The order test files start in (vitest.config.ts): the long ones first, so that on 2 cores they
// run beside the many short ones instead of alone at the end of the run (issue 41).
//
// Vitest's own order starts the files that took longest in the last run on this machine first; on
// a fresh clone it has no last run and starts the largest files first, and the longest files are
// small ones that wait (the mail outage, the bad-input walks). So the files known to be long go
// first, in the order below (the slowest-files table at the end of every run says which they are:
// keep the list in step with it), then every other file in vitest's own order, then LAST_FILES.

import { BaseSequencer } from 'vitest/node';

/** Path endings, in the order they start: the long files, each with its seconds in a fresh-clone `.ci/run` of 2026-11-29. */
export const LONG_FILES = [
  'e2e/a11y-phone.test.ts', // 66 s (browser files: in the headless shell, one at a time)
  'e2e/a11y-desktop.test.ts', // 63 s
  'apps/api/src/modules/orders/mail-outage.test.ts', // 122 s on PGlite, 98 s on PostgreSQL, mostly SMTP retries
  'apps/api/src/test/fuzz/bad-input-panel.test.ts', // 75 s
  'apps/api/src/backups/backup.test.ts', // 53 s
  'apps/api/src/test/fuzz/bad-input-console.test.ts', // 60 s
  'e2e/keyboard.test.ts', // 32 s
  'e2e/cart.test.ts', // 25 s
  'apps/api/src/test/fuzz/bad-input-market.test.ts', // 14 s
  'apps/api/src/platform/s3-images.test.ts', // 21 s
  'apps/api/src/test/fuzz/bad-input-account.test.ts', // 16 s
  'apps/api/src/graceful-shutdown.test.ts', // 24 s, mostly waiting for processes
];

/**
 * Files that end last: read-replica.test.ts stops the streaming replica that the other files of
 * CI's replica stage read from and starts it again, so it runs after them.
 */
export const LAST_FILES = ['apps/api/src/platform/read-replica.test.ts'];

/** @param {string} moduleId */
const rank = (moduleId) => {
  if (LAST_FILES.some((end) => moduleId.endsWith(end))) return LONG_FILES.length + 1;
  const index = LONG_FILES.findIndex((end) => moduleId.endsWith(end));
  return index === -1 ? LONG_FILES.length : index;
};

export default class LongFilesFirst extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    // vitest's order keeps each project's files together; within each, the long ones move first
    // (Array.prototype.sort is stable: the others keep vitest's order).
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) =>
      sorted.filter((file) => file.project.name === name).sort((a, b) => rank(a.moduleId) - rank(b.moduleId)),
    );
  }
}
