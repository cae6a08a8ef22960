import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openShop } from './shop';

test.describe('home page', () => {
  test('shows the seeded builds in pounds, drawn by the server, with no full-screen loader over them', async ({ page }) => {
    // Record every state the loader shows, so the check does not race its 500 ms.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loaderStates: string[] }).loaderStates = seen;
      new MutationObserver(() => {
        const loader = document.querySelector('[role="status"][data-state]');
        const state = loader ? `${loader.getAttribute('data-state')}:${loader.textContent}` : null;
        if (state && seen.at(-1) !== state) seen.push(state);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await openShop(page, '/');
    // The page arrives with its start-up data, so the loader (SPEC §2: until that data is in) never opens.
    expect(await page.evaluate(() => (window as unknown as { loaderStates: string[] }).loaderStates)).toEqual(['closed:']);
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming PCs built to order' })).toBeVisible();
    const builds = page.getByRole('list', { name: 'Best-selling gaming PCs' }).getByRole('article');
    await expect(builds.first()).toBeVisible();
    expect(await builds.count()).toBeGreaterThanOrEqual(3);
    await expect(builds.first()).toContainText('£');
    await expect(builds.first()).toContainText('incl. VAT');
    await expect(page).toHaveTitle('Gaming PCs built to order | Rigsmith');
  });

  test('each storefront shows its language and currency', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming-PCs, auf Bestellung gebaut' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('€');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('de');
  });

  test('switches storefront by keyboard alone', async ({ page }) => {
    await openShop(page, '/');
    const switcher = page.getByRole('button', { name: 'Country and language: United Kingdom, English' });
    await switcher.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('list', { name: 'Country and language' });
    await expect(menu.getByRole('link')).toHaveCount(5);
    await expect(menu.getByRole('link', { name: /United Kingdom/ })).toBeFocused();
    await expect(menu.getByRole('link', { name: /United Kingdom/ })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(switcher).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: /France/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('heading', { level: 1, name: 'PC gamer assemblés sur commande' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('fr');
  });

  test('switching storefront keeps the page', async ({ page }) => {
    await openShop(page, '/games');
    await page.getByRole('button', { name: /^Country and language:/ }).click();
    await page
      .getByRole('list', { name: 'Country and language' })
      .getByRole('link', { name: /Germany/ })
      .click();
    await expect(page).toHaveURL(/\/de\/games$/);
    await expect(page.getByRole('button', { name: 'Land und Sprache: Deutschland, Deutsch' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('de');
  });

  test('has no axe violations once loaded', async ({ page }) => {
    await openShop(page, '/');
    await expect(page.getByRole('article').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('unknown pages', () => {
  test('show the 404 page with the path and a way home', async ({ page }) => {
    await page.goto('/graphics-cards/rtx-9090');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('Page not found: /graphics-cards/rtx-9090')).toBeVisible();
    await page.getByRole('link', { name: 'Go to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming PCs built to order' })).toBeVisible();
  });

  test('in another storefront keep its prefix on the way home', async ({ page }) => {
    await openShop(page, '/es/no-such-page');
    await expect(page.getByText('Página no encontrada: /es/no-such-page')).toBeVisible();
    await page.getByRole('link', { name: 'Ir a la página de inicio' }).press('Enter');
    await expect(page).toHaveURL(/\/es$/);
  });

  test('under /api answer JSON, never the app', async ({ request }) => {
    const response = await request.get('/api/no-such-thing/');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});
