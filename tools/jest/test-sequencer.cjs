/**
 * jest's own order (a file that failed last time first, then the longest by this machine's timings, files
 * without timings before them, largest first), with one change for files without timings, as on a fresh
 * clone: a file that runs suites kept in other files (server/src/authorization-matrix.test.ts runs every
 * module's `*.authorization.suite.ts`, each on its own test app) goes before them all. It is one of the
 * longest files of the run (about a minute); sized by its own few lines it would start last and leave the
 * other worker idle while it runs.
 */
const { readFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

const RUNS_SUITES = /\bdescribeAuthorizationSuites\(/;

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const runsSuites = new Map();
    const runsSuitesOf = (test) => {
      if (!runsSuites.has(test.path)) runsSuites.set(test.path, test.path.endsWith('.test.ts') && RUNS_SUITES.test(readFileSync(test.path, 'utf8')));
      return runsSuites.get(test.path);
    };
    const sizeOf = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    for (const test of tests) test.duration = this.time(test);
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      const timedA = a.duration != null;
      if (timedA !== (b.duration != null)) return timedA ? 1 : -1;
      if (timedA) return a.duration < b.duration ? 1 : -1;
      if (runsSuitesOf(a) !== runsSuitesOf(b)) return runsSuitesOf(a) ? -1 : 1;
      return sizeOf(a) < sizeOf(b) ? 1 : -1;
    });
  }
}

module.exports = LongestFirstSequencer;
