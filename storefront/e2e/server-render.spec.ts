import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// Issue "fast first paint": public pages come drawn from the server and hydrate quietly.

/** Console errors and warnings, uncaught errors and the API data calls a page makes while it loads. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Pictures (galleries, cards) are files the page shows, not data asked for again.
    if (url.pathname.startsWith('/api/') && request.resourceType() !== 'image') apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  return { problems, apiCalls };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the builds and their prices', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming PCs built to order' })).toBeVisible();
    const builds = page.getByRole('list', { name: 'Best-selling gaming PCs' }).getByRole('article');
    expect(await builds.count()).toBeGreaterThanOrEqual(3);
    await expect(builds.first()).toContainText('£');
  });

  test('a model page shows its builds, specification and reviews, in the storefront’s language', async ({ page }) => {
    await page.goto('/fr/models/vanguard');
    await expect(page.getByRole('heading', { level: 1, name: 'Rigsmith Vanguard' })).toBeVisible();
    await expect(page.locator('article[data-model="vanguard"]')).toContainText('€');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  });

  test('the listing shows the query’s page of builds', async ({ page }) => {
    await page.goto('/gaming-pcs?sort=price_asc');
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming PCs' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('£');
  });

  test('a page’s own styles come in its HTML, not with its script', async ({ page }) => {
    await page.goto('/gaming-pcs');
    // The filters beside the results: the listing screen's grid, from its chunk's stylesheet.
    await expect(page.locator('main#main > div').first()).toHaveCSS('display', 'grid');
    // Style sheets are named by hash; the build's manifest says which is the screen's own.
    const manifest = JSON.parse(readFileSync('storefront/dist/app/.vite/manifest.json', 'utf8')) as Record<string, { css?: string[] }>;
    const [screenCss] = manifest['screens/GamingPcsScreen.tsx']?.css ?? [];
    expect(screenCss).toBeDefined();
    // Written into the head; its link is disabled (neither downloaded nor applied).
    await expect(page.locator(`head style[data-href="/${screenCss}"]`)).toHaveCount(1);
    await expect(page.locator(`head link[rel="stylesheet"][href="/${screenCss}"]`)).toHaveCount(1);
    await expect(page.locator(`head link[rel="stylesheet"][href="/${screenCss}"]`)).toHaveAttribute('disabled', '');
  });

  test('an unknown path is a 404 with the shop’s page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const path of ['/', '/gaming-pcs', '/gaming-pcs/by-budget', '/models/vanguard', '/games', '/games/cyberpunk-2077', '/warranty', '/de']) {
    test(`${path} hydrates without errors, warnings or asking the API again`, async ({ page }) => {
      const { problems, apiCalls } = watch(page);
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(apiCalls).toEqual([]);
    });
  }

  test('fetches no script but the first before the page has painted, and each of the page’s modules once', async ({ page }) => {
    const { problems } = watch(page);
    await page.goto('/gaming-pcs');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const { firstPaint, firstScript, named, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
      firstScript: new URL(document.querySelector<HTMLScriptElement>('head script[src]')!.src).pathname,
      named: (document.querySelector<HTMLMetaElement>('meta[name="rs-modules"]')?.content ?? '').split(' ').filter(Boolean),
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
        .filter(({ path }) => path.endsWith('.js')),
    }));
    expect(firstPaint).toBeDefined();
    expect(named.length).toBeGreaterThan(5);
    const paths = scripts.map(({ path }) => path);
    // Preloaded after the paint and then imported: one request each, not two.
    for (const module of named) expect(paths.filter((path) => path === module)).toHaveLength(1);
    // The app, its chunks, the screen's and the strings: all asked for once the page had painted.
    const early = scripts.filter(({ path, startTime }) => path !== firstScript && startTime < firstPaint!);
    expect(early).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a shell page keeps the header the server drew as its screen arrives, without errors', async ({ page }) => {
    const { problems } = watch(page);
    // Before any script runs: the header element the server's HTML made.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') Object.assign(window, { serverHeader: document.querySelector('header') });
      });
    });
    await page.goto('/custom-pc-builder/customiser');
    await expect(page.locator('[data-part]').first()).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const kept = await page.evaluate(() => {
      const drawn = (window as unknown as { serverHeader?: Element | null }).serverHeader;
      return Boolean(drawn) && drawn === document.querySelector('header') && drawn!.isConnected;
    });
    expect(kept).toBe(true);
    expect(problems).toEqual([]);
  });

  test('links route in the browser once hydrated', async ({ page }) => {
    const { problems } = watch(page);
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // A full page load would drop this.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(page).toHaveURL(/\/games$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('route changes', () => {
  test('move focus to the new page’s heading and announce it, on every navigation in the browser', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const announcer = page.locator('[data-route-announcer]');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gaming PCs' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming PCs' })).toBeFocused();
    await expect(announcer).toHaveText('Gaming PCs');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeFocused();
    await expect(announcer).toHaveText('Games');

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming PCs' })).toBeFocused();
    await expect(announcer).toHaveText('Gaming PCs');
  });
});
