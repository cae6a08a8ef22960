import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openShop } from './shop';

// SPEC §2 /{slug} CMS pages, §7/§9 redirect lookup for unmatched paths, §8 route validation 404.

test.describe('CMS content pages', () => {
  test('a footer link opens its page, translated, in the uk and de storefronts', async ({ page }) => {
    await openShop(page, '/');
    const footer = page.getByRole('navigation', { name: 'Information' });
    await footer.getByRole('link', { name: 'Warranty' }).click();
    await expect(page).toHaveURL(/\/warranty$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Warranty' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What is covered' })).toBeVisible();
    await expect(page).toHaveTitle('Warranty | Rigsmith');

    await openShop(page, '/de');
    await page.getByRole('navigation', { name: 'Informationen' }).getByRole('link', { name: 'Lieferung' }).click();
    await expect(page).toHaveURL(/\/de\/delivery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lieferung' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Versandkosten' })).toBeVisible();
    await expect(page.getByText('Kostenloser Versand ab 120 € Bestellwert.')).toBeVisible();
  });

  test('every footer link lands on a real page', async ({ page }) => {
    await openShop(page, '/fr');
    const links = page.getByRole('navigation', { name: 'Informations' }).getByRole('link');
    const count = await links.count();
    // The CMS's six (the accessibility statement last), then Contact us, which every storefront's footer has.
    expect(count).toBe(7);
    await expect(links.last()).toHaveText('Nous contacter');
    for (let index = 0; index < count; index += 1) {
      const link = page.getByRole('navigation', { name: 'Informations' }).getByRole('link').nth(index);
      const label = (await link.textContent())!;
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    }
  });

  test('keyboard reaches the page’s links, and following one opens that page', async ({ page }) => {
    await openShop(page, '/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
    const warranty = page.getByRole('main').getByRole('link', { name: 'Warranty' });
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      if (await warranty.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(warranty).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Warranty' })).toBeVisible();
    await expect(page).toHaveURL(/\/warranty$/);
  });

  test('has no axe violations', async ({ page }) => {
    await openShop(page, '/it/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('unmatched paths', () => {
  test('an old promo path redirects home', async ({ page }) => {
    await openShop(page, '/black-friday');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('navigation', { name: 'Information' })).toBeVisible();
    await expect(page.getByText(/Page not found/)).toHaveCount(0);
  });

  test('a local legacy path redirects into its own storefront', async ({ page }) => {
    await openShop(page, '/fr/livraison');
    await expect(page).toHaveURL(/\/fr\/delivery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Livraison' })).toBeVisible();
  });

  test('a legacy path opens the main shop site', async ({ page }) => {
    // The server answers the page request with the redirect itself (a 301 a crawler follows too).
    const response = await page.request.get('/rtx-4090-gaming-pcs', { headers: { Accept: 'text/html' }, maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('https://www.rigsmith.example/gaming-pcs/graphics-cards/rtx-4090');
  });

  test('an unknown path logs "No redirect Found" and shows the 404 page', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await openShop(page, '/es/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('Página no encontrada: /es/no-such-page')).toBeVisible();
    expect(logs).toContain('No redirect Found');
  });

  test('a route whose parameter fails validation shows "Page Not Found: {path}"', async ({ page }) => {
    await openShop(page, '/games/Not_A_Slug');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /games/Not_A_Slug')).toBeVisible();
  });
});
