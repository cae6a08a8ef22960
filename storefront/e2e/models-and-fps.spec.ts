import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openShop } from './shop';

test.describe('model pages', () => {
  test('open from a card on the home page, with gallery, specification and reviews', async ({ page }) => {
    await openShop(page, '/');
    const firstCard = page.getByRole('list', { name: 'Best-selling gaming PCs' }).getByRole('article').first();
    const title = firstCard.getByRole('heading').getByRole('link');
    await expect(title).toHaveAttribute('href', /^\/models\/[a-z0-9-]+$/);
    await title.click();
    await expect(page).toHaveURL(/\/models\/[a-z0-9-]+$/);

    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect(page.getByRole('heading', { level: 2, name: 'Select your case' })).toBeVisible();
    // Gallery: arrow keys move between thumbnails and show that picture.
    const gallery = page.getByRole('region', { name: `${name} illustrations` });
    await expect(gallery.locator('figure img')).toHaveAttribute('alt', /\S/);
    const thumbnails = gallery.getByRole('toolbar', { name: 'Illustrations' }).getByRole('button');
    if ((await thumbnails.count()) > 1) {
      await thumbnails.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(thumbnails.nth(1)).toBeFocused();
      await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(gallery.getByText(/^Illustration 2 of \d+$/)).toBeVisible();
    }
    await expect(
      page
        .getByRole('table', { name: `${name} specification` })
        .getByRole('rowheader')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reviews' }).or(page.getByText('No reviews yet.'))).toBeVisible();
    await expect(page).toHaveTitle(`${name} | Rigsmith`);

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('an unknown model is the shop’s 404 page', async ({ page }) => {
    await openShop(page, '/models/no-such-case');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('Page not found: /models/no-such-case')).toBeVisible();
  });
});

test.describe('FPS finder', () => {
  test('runs by keyboard alone: a game, 1440p, High, 144 FPS', async ({ page }) => {
    await openShop(page, '/gaming-pcs/by-fps');
    await expect(page.getByText('Choose a game to see the PCs we recommend.')).toBeVisible();

    const game = page.getByRole('combobox', { name: 'Game' });
    await game.focus();
    await page.keyboard.type('fortn');
    const option = page.getByRole('listbox').getByRole('option', { name: 'Fortnite' });
    await expect(option).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(game).toHaveValue('Fortnite');
    await expect(page).toHaveURL(/[?&]game=fortnite/);

    // Resolution: Tab into the group (it lands on the checked radio), arrow to 1440p.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '1080p' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '1440p' })).toBeChecked();
    // Preset: already High; Tab lands on it.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'High' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'High' })).toBeChecked();
    // Target framerate: a native select; typing picks the option that starts with it.
    await page.keyboard.press('Tab');
    const framerate = page.getByRole('combobox', { name: 'Target framerate' });
    await expect(framerate).toBeFocused();
    await page.keyboard.type('144');
    await expect(framerate).toHaveValue('144');

    await expect(page).toHaveURL(/game=fortnite&resolution=1440p&preset=high&fps=144$/);
    // The seeded catalogue has three builds that fit, so all three tiers show, in order.
    await expect(page.getByRole('status').filter({ hasText: '3 recommendations for Fortnite at 1440p High' })).toBeVisible();
    const tiers = page.getByRole('region', { name: /^(Best Match|Level Up|Ultimate PC)$/ });
    await expect(tiers.getByRole('heading', { level: 3 })).toHaveText(['Best Match', 'Level Up', 'Ultimate PC']);
    await expect(tiers.first()).toContainText(/\d+–\d+ FPS/);
    await expect(tiers.first()).toContainText('Meets your 144 FPS target');
    await expect(page.getByText('Estimates by PCGameBenchmarks, from the pc-game-fps-dataset (CC BY 4.0).', { exact: true })).toBeVisible();
  });

  test('says so for a game it does not know', async ({ page }) => {
    await openShop(page, '/gaming-pcs/by-fps?game=no-such-game&resolution=1080p&preset=high&fps=60');
    await expect(page.getByRole('alert')).toHaveText('We have no figures for that game. Please choose one from the list.');
  });
});

test.describe('games', () => {
  test('list → a game → chart → See recommended PCs', async ({ page }) => {
    await openShop(page, '/games');
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search games' });
    await search.fill('cyberpunk');
    await expect(page).toHaveURL(/\/games\?q=cyberpunk$/);
    const link = page.getByRole('list', { name: 'Games' }).getByRole('link', { name: 'Cyberpunk 2077', exact: true });
    await link.click();
    await expect(page).toHaveURL(/\/games\/cyberpunk-2077$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cyberpunk 2077' })).toBeVisible();

    const chart = page.getByRole('table', { name: 'Estimated FPS in Cyberpunk 2077 at 1080p High' });
    await expect(chart.getByRole('rowheader').first()).toBeVisible();
    await expect(chart.getByRole('cell').first()).toContainText('FPS');
    await expect(page.getByText(/PCGameBenchmarks/).first()).toBeVisible();

    // A shopper clicks the visible label of the radio.
    await page.locator('label').filter({ hasText: /^4K$/ }).click();
    await expect(page.getByRole('radio', { name: '4K' })).toBeChecked();
    await expect(page).toHaveURL(/resolution=4k&preset=high$/);
    await expect(page.getByRole('table', { name: 'Estimated FPS in Cyberpunk 2077 at 4K High' })).toBeVisible();

    await page.getByRole('link', { name: 'See recommended PCs' }).click();
    await expect(page).toHaveURL(/\/gaming-pcs\/by-fps\?game=cyberpunk-2077&resolution=4k&preset=high&fps=60$/);
    await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('Cyberpunk 2077');
    await expect(page.getByRole('radio', { name: '4K' })).toBeChecked();
    await expect(page.getByRole('heading', { level: 3, name: 'Best Match' })).toBeVisible();
  });
});
