// A Jest reporter that writes the run's pass/fail counts to a JSON file, which
// scripts/test.mjs adds into the closing "N passed, N failed" line, with the names of the
// stories that failed (with their messages) and of those that passed only on their retry.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile ?? '.reports/stories.json';
  }

  onRunComplete(_contexts, results) {
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      failures: [],
    };
    for (const file of results.testResults) {
      const where = path.relative(process.cwd(), file.testFilePath);
      for (const test of file.testResults) {
        if (test.status === 'failed') summary.failures.push({ name: `${where}: ${test.fullName}`, message: test.failureMessages[0] });
        else if (test.status === 'passed' && (test.invocations ?? 1) > 1)
          summary.failures.push({ name: `${where}: ${test.fullName} (flaky: passed on its retry)` });
      }
    }
    fs.writeFileSync(this.outputFile, JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
