import { expect, test, type Page } from '@playwright/test';
import { openShop } from './shop';

/**
 * The cookie banner's choice gates the analytics tag (SPEC §2 cookie banner, §7 "an analytics
 * tag is loaded per locale"). The journeys' server runs with analytics off, so this spec plays
 * the server's `GET /api/analytics/` itself and serves a same-origin fake tag (the CSP allows
 * only this origin then): what it proves is the browser's side, that no tag is asked for
 * before Accept All and exactly one after, the storefront's own. The server's side (config,
 * CSP) is `storefront/server/routes/analytics/analytics.test.ts`.
 */

const TAG_PATH = '/e2e-analytics/tag.js';

/** Answers the analytics config with a tag per country and counts requests for the tag script. */
async function fakeAnalytics(page: Page) {
  const tagRequests: string[] = [];
  await page.route('**/api/analytics/**', async (route) => {
    const country = new URL(route.request().url()).searchParams.get('country') ?? 'GB';
    await route.fulfill({ json: { tag: { id: `G-E2E-${country}`, src: `${TAG_PATH}?id=G-E2E-${country}` } } });
  });
  await page.route(`**${TAG_PATH}*`, async (route) => {
    tagRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__e2eTagLoaded = true;' });
  });
  return tagRequests;
}

test.describe('analytics consent', () => {
  // A first visit: no consent cookie yet (playwright.config.ts gives every other journey one).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('no tag before Accept All; exactly one after, the storefront’s own, and again on the next page', async ({ page }) => {
    const tagRequests = await fakeAnalytics(page);
    await openShop(page, '/fr');
    const banner = page.getByRole('region', { name: /cookies/i });
    await expect(banner).toBeVisible();
    // Give a wrongly eager loader time to show itself.
    await page.waitForTimeout(500);
    expect(tagRequests).toEqual([]);

    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => tagRequests.length).toBe(1);
    expect(new URL(tagRequests[0]!).searchParams.get('id')).toBe('G-E2E-FR');
    await expect.poll(() => page.evaluate(() => (window as { __e2eTagLoaded?: boolean }).__e2eTagLoaded)).toBe(true);
    await page.waitForTimeout(500);
    expect(tagRequests).toHaveLength(1);

    // A later page of a visit that accepted: loaded again, with no banner.
    await openShop(page, '/de');
    await expect.poll(() => tagRequests.length).toBe(2);
    expect(new URL(tagRequests[1]!).searchParams.get('id')).toBe('G-E2E-DE');
  });

  test('Required Only loads no tag, now or on the next page', async ({ page }) => {
    const tagRequests = await fakeAnalytics(page);
    await openShop(page, '/');
    await page.getByRole('button', { name: 'Required Only' }).click();
    await openShop(page, '/contact-us');
    await page.waitForTimeout(500);
    expect(tagRequests).toEqual([]);
  });
});
