// A Jest reporter that writes the run's pass/fail counts to a JSON file, which
// scripts/test.mjs adds into the closing "N passed, N failed" line.
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
    };
    fs.writeFileSync(this.outputFile, JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
