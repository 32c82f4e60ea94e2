/**
 * A jest reporter that records where the suite's time goes: for each test file its project, its
 * wall time, the part spent outside its tests (module loading, the test environment, beforeAll /
 * afterAll: "set-up") and the part inside them, and the run's own start-up (global set-up) and end.
 * `npm run test:profile` adds it to a run and prints the table (bench/test-profile.ts); the file it
 * writes is `TEST_PROFILE_FILE` (default .tmp/test-profile.json).
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

class TestProfileReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.maxWorkers = globalConfig.maxWorkers;
    this.files = [];
    this.runStart = Date.now();
  }

  onRunStart() {
    this.runStart = Date.now();
  }

  onTestResult(test, result) {
    const perf = result.perfStats ?? {};
    const tests = result.testResults.reduce((sum, t) => sum + (t.duration ?? 0), 0);
    const wall = (perf.end ?? 0) - (perf.start ?? 0);
    this.files.push({
      project: test.context.config.displayName?.name ?? 'default',
      file: path.relative(this.rootDir, result.testFilePath),
      startMs: (perf.start ?? this.runStart) - this.runStart,
      wallMs: wall,
      testsMs: tests,
      setupMs: Math.max(0, wall - tests),
      count: result.testResults.length,
      failed: result.numFailingTests,
      skipped: result.numPendingTests + result.numTodoTests,
    });
  }

  onRunComplete(_contexts, results) {
    const file = process.env.TEST_PROFILE_FILE || path.join(this.rootDir, '.tmp/test-profile.json');
    mkdirSync(path.dirname(file), { recursive: true });
    const firstStart = Math.min(...this.files.map((f) => f.startMs), Date.now() - this.runStart);
    writeFileSync(
      file,
      JSON.stringify(
        {
          workers: this.maxWorkers,
          wallMs: Date.now() - this.runStart,
          globalSetupMs: firstStart,
          tests: results.numTotalTests,
          failed: results.numFailedTests,
          files: this.files,
        },
        null,
        1,
      ),
    );
  }
}

module.exports = TestProfileReporter;
