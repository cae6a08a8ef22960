import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openShop } from './shop';
import { STRONG_PASSWORD, createAccount, createPassword, emailedLinkPath, signIn, uniqueEmail } from './accounts';
import {
  CARDS,
  addFirstBuildFromListing,
  apiSaveAddress,
  apiTokens,
  cartLink,
  confirmedReference,
  payByKeyboard,
  payWith,
  registerAtCheckout,
} from './checkout';

/** The axe rules the shop is held to (WCAG 2.x A and AA). */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Fills the shipping step's new-address form and confirms it ('Use this address'). */
async function enterNewAddress(page: Page) {
  const form = page.getByRole('region', { name: 'New delivery address' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Phone number', { exact: true }).fill('07123 456123');
  await form.getByLabel('Address line 1').fill('10 Downing Street');
  await form.getByRole('combobox', { name: 'Postcode' }).fill('SW1A 2AA');
  await page.getByRole('option').filter({ hasText: 'SW1A 2AA' }).first().click();
  await expect(form.getByRole('combobox', { name: 'Town or city' })).not.toHaveValue('');
  await form.getByRole('button', { name: 'Use this address' }).click();
}

test.describe('checkout', () => {
  test('a guest fills a cart, signs up during checkout, keeps the cart, applies a coupon, ships to a new address and pays', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('checkout');

    // A pre-built build from its card, then an accessory from the cart's upsell.
    const build = await addFirstBuildFromListing(page);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    const upsell = page.getByRole('region', { name: 'Complete your setup' });
    const accessoryButton = upsell.getByRole('button', { name: /^Add to cart / }).first();
    const accessory = ((await accessoryButton.getAttribute('aria-label')) ?? (await accessoryButton.textContent())!)
      .replace(/^Add to cart\s*/, '')
      .trim();
    await accessoryButton.click();
    await expect(page.getByRole('article', { name: build })).toBeVisible();
    await expect(page.getByRole('article', { name: accessory })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    // Two of the accessory: the stepper, then the summary follows.
    await page.getByRole('button', { name: `Add one more ${accessory}` }).click();
    await expect(page.getByRole('textbox', { name: `Amount of ${accessory}` })).toHaveValue('2');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).not.toHaveAttribute('aria-busy', 'true');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

    // Secure checkout as a guest: the Login stage; register as a new customer.
    await page.getByRole('button', { name: 'Secure checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/auth$/);
    await registerAtCheckout(page, email);

    // The emailed link: create the password in this browser.
    await openShop(page, await emailedLinkPath(request, email, 'create-password'));
    await createPassword(page);

    // The cart survived in this browser; a coupon, then sign in at the checkout.
    await cartLink(page).click();
    await expect(page.getByRole('article', { name: build })).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Amount of ${accessory}` })).toHaveValue('2');
    await page.getByRole('textbox', { name: 'Voucher code' }).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('form', { name: 'Voucher code' }).getByRole('status')).toContainText('Voucher Code has been applied');
    await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible();
    const totalWithCoupon = (await summary.locator('[data-part="total"]').textContent())!;
    await page.getByRole('button', { name: 'Secure checkout' }).click();
    const signInPanel = page.getByRole('region', { name: 'I have an account' });
    await signInPanel.getByLabel('Email address').fill(email);
    await signInPanel.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await signInPanel.getByRole('button', { name: 'Sign in' }).click();

    // Signed in: the guard moves on to shipping; the guest cart is now the customer's.
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    expect(await page.evaluate(() => window.localStorage.getItem('rigsmith.guest-cart.v1'))).toBeNull();
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Discount (WELCOME10)')).toBeVisible();

    // A new address (the only choice without saved ones), saved to the account.
    await enterNewAddress(page);
    await expect(page.getByRole('radio', { name: /10 Downing Street/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Save this address to my account' })).toBeChecked();
    // The phone typed with the new address is the order's: no second, prefilled field.
    await expect(page.getByLabel('Phone number for the delivery')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // Payment of the order placed; the cart is empty now.
    await expect(page).toHaveURL(/\/checkout\/payment\?order=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
    await expect(page.getByRole('region', { name: /^Order RS-/ })).toContainText(totalWithCoupon);
    await payWith(page, CARDS.success);

    // The confirmation: reference and estimated ship date.
    await expect(page).toHaveURL(/\/checkout\/confirmed\?order=\d+$/);
    const reference = await confirmedReference(page);
    await expect(page.getByRole('region', { name: 'Thank you for your order' })).toContainText('Estimated ship date');
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page).toHaveURL(/\/order\/details\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText(build);
    await page.getByRole('tab', { name: /^Accessories/ }).click();
    await expect(page.getByRole('tabpanel')).toContainText(accessory);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // In the account: in progress, with the address saved.
    await page.getByRole('link', { name: 'Back to your orders' }).click();
    const inProgress = page.getByRole('region', { name: 'In progress' });
    await expect(inProgress.getByRole('article', { name: `Order ${reference}` })).toContainText('In progress');
    await expect(inProgress.getByRole('link', { name: /^Pay now/ })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText('10 Downing Street');
  });

  test('a declined card keeps the order payable; a second card pays it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('declined');
    await createAccount(request, { email, fullName: 'Grace Hopper' });
    await apiSaveAddress(request, await apiTokens(request, email), { line1: '1 Deansgate', city: 'Manchester', postcode: 'M2 5PD', country: 'GB' });

    await openShop(page, '/login');
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await addFirstBuildFromListing(page);
    await cartLink(page).click();
    await page.getByRole('button', { name: 'Secure checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByRole('radio', { name: /1 Deansgate/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment\?order=\d+$/);

    await payWith(page, CARDS.declined);
    const declined = page.getByRole('alert').filter({ hasText: 'Your payment was declined' });
    await expect(declined).toContainText('Your card was declined.');
    await expect(page).toHaveURL(/\/checkout\/payment\?order=\d+$/);
    await expect(page.getByLabel('Card number')).toHaveValue(CARDS.declined);

    // The order waits for payment in the account, with "Pay now".
    const paymentUrl = page.url();
    await openShop(page, '/account/orders');
    const unpaid = page.getByRole('region', { name: 'In progress' }).getByRole('article').first();
    await expect(unpaid).toContainText('Waiting for payment');
    await unpaid.getByRole('link', { name: /^Pay now/ }).click();
    await expect(page).toHaveURL(paymentUrl);

    await payWith(page, CARDS.success);
    await expect(page).toHaveURL(/\/checkout\/confirmed\?order=\d+$/);
    await confirmedReference(page);
  });

  test('a bank challenge: approving it pays the order', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('challenge');
    await createAccount(request, { email, fullName: 'Hedy Lamarr' });
    await apiSaveAddress(request, await apiTokens(request, email), { line1: '1 Deansgate', city: 'Manchester', postcode: 'M2 5PD', country: 'GB' });
    await openShop(page, '/login');
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await addFirstBuildFromListing(page);
    await openShop(page, '/checkout/shipping');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payWith(page, CARDS.requiresAction);
    const dialog = page.getByRole('dialog', { name: 'Confirm this payment' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmed\?order=\d+$/);
    await confirmedReference(page);
  });

  test('the whole checkout by keyboard alone', async ({ page, request }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail('keyboard');
    await createAccount(request, { email, fullName: 'Alan Turing' });
    await apiSaveAddress(request, await apiTokens(request, email), {
      line1: '2 Bletchley Park',
      city: 'London',
      postcode: 'SW1A 0AA',
      country: 'GB',
    });

    // Add a build from the listing: Tab to its button, Enter.
    await openShop(page, '/gaming-pcs');
    const addButton = page.getByRole('button', { name: /^Add to cart/ }).first();
    await addButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toBeVisible();
    // Focus moved to the notice: View cart is the next Tab stop, not the last on the page.
    await expect(page.getByRole('group', { name: 'Added to Cart' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'View cart' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    // The notice belonged to the listing: it does not follow the shopper to the cart.
    await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toHaveCount(0);

    // The amount with the arrow keys in the number field.
    const amount = page.getByRole('textbox', { name: /^Amount of / }).first();
    await amount.focus();
    await page.keyboard.press('ArrowUp');
    await expect(amount).toHaveValue('2');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    // Secure checkout → sign in, all by keyboard.
    await page.getByRole('button', { name: 'Secure checkout' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/auth$/);
    const signInPanel = page.getByRole('region', { name: 'I have an account' });
    await signInPanel.getByLabel('Email address').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(STRONG_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/shipping$/);

    // The saved address is chosen; Tab to Continue.
    await expect(page.getByRole('radio', { name: /2 Bletchley Park/ })).toBeChecked();
    await page.getByLabel('Phone number for the delivery').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/payment\?order=\d+$/);

    // The card, field after field, and Enter.
    await payByKeyboard(page, CARDS.success, 'Alan Turing');
    await expect(page).toHaveURL(/\/checkout\/confirmed\?order=\d+$/);
    await confirmedReference(page);
  });

  test('buying in the German storefront, in euros', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('de');
    await createAccount(request, { email, fullName: 'Emmy Noether', phone: '+49 151 23456789' });
    await apiSaveAddress(request, await apiTokens(request, email), {
      first_name: 'Emmy',
      last_name: 'Noether',
      phone: '+4915123456789',
      line1: 'Unter den Linden 7',
      city: 'Berlin',
      postcode: '10115',
      country: 'DE',
    });
    await openShop(page, '/de/login');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/account$/);

    await addFirstBuildFromListing(page, '/de');
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/de\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Bestellübersicht' });
    await expect(summary.locator('[data-part="total"]')).toHaveText(/€$/);
    await page.getByRole('button', { name: 'Sicher zur Kasse' }).click();
    await expect(page).toHaveURL(/\/de\/checkout\/shipping$/);
    await expect(page.getByRole('radio', { name: /Unter den Linden 7/ })).toBeChecked();
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await expect(page).toHaveURL(/\/de\/checkout\/payment\?order=\d+$/);
    await payWith(page, CARDS.success, {
      number: 'Kartennummer',
      expiry: 'Ablaufdatum',
      cvc: 'Prüfnummer (CVC)',
      name: 'Name auf der Karte',
      pay: /bezahlen$/,
    });
    await expect(page).toHaveURL(/\/de\/checkout\/confirmed\?order=\d+$/);
    const confirmation = page.getByRole('region', { name: 'Vielen Dank für Ihre Bestellung' });
    await expect(confirmation).toContainText('Voraussichtliches Versanddatum');
    await expect(confirmation).toContainText('€');
  });

  test('axe finds nothing on the cart, shipping and payment pages', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('axe');
    await createAccount(request, { email, fullName: 'Barbara Liskov' });
    await apiSaveAddress(request, await apiTokens(request, email), { line1: '1 Deansgate', city: 'Manchester', postcode: 'M2 5PD', country: 'GB' });

    // The empty cart, then a full one.
    await openShop(page, '/checkout');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expectNoAxeViolations(page);
    await addFirstBuildFromListing(page);
    await openShop(page, '/checkout');
    await expect(page.getByRole('region', { name: 'Order summary' }).locator('[data-part="total"]')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Secure checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/auth$/);
    await expectNoAxeViolations(page);
    const signInPanel = page.getByRole('region', { name: 'I have an account' });
    await signInPanel.getByLabel('Email address').fill(email);
    await signInPanel.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await signInPanel.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByRole('radio', { name: /1 Deansgate/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'A new address' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: /1 Deansgate/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment\?order=\d+$/);
    await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
