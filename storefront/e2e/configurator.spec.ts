import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openShop } from './shop';
import { STRONG_PASSWORD, createAccount, signIn, uniqueEmail } from './accounts';
import { chooseFirstPart, stepGroup, stepHeading } from './customiser';

/**
 * The custom PC builder in the real shop: the real server, its curated
 * catalogue, "only compatible" computed by the server with the kit's engine.
 */

const CUSTOMISER = '/custom-pc-builder/customiser';

const banners = (page: Page) => page.getByRole('region', { name: 'Compatibility' }).first();

test.describe('custom PC builder', () => {
  test('builds a PC from scratch, hits a blocker, swaps to the suggested part, saves a draft, renames it and adds it to the cart', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('builder');
    await createAccount(request, { email, fullName: 'Grace Hopper' });
    await openShop(page, '/login');
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);

    await openShop(page, CUSTOMISER);
    await expect(page.getByRole('heading', { level: 1, name: 'Custom PC Builder' })).toBeVisible();
    await expect(page).toHaveTitle('Custom PC Builder | Rigsmith');

    // Step 1: an AM4 processor without graphics or a cooler in the box.
    await page.getByRole('radio', { name: 'AMD Ryzen 7 5700X', exact: true }).check();
    await expect(banners(page).getByRole('article', { name: 'Still needed' })).toHaveCount(2);
    const summary = page.getByRole('region', { name: 'Your build' });
    await expect(summary).toContainText('£220.99'); // £121.99 + £99.00 assembly
    await page.getByRole('button', { name: 'Next step: Motherboard' }).click();
    await expect(stepHeading(page, 2, 'Motherboard')).toBeFocused();

    // "Only compatible" lists AM4 boards only; turned off, an Intel board can be chosen: a blocker.
    const boards = stepGroup(page, 'Step 2 of 13: Motherboard');
    await expect(boards.getByRole('radio', { name: 'MSI PRO B760M-A WIFI DDR4' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Only compatible' }).uncheck();
    await expect(page).toHaveURL(/compatible=0/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title_desc');
    await boards.getByRole('radio', { name: 'MSI PRO B760M-A WIFI DDR4' }).check();
    const socket = banners(page).getByRole('article').filter({ hasText: 'Socket mismatch' });
    await expect(socket).toContainText('the AMD Ryzen 7 5700X processor needs a motherboard with the AM4 socket');
    await expect(page.getByRole('button', { name: /2\. Motherboard/ })).toContainText('Compatibility issue');

    // One click: the suggested compatible board replaces it and the blocker is gone.
    const swap = socket.getByRole('button', { name: /^Swap to / });
    const suggested = ((await swap.textContent()) ?? '').replace(/^Swap to /, '');
    await swap.click();
    await expect(banners(page).getByText(/Socket mismatch/)).toHaveCount(0);
    await expect(boards.getByRole('radio', { name: suggested })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Only compatible' }).check();

    // The rest, one step at a time: the first compatible part of each.
    const rest: [number, string][] = [
      [3, 'Memory'],
      [4, 'Graphics card'],
      [5, 'Storage'],
      [6, 'CPU cooler'],
      [7, 'Case'],
      [8, 'Power supply'],
    ];
    for (const [number, name] of rest) {
      await page.getByRole('button', { name: `Next step: ${name}` }).click();
      await chooseFirstPart(page, number, name);
    }
    await expect(banners(page).getByRole('article', { name: /Incompatible|Still needed/ })).toHaveCount(0);
    await expect(summary).toContainText('Every part in stock');
    await expect(page.getByRole('meter', { name: 'PSU load' })).toHaveAttribute('aria-valuetext', /^about \d+ W of \d+ W/);

    // The performance tab estimates FPS per game for the build.
    await page.getByRole('tab', { name: 'Performance' }).click();
    await expect(page.getByRole('table', { name: 'Estimated FPS at 1440p High' }).getByRole('row')).not.toHaveCount(0);
    await page.getByRole('tab', { name: 'Components' }).click();

    // Save a draft in the account; the success dialog offers continue or go to drafts.
    await page.getByRole('button', { name: 'Save draft' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save your build' });
    await saveDialog.getByRole('textbox', { name: 'Name' }).fill('Grace’s AM4 build');
    await saveDialog.getByRole('button', { name: 'Save draft' }).click();
    const saved = page.getByRole('dialog', { name: 'Draft saved' });
    await expect(saved).toContainText('“Grace’s AM4 build” is in your saved builds.');
    await saved.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Editing “Grace’s AM4 build”')).toBeVisible();

    // The system summary, checked by the server; the finalise step puts it in the cart.
    await page.getByRole('link', { name: 'Review your build' }).first().click();
    await expect(page).toHaveURL(/\/system-summary$/);
    await expect(page.getByRole('table', { name: 'Components' })).toContainText(suggested);
    await expect(page.getByText('Every part fits: no compatibility issues.')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const added = page.getByRole('dialog', { name: 'Added to Cart' });
    await expect(added).toContainText('“Grace’s AM4 build”');
    await added.getByRole('button', { name: 'Continue shopping' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: /Cart/ })).toContainText('1');

    // Saved Builds: the draft is there; rename it.
    await openShop(page, '/account/saved-builds');
    const card = page.getByRole('article', { name: 'Grace’s AM4 build' });
    await expect(card).toContainText('AMD Ryzen 7 5700X');
    await card.getByRole('button', { name: 'Rename: Grace’s AM4 build' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename your build' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('Grace’s quiet AM4');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByRole('article', { name: 'Grace’s quiet AM4' })).toBeVisible();

    // Edit system opens the draft in the customiser.
    await page.getByRole('link', { name: 'Edit system: Grace’s quiet AM4' }).click();
    await expect(page.getByText('Editing “Grace’s quiet AM4”')).toBeVisible();
    await expect(page.getByRole('button', { name: /1\. Processor/ })).toContainText('Chosen');
  });

  test('by keyboard alone: a guest builds, meets a blocker, swaps, saves a draft that moves to the account on sign-in', async ({ page, request }) => {
    test.setTimeout(180_000);
    await openShop(page, CUSTOMISER);
    const key = (name: string) => page.keyboard.press(name);

    // The first processor's radio takes focus with Tab from the list's last filter; the arrow keys choose.
    // The filters come before the parts: wait for the list, or Tab leaves for what follows it.
    await expect(page.getByRole('radio').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Only in stock' }).focus();
    await key('Tab');
    await expect(page.getByRole('radio').first()).toBeFocused();
    await key('Space');
    await expect(page.getByRole('radio').first()).toBeChecked();
    const firstCpu = (await page.getByRole('radio').first().getAttribute('value'))!;

    // The step list: Tab reaches the current step, the arrows move, Enter opens it.
    await page
      .getByRole('navigation', { name: 'Build steps' })
      .getByRole('button', { name: /1\. Processor/ })
      .focus();
    await key('ArrowDown');
    await key('Enter');
    await expect(stepHeading(page, 2, 'Motherboard')).toBeFocused();

    // Every board shown; an incompatible one chosen by keyboard.
    await page.getByRole('checkbox', { name: 'Only compatible' }).focus();
    await key('Space');
    await expect(page).toHaveURL(/compatible=0/);
    // Name Z to A, the fifth sort: the arrow keys change a closed native select.
    await page.getByRole('combobox', { name: 'Sort by' }).focus();
    for (let index = 0; index < 4; index += 1) await key('ArrowDown');
    await expect(page).toHaveURL(/sort=title_desc/);
    const intel = page.getByRole('radio', { name: 'MSI PRO B760M-A WIFI DDR4' });
    await intel.focus();
    await key('Space');
    const mismatch = banners(page).getByRole('article').filter({ hasText: 'Socket mismatch' });
    await expect(mismatch).toBeVisible();
    await mismatch.getByRole('button', { name: /^Swap to / }).focus();
    await key('Enter');
    await expect(banners(page).getByText(/Socket mismatch/)).toHaveCount(0);
    // The swap took its banner away: focus stays in the list (the next banner's action, or the list).
    await expect.poll(() => banners(page).evaluate((list) => list.contains(document.activeElement))).toBe(true);

    // Save a draft by keyboard: a guest's stays in the browser.
    await page.getByRole('button', { name: 'Save draft' }).focus();
    await key('Enter');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('Keyboard build');
    await key('Enter');
    const saved = page.getByRole('dialog', { name: 'Draft saved' });
    await expect(saved).toContainText('saved in this browser');
    await expect(saved.getByRole('button', { name: 'Continue' })).toBeFocused();
    await key('Enter');
    await expect(saved).toBeHidden();
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeFocused();

    // Reset by keyboard: Escape cancels, then Reset empties the build.
    await page.getByRole('button', { name: 'Reset' }).focus();
    await key('Enter');
    const reset = page.getByRole('dialog', { name: 'Reset your build?' });
    await expect(reset.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await key('Escape');
    await expect(reset).toBeHidden();
    await expect(page.getByRole('button', { name: /2\. Motherboard/ })).toContainText('Chosen');

    // The share link opens the same build for anyone, in a fresh browser.
    const link = await page.getByRole('textbox', { name: 'Share this build' }).inputValue();
    const other = await page.context().browser()!.newContext();
    const stranger = await other.newPage();
    await openShop(stranger, new URL(link).pathname + new URL(link).search);
    await expect(stranger.getByRole('button', { name: /1\. Processor/ })).toContainText('Chosen');
    await expect(stranger.getByRole('radio', { checked: true })).toHaveAttribute('value', firstCpu);
    await other.close();

    // Signing in moves the guest's draft to the account.
    const email = uniqueEmail('guest-draft');
    await createAccount(request, { email, fullName: 'Ada Lovelace' });
    await openShop(page, '/login');
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(email);
    await page.getByLabel('Password', { exact: true }).focus();
    await page.keyboard.type(STRONG_PASSWORD);
    await key('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await openShop(page, '/account/saved-builds');
    await expect(page.getByRole('article', { name: 'Keyboard build' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Keyboard build' })).toContainText('Assembly is not finished');
  });

  test('by keyboard, a part keeps focus as its amount moves it into the build and back into the list', async ({ page }) => {
    await openShop(page, CUSTOMISER);
    await page
      .getByRole('navigation', { name: 'Build steps' })
      .getByRole('button', { name: /\. Memory/ })
      .click();
    await expect(stepHeading(page, 3, 'Memory')).toBeVisible();
    const first = page.locator('[data-part]').first();
    await expect(first).toBeVisible();
    const id = (await first.getAttribute('data-part'))!;
    const card = page.locator(`[data-part="${id}"]`);
    const inBuild = page.getByRole('region', { name: 'Chosen parts' });

    // One kit added: the card moves up into "Chosen parts", and its + still has focus.
    await card.getByRole('button', { name: /^Increase/ }).focus();
    await page.keyboard.press('Enter');
    await expect(inBuild.locator(`[data-part="${id}"]`)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Increase/ })).toBeFocused();

    // Back to none: the card returns to the list, and focus to its quantity field.
    await card.getByRole('button', { name: /^Decrease/ }).focus();
    await page.keyboard.press('Enter');
    await expect(inBuild.locator(`[data-part="${id}"]`)).toHaveCount(0);
    await expect(card.getByRole('textbox')).toBeFocused();
  });

  test('customising a discounted pre-built build warns first, and the customiser has no axe violation', async ({ page }) => {
    await openShop(page, '/models/vanguard');
    await page.getByRole('link', { name: 'Customise Rigsmith Vanguard RTX 5070 Ti' }).click();
    const warning = page.getByRole('dialog', { name: 'Customising loses the discount' });
    await expect(warning).toContainText('The Rigsmith Vanguard RTX 5070 Ti is £100.00 off as it is.');
    await warning.getByRole('button', { name: 'Customise anyway' }).click();
    await expect(page.getByText('Customising the Rigsmith Vanguard RTX 5070 Ti')).toBeVisible();
    await expect(page).toHaveURL(/\/custom-pc-builder\/customiser$/);
    await expect(page.getByRole('region', { name: 'Your build' })).toContainText('do not get the pre-built discount of £100.00');
    await expect(page.getByRole('radio').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

    // The build survives a reload, still known as customised from the discounted build.
    await page.reload();
    await expect(page.getByText('Customising the Rigsmith Vanguard RTX 5070 Ti')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your build' })).toContainText('do not get the pre-built discount of £100.00');
    await expect(page.getByRole('button', { name: /4\. Graphics card/ })).toContainText('Chosen');

    await openShop(page, '/system-summary');
    await expect(page.getByRole('table', { name: 'Components' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });
});
