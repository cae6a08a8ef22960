// Runs the Storybook test-runner against the static build in storybook-static/ (or $STORYBOOK_DIR):
// every story renders, its play function passes, axe finds nothing, and its screenshot
// matches the baseline in stories/__screenshots__. `--update` rewrites the baselines; any
// other arguments are story file patterns (`stories/screens/checkout/Confirmed`) to run alone.
// First, the build must work from any plain static server (check-static-storybook.mjs).
// Docs pages (autodocs, MDX) are not tested here: the test-runner takes story entries only.
// Pictures that differ are gathered into an HTML review page, .reports/visual/index.html.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { checkStaticStorybook } from './check-static-storybook.mjs';
import { serveStatic } from './serve-static.mjs';
import { visualPaths } from './visual-options.cjs';
import { writeVisualReport } from './visual-report.mjs';

// STORYBOOK_DIR lets two people test their own builds side by side.
const storybookDir = process.env.STORYBOOK_DIR ?? 'storybook-static';
if (!existsSync(`${storybookDir}/index.json`)) {
  console.error(`${storybookDir}/ is missing: run \`npm run build:storybook\` first.`);
  process.exit(1);
}
mkdirSync('.reports', { recursive: true });
// The review page lists this run's differences only.
rmSync(visualPaths.reportDir, { recursive: true, force: true });

const servingProblems = await checkStaticStorybook(storybookDir);
if (servingProblems.length > 0) {
  console.error(`${storybookDir}/ does not work from a plain static server:\n  ${servingProblems.join('\n  ')}`);
  process.exit(1);
}

const update = process.argv.includes('--update');
const storyFiles = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const { url, close } = await serveStatic(storybookDir);
const args = ['--url', url, '--maxWorkers', '2'];
if (update) args.push('-u');
else if (process.env.CI) args.push('--ci');
args.push(...storyFiles);

const child = spawn(process.execPath, ['node_modules/@storybook/test-runner/dist/test-storybook.js', ...args], {
  stdio: 'inherit',
});
const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
await close();
const report = writeVisualReport(visualPaths);
if (report) {
  console.log(`\n${report.changes.length} picture(s) differ from their baselines. Review them side by side in\n  ${report.url}`);
}
process.exit(code);
