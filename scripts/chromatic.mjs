// `npm run chromatic`: publishes the Storybook build to Chromatic for a team that has a project
// token (CHROMATIC_PROJECT_TOKEN; settings in chromatic.config.json, per-theme modes in
// .storybook/preview.tsx). Without a token the local visual review stands in: the stories run
// compares every story, kit stories under both themes, and writes .reports/visual/index.html.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const storybookDir = process.env.STORYBOOK_DIR ?? 'storybook-static';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'CHROMATIC_PROJECT_TOKEN is not set, so nothing is published to Chromatic.',
      'The local visual review stands in: `npm run test:stories` compares every story with its baseline',
      '(kit stories under the default and ember themes) and lists any difference, side by side, in',
      '  .reports/visual/index.html',
    ].join('\n'),
  );
  process.exit(0);
}
if (!existsSync(`${storybookDir}/index.json`)) {
  console.error(`${storybookDir}/ is missing: run \`npm run build:storybook\` first.`);
  process.exit(1);
}
// The token is read from the environment by the CLI itself, never passed on the command line.
const child = spawn('node_modules/.bin/chromatic', ['--storybook-build-dir', storybookDir, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
