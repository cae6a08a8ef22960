import { expect, test, type Locator, type Page } from '@playwright/test';
import { openShop } from './shop';
import { CARDS, addFirstBuildFromListing, apiSaveAddress, apiTokens, confirmedReference, payWith } from './checkout';
import { STRONG_PASSWORD, createAccount, signIn, uniqueEmail } from './accounts';
import { chooseFirstPart } from './customiser';

/**
 * Phone-first layouts: on a 320–390 px screen no public page scrolls sideways, and the header
 * keeps one row with its sections behind "Menu"; on a tablet (768 px) and a small laptop
 * (1,024 px) it keeps one row in the longest languages too.
 */

/** Every public route a shopper reaches without an account (the cart must hold a build for the checkout's login step). */
const PUBLIC_ROUTES = [
  '/',
  '/gaming-pcs',
  '/gaming-pcs/by-budget',
  '/gaming-pcs/by-fps',
  '/models/vanguard',
  '/games',
  '/games/cyberpunk-2077',
  '/delivery',
  '/custom-pc-builder/customiser',
  '/checkout',
  '/checkout/auth',
  '/login',
];

/** What sticks out past the right edge, to say why a page scrolls sideways. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`);
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
}

for (const width of [320, 390]) {
  for (const prefix of ['', '/de']) {
    test(`no page scrolls sideways at ${width} px in ${prefix ? 'German' : 'English'}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 844 });
      await addFirstBuildFromListing(page, prefix, '?in_stock=true');
      const found: Record<string, unknown> = {};
      for (const route of PUBLIC_ROUTES) {
        const path = `${prefix}${route === '/' && prefix ? '' : route}`;
        await openShop(page, path);
        await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
        // Lists and pictures arrive after the first paint: measure once the page has settled.
        await page.waitForLoadState('networkidle');
        const result = await overflow(page);
        if (result) found[path] = result;
      }
      expect(found).toEqual({});
    });
  }
}

test.describe('compact header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps one short row on a phone, with the sections behind "Menu"', async ({ page }) => {
    await openShop(page, '/');
    const header = page.getByRole('banner');
    const box = await header.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(120);
    await expect(header.getByRole('link', { name: /^Cart,/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Gaming PCs' })).toBeHidden();

    const menu = header.getByRole('button', { name: 'Menu' }).or(header.locator('summary'));
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(header.locator('details')).toHaveAttribute('open', '');
    const sections = header.getByRole('navigation', { name: 'Main' });
    await expect(sections.getByRole('link', { name: 'Gaming PCs' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Country and language:/ })).toBeVisible();

    // Escape from inside the menu closes it and gives focus back to "Menu".
    await sections.getByRole('link', { name: 'Games' }).focus();
    await page.keyboard.press('Escape');
    await expect(sections).toBeHidden();
    await expect(menu).toBeFocused();

    // Following a link closes it too.
    await page.keyboard.press('Enter');
    await sections.getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(sections).toBeHidden();
    await expect(header.locator('details')).not.toHaveAttribute('open', '');
  });

  test('opens without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/de');
    const header = page.getByRole('banner');
    await header.locator('summary').click();
    await expect(header.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Spiele' })).toBeVisible();
    await context.close();
  });
});

test.describe('wide header', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('in German keeps one row at 1366 px', async ({ page }) => {
    await openShop(page, '/de');
    const header = page.getByRole('banner');
    const brand = await header.getByRole('link', { name: 'Rigsmith Startseite' }).boundingBox();
    const switcher = await header.getByRole('button', { name: /^Land und Sprache:/ }).boundingBox();
    const sections = await header.getByRole('navigation', { name: 'Hauptmenü' }).boundingBox();
    // One row: the first and last parts share a line, and the header is one control high.
    expect(Math.abs(brand!.y + brand!.height / 2 - (switcher!.y + switcher!.height / 2))).toBeLessThan(12);
    expect(Math.abs(brand!.y + brand!.height / 2 - (sections!.y + sections!.height / 2))).toBeLessThan(12);
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(90);
    await expect(header.locator('summary')).toBeHidden();
  });
});

/** Where a part's vertical middle is, to tell whether parts share a row. */
async function middleOf(part: Locator) {
  const box = await part.boundingBox();
  return box!.y + box!.height / 2;
}

/** The header's words in the two longest storefronts, German and French. */
const HEADER_WORDS = {
  '/de': {
    home: 'Rigsmith Startseite',
    cart: /^Warenkorb,/,
    account: 'Anmelden',
    sections: 'Hauptmenü',
    games: 'Spiele',
    switcher: /^Land und Sprache:/,
  },
  '/fr': {
    home: 'Accueil Rigsmith',
    cart: /^Panier,/,
    account: 'Se connecter',
    sections: 'Principale',
    games: 'Jeux',
    switcher: /^Pays et langue\s:/,
  },
};

test.describe('header between a phone and a desktop', () => {
  for (const width of [768, 1024]) {
    for (const [prefix, words] of Object.entries(HEADER_WORDS)) {
      test(`keeps one row at ${width} px in ${prefix === '/de' ? 'German' : 'French'}, the sections behind "Menu"`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 800 });
        for (const path of [prefix, `${prefix}/custom-pc-builder/customiser`]) {
          await openShop(page, path);
          const header = page.getByRole('banner');
          const menu = header.locator('summary');
          const parts = [
            header.getByRole('link', { name: words.home }),
            header.getByRole('link', { name: words.account }),
            header.getByRole('link', { name: words.cart }),
            menu,
          ];
          const middles = await Promise.all(parts.map(middleOf));
          // One row: every part on the same line, and the header one control high.
          expect(Math.max(...middles) - Math.min(...middles), path).toBeLessThan(12);
          expect((await header.boundingBox())!.height, path).toBeLessThanOrEqual(90);
          await page.waitForLoadState('networkidle');
          expect(await overflow(page), path).toBeNull();
        }

        // On the home page "Menu" holds the sections and the storefront switcher; the account
        // link stays in the row, once.
        await openShop(page, prefix);
        const header = page.getByRole('banner');
        await expect(header.getByRole('navigation', { name: words.sections })).toBeHidden();
        await header.locator('summary').click();
        await expect(header.getByRole('navigation', { name: words.sections }).getByRole('link', { name: words.games })).toBeVisible();
        await expect(header.getByRole('button', { name: words.switcher })).toBeVisible();
        await expect(header.getByRole('link', { name: words.account })).toHaveCount(1);
        expect(await overflow(page)).toBeNull();
      });
    }
  }
});

test.describe('listing filters', () => {
  test('on a phone the shopper filters the listing through the sheet', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await openShop(page, '/gaming-pcs');
    await page.waitForLoadState('networkidle');
    // The panel beside the results is a desktop's; a phone gets the button.
    await expect(page.getByRole('checkbox', { name: 'Only in stock' })).toBeHidden();
    const filters = page.getByRole('button', { name: 'Filters, none applied' });
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('checkbox', { name: 'Only in stock' })).toBeFocused();
    expect(await overflow(page)).toBeNull();

    // Each filter applies at once, into the URL, and the count on "Show N results" follows.
    const before = Number((await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).textContent())!.replace(/\D/g, ''));
    await sheet.getByRole('checkbox', { name: 'Only in stock' }).check();
    await expect(page).toHaveURL(/[?&]in_stock=true/);
    await sheet.getByRole('textbox', { name: 'Maximum' }).fill('2000');
    await sheet.getByRole('textbox', { name: 'Maximum' }).press('Enter');
    await expect(page).toHaveURL(/[?&]price_max=2000/);
    const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect(show).not.toHaveText(`Show ${before} results`);
    const after = Number((await show.textContent())!.replace(/\D/g, ''));
    expect(after).toBeLessThan(before);
    await show.click();
    await expect(sheet).toBeHidden();
    const applied = page.getByRole('button', { name: 'Filters, 2 applied' });
    await expect(applied).toBeFocused();
    await expect(page.getByText(new RegExp(`^${after} gaming PCs?$`))).toBeVisible();
    expect(await overflow(page)).toBeNull();

    // Reloaded, the filters are still applied (the URL is the state); "Clear all" removes them.
    await openShop(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('button', { name: 'Filters, 2 applied' }).click();
    await sheet.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).not.toHaveURL(/in_stock|price_max/);
    await expect(sheet.getByRole('checkbox', { name: 'Only in stock' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters, none applied' })).toBeFocused();
  });

  test('on a desktop the filters stay beside the results, with no sheet', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openShop(page, '/gaming-pcs');
    await expect(page.getByRole('region', { name: 'Filters' }).getByRole('checkbox', { name: 'Only in stock' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters,/ })).toBeHidden();
  });
});

test('the cart shows its total and Secure checkout before the upsell on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await addFirstBuildFromListing(page, '', '?in_stock=true');
  await openShop(page, '/checkout');
  const secureCheckout = page.getByRole('button', { name: 'Secure checkout' });
  const upsell = page.getByRole('region', { name: 'Complete your setup' });
  await expect(secureCheckout).toBeVisible();
  await expect(upsell).toBeVisible();
  // Measured once the summary has its figures.
  await expect(page.getByRole('button', { name: 'Show details' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const [button, accessories] = await Promise.all([secureCheckout.boundingBox(), upsell.boundingBox()]);
  // Above the fold with one build in the cart: compact steps and the summary's total alone.
  expect(button!.y + button!.height).toBeLessThanOrEqual(844);
  expect(button!.y + button!.height).toBeLessThanOrEqual(accessories!.y);
  // The other figures are one tap away.
  await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByText('Including VAT')).toBeVisible();
});

test('on a phone a customer builds a PC with the bar at the bottom of the screen, and buys it', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('phone-builder');
  await createAccount(request, { email, fullName: 'Ada Lovelace' });
  await apiSaveAddress(request, await apiTokens(request, email), { line1: '1 Deansgate', city: 'Manchester', postcode: 'M2 5PD', country: 'GB' });
  await openShop(page, '/login');
  await signIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);

  await openShop(page, '/custom-pc-builder/customiser');
  // The steps are a compact row: the thirteenth is on the first screen, above the parts.
  const steps = page.getByRole('navigation', { name: 'Build steps' });
  const lastStep = await steps.getByRole('button', { name: /13\. Operating system/ }).boundingBox();
  expect(lastStep!.y + lastStep!.height).toBeLessThan(844);

  const steps8: [number, string][] = [
    [1, 'Processor'],
    [2, 'Motherboard'],
    [3, 'Memory'],
    [4, 'Graphics card'],
    [5, 'Storage'],
    [6, 'CPU cooler'],
    [7, 'Case'],
    [8, 'Power supply'],
  ];
  for (const [number, name] of steps8) {
    await chooseFirstPart(page, number, name);
    if (number === 8) break;
    // "Next step" is on screen wherever the list is scrolled: in the bar at the bottom.
    const next = page.getByRole('button', { name: `Next step: ${steps8[number]![1]}` });
    const box = await next.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await next.click();
  }
  // The bar keeps the running price and says the build has no issues.
  await expect(page.getByRole('main').getByText('No issues').first()).toBeVisible();

  await page.getByRole('link', { name: 'Review your build' }).first().click();
  await expect(page).toHaveURL(/\/system-summary$/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByRole('button', { name: 'Continue shopping' }).click();
  await openShop(page, '/checkout');
  await page.getByRole('button', { name: 'Secure checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.getByRole('radio', { name: /1 Deansgate/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\?order=\d+$/);
  await payWith(page, CARDS.success);
  await expect(page).toHaveURL(/\/checkout\/confirmed\?order=\d+$/);
  await confirmedReference(page);
  expect(await overflow(page)).toBeNull();
});
