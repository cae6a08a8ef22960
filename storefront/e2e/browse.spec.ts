import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openShop } from './shop';

/** The cards of the listing (the list is named by the page heading). */
const results = (page: Page) => page.getByRole('list', { name: 'Gaming PCs' });

/** The price each card asks, in minor units, top to bottom. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await results(page).locator('article [data-part="price"]').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

const isAscending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

/** Waits until the listing has settled on its new results. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(results(page).getByRole('article').first()).toBeVisible();
}

/** Presses Tab until `target` has focus, as a keyboard-only shopper would. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('browsing gaming PCs', () => {
  test('home → Gaming PCs → cheapest first → only in stock → page 2 → back restores page 1', async ({ page }) => {
    await openShop(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gaming PCs' }).click();
    await expect(page).toHaveURL(/\/gaming-pcs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming PCs' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gaming PCs' })).toHaveAttribute('aria-current', 'page');
    await settled(page);
    await expect(page.getByText(/^\d+ gaming PCs?$/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/\/gaming-pcs\?sort=price_asc$/);
    await settled(page);
    await expect.poll(async () => isAscending(await shownPrices(page))).toBe(true);

    await page.getByRole('checkbox', { name: 'Only in stock' }).check();
    await expect(page).toHaveURL(/\/gaming-pcs\?sort=price_asc&in_stock=true$/);
    await settled(page);
    await expect(results(page).locator('article[data-in-stock="false"]')).toHaveCount(0);
    const pageOnePrices = await shownPrices(page);
    expect(isAscending(pageOnePrices)).toBe(true);
    const pageOneFirst = await results(page).getByRole('heading', { level: 2 }).first().textContent();

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/gaming-pcs\?sort=price_asc&in_stock=true&page=2$/);
    await settled(page);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const pageTwoPrices = await shownPrices(page);
    expect(isAscending(pageTwoPrices)).toBe(true);
    expect(pageTwoPrices[0]).toBeGreaterThanOrEqual(pageOnePrices.at(-1)!);
    await expect(results(page).locator('article[data-in-stock="false"]')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/gaming-pcs\?sort=price_asc&in_stock=true$/);
    await settled(page);
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    await expect(page.getByRole('checkbox', { name: 'Only in stock' })).toBeChecked();
    expect(await shownPrices(page)).toEqual(pageOnePrices);
    await expect(results(page).getByRole('heading', { level: 2 }).first()).toHaveText(pageOneFirst!);
  });

  test('the listing state survives a reload, and bad query values fall back to defaults', async ({ page }) => {
    await openShop(page, '/gaming-pcs?sort=title_desc&per_page=24');
    await settled(page);
    await page.reload();
    await expect(page.locator('[role="status"][data-state="closed"]')).toBeAttached({ timeout: 10_000 });
    await settled(page);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title_desc');
    await expect(page.getByRole('combobox', { name: 'Per page' })).toHaveValue('24');

    await openShop(page, '/gaming-pcs?sort=cheapest&page=-1&per_page=5&price_min=abc');
    await settled(page);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('bestselling');
    await expect(page.getByRole('textbox', { name: 'Minimum' })).toHaveValue('');
  });

  test('the budget page shows the four price bands, each linking to the filtered listing', async ({ page }) => {
    await openShop(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'By budget' }).click();
    await expect(page).toHaveURL(/\/gaming-pcs\/by-budget$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming PCs by budget' })).toBeVisible();
    for (const band of ['Entry', 'Mainstream', 'Performance', 'Enthusiast']) {
      await expect(page.getByRole('region', { name: new RegExp(`^${band} `) })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
    await expect(page.getByRole('region', { name: /^Enthusiast / })).toContainText('and over');

    const seeAll = page.getByRole('link', { name: 'See all Mainstream gaming PCs' });
    await seeAll.click();
    await expect(page).toHaveURL(/\/gaming-pcs\?price_min=\d+(\.\d+)?&price_max=\d+(\.\d+)?$/);
    await settled(page);
    const url = new URL(page.url());
    const [min, max] = [Number(url.searchParams.get('price_min')) * 100, Number(url.searchParams.get('price_max')) * 100];
    for (const price of await shownPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(min);
      expect(price).toBeLessThanOrEqual(max);
    }
  });

  test('keyboard only: reach and change the sort, then follow a page link', async ({ page }) => {
    await openShop(page, '/gaming-pcs');
    await settled(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await tabTo(page, sort);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/gaming-pcs\?sort=price_asc$/);
    await expect(sort).toBeFocused();
    await settled(page);
    await expect.poll(async () => isAscending(await shownPrices(page))).toBe(true);

    const pageTwo = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' });
    await tabTo(page, pageTwo);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gaming-pcs\?sort=price_asc&page=2$/);
    await expect(pageTwo).toHaveAttribute('aria-current', 'page');
    // Focus moves to the top of the new page's results, not left on the pager.
    await expect(page.getByText(/^\d+ gaming PCs$/)).toBeFocused();
  });

  test('the listing and budget pages have no axe violations', async ({ page }) => {
    for (const path of ['/gaming-pcs', '/gaming-pcs/by-budget']) {
      await openShop(page, path);
      await expect(page.getByRole('article').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
  });

  test('France lists in euros, in French', async ({ page }) => {
    await openShop(page, '/fr/gaming-pcs?sort=price_desc');
    await expect(page.getByRole('heading', { level: 1, name: 'PC gamer' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('price_desc');
    await expect(page.getByRole('list', { name: 'PC gamer' }).getByRole('article').first()).toContainText('€');
  });
});
