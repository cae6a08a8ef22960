// The visual comparison rule, shared by the story test-runner (.storybook/test-runner.ts) and
// the deliberate-change test (scripts/visual-report.test.ts), so both judge pictures alike.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const reportDir = path.join(root, '.reports', 'visual');

/** Where baselines live and where a run leaves what it could not match. */
const visualPaths = {
  baselines: path.join(root, 'stories', '__screenshots__'),
  reportDir,
  received: path.join(reportDir, 'received'),
  diffs: path.join(reportDir, 'diffs'),
};

/**
 * jest-image-snapshot options: pixelmatch, pixel-exact. `includeAA: false` leaves out the
 * pixels pixelmatch recognises as anti-aliasing (text and curve edges), and the small colour
 * threshold only absorbs rounding, so any real change (a token's colour, a moved element) fails:
 * zero changed pixels are allowed. On failure the new picture and the diff alone are kept for
 * the HTML report (scripts/visual-report.mjs), which shows the baseline beside them.
 */
const visualSnapshotOptions = {
  comparisonMethod: 'pixelmatch',
  customDiffConfig: { threshold: 0.01, includeAA: false },
  failureThreshold: 0,
  failureThresholdType: 'pixel',
  storeReceivedOnFailure: true,
  customReceivedDir: visualPaths.received,
  customReceivedPostfix: '-received',
  customDiffDir: visualPaths.diffs,
  onlyDiff: true,
};

module.exports = { visualPaths, visualSnapshotOptions };
