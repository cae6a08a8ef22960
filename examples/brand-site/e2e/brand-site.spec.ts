import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// Voltline, the second brand: the kit installed from its packed tarball, its own theme and
// font, calling the shop's API on another origin. One journey: product, cart, delivery step.

/** The shop's API origin, which is not the page's: every call below crosses origins. */
const shopOrigin = `http://127.0.0.1:${process.env.BRAND_SHOP_PORT ?? 3201}`;

async function featuredBuild(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Our featured build' })).toBeVisible();
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  return card;
}

test('the product page shows a build from the shop, priced, and passes axe', async ({ page }) => {
  const fromShop: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${shopOrigin}/api/`)) fromShop.push(response.url());
  });
  const card = await featuredBuild(page);
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  // The build the shop itself lists first: the site shows real catalogue data, not a fixture.
  const listing = await (await page.request.get(`${shopOrigin}/api/ecommerce/builds/?in_stock=true&sort=bestselling&per_page=1`)).json();
  expect(name).toBe(listing.items[0].name);
  await expect(card).toContainText(/£\d[\d,]*\.\d\d/);
  expect(fromShop.some((url) => url.includes('/api/ecommerce/builds/'))).toBe(true);

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("the kit wears the brand's theme and font, set through its CSS variables", async ({ page }) => {
  const card = await featuredBuild(page);
  const button = card.getByRole('button', { name: 'Add to cart' });
  const styles = await button.evaluate((element) => {
    const root = getComputedStyle(document.documentElement);
    const own = getComputedStyle(element);
    // The variable's value as a computed colour, to compare like with like.
    const probe = document.createElement('span');
    probe.style.color = root.getPropertyValue('--rs-color-accent');
    document.body.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    return { background: own.backgroundColor, accent, radius: own.borderTopLeftRadius, font: own.fontFamily };
  });
  expect(styles.accent).toBe('rgb(11, 93, 59)'); // brand.css: --rs-color-accent: #0b5d3b
  expect(styles.background).toBe(styles.accent);
  expect(styles.radius).toBe('2px'); // --rs-radius-md
  expect(styles.font).toContain('Space Grotesk Variable');
  // The font comes from the site's own files and has loaded.
  expect(await page.evaluate(() => document.fonts.check('16px "Space Grotesk Variable"'))).toBe(true);
  const fontFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\.woff2?($|\?)/.test(url)),
  );
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const url of fontFiles) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

test('add to cart across origins, the cart prices the line, the delivery step checks its fields', async ({ page }) => {
  const card = await featuredBuild(page);
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toContainText(name);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeFocused();
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(line).toBeVisible();
  // The summary's figures come from the shop's pricing call, made from this origin.
  const summary = page.getByRole('region', { name: /summary/i });
  await expect(summary).toContainText(/£\d[\d,]*\.\d\d/);

  await page.getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery address' })).toBeFocused();
  const form = page.getByRole('form', { name: 'Delivery address' });
  // The delivery countries are the shop's, named in the page's language.
  await expect(form.getByRole('combobox', { name: 'Country' }).or(form.getByLabel('Country'))).toContainText('United Kingdom');

  // A phone that is no number in the UK's plan: SPEC §5's message, next to the field.
  const phone = form.getByLabel('Phone number');
  await phone.fill('12');
  await phone.blur();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Number is not correct/);

  // Submitting with the rest empty: every field says what is wrong, and a summary takes focus.
  await form.getByRole('button', { name: 'Continue' }).click();
  const firstName = form.getByLabel('First name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(/This is a required field/);

  // Put right, with the town picked from the shop's places (another cross-origin call).
  await firstName.fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Address line 1').fill('10 Downing Street');
  await phone.fill('07123 456123');
  const postcode = form.getByRole('combobox', { name: 'Postcode' });
  await postcode.pressSequentially('SW1A 2AA');
  await expect(page.getByRole('option').first()).toContainText('SW1A 2AA');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(postcode).toHaveValue('SW1A 2AA');
  await expect(form.getByRole('combobox', { name: 'Town or city' })).toHaveValue('London');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We will deliver to Ada Lovelace, 10 Downing Street, London, SW1A 2AA.')).toBeFocused();
});
