// Debian's Chromium (tools' own browser downloads cannot reach their hosts here) and the flags
// that stop it calling hosts it cannot reach: shared by
// Playwright, the Storybook test-runner and the scripts that check for the browser.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];
