import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);

// Shopper journeys in Debian's Chromium against the real server on a fresh embedded database.
export default defineConfig({
  testDir: 'storefront/e2e',
  fullyParallel: false,
  workers: 1,
  // One retry: a journey that fails then passes is reported as flaky by name in the suite's
  // summary (scripts/test.mjs) rather than failing the run on one slow moment of a shared
  // machine; a journey that fails twice still fails it.
  retries: 1,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    // Journeys start with the cookie banner answered, as for a returning shopper; the support
    // spec clears this to test the banner itself.
    storageState: {
      cookies: [
        {
          name: 'rs_cookie_consent',
          value: 'required',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx storefront/server/main.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The journeys read emails from the development mailbox, which is only on when asked for.
    // STAFF_OWNER_EMAIL: the back-office journey's owner, invited through that mailbox.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      MAILBOX: 'dev',
      STAFF_OWNER_EMAIL: 'owner@rigsmith.test',
    },
  },
});
