// A vitest reporter beside the default one (vitest.config.ts): at the end of every run it prints
// the slowest test files and their seconds, so every CI log says where the time went (issue 41).
// A file's time is its whole life in its worker: environment, import (collect) and its hooks and
// tests; `setup` is what it spent before its first hook (environment, runner, import).

const SHOWN = 15;

/** @param {number} ms */
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

/**
 * The rows of the table, slowest first.
 * @param {ReadonlyArray<import('vitest/node').TestModule>} modules
 */
export function slowestFiles(modules, shown = SHOWN) {
  return modules
    .map((module) => {
      const d = module.diagnostic();
      const setup = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
      return { file: module.relativeModuleId, project: module.project.name, state: module.state(), setup, run: d.duration, total: setup + d.duration };
    })
    .sort((a, b) => b.total - a.total)
    .slice(0, shown);
}

export default class SlowestFiles {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    const rows = slowestFiles(modules);
    if (rows.length === 0) return;
    const lines = rows.map(
      (r) => `${seconds(r.total)} s ${seconds(r.setup)} s ${seconds(r.run)} s  ${r.state === 'failed' ? 'FAIL ' : ''}${r.project ? `[${r.project}] ` : ''}${r.file}`,
    );
    console.log(
      `\n== ${rows.length} slowest test files of ${modules.length} (total = import and setup + hooks and tests)\n` +
        `    total     setup     tests  file\n${lines.join('\n')}\n`,
    );
  }
}
