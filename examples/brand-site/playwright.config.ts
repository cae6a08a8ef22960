import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

// The brand site's smoke test: `node scripts/brand-site.mjs test` builds the site for these
// ports, then runs this. The shop and the site listen on two origins, so every API call the
// site makes is a cross-origin one (CORS). Ports clear of the shop's journeys (3100).
const shopPort = Number(process.env.BRAND_SHOP_PORT ?? 3201);
const sitePort = Number(process.env.BRAND_SITE_PORT ?? 3202);
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  outputDir: '../../test-results/brand-site',
  reporter: [['list'], ['json', { outputFile: `${root}.reports/brand-site.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node --import tsx storefront/server/main.ts',
      cwd: root,
      url: `http://127.0.0.1:${shopPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(shopPort),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        CORS_ORIGINS: `http://127.0.0.1:${sitePort}`,
      },
    },
    {
      // The site as built (`vite build`), served by Vite's static preview server.
      command: `node ${root}node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${sitePort} --strictPort`,
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      url: `http://127.0.0.1:${sitePort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
