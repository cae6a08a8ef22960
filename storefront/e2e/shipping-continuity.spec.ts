import { expect, test, type Page } from '@playwright/test';
import { STRONG_PASSWORD, createPassword, emailedLinkPath, signIn, uniqueEmail } from './accounts';
import { CARDS, addFirstBuildFromListing, cartLink, confirmedReference, payWith, registerAtCheckout, toShipping } from './checkout';
import { openShop } from './shop';

/**
 * Nothing a shopper did is lost on the way to an order: a half-typed delivery address
 * outlives a reload, a place the list does not know leads to support with the address, and
 * registering mid-checkout brings the shopper back to delivery with the cart and voucher.
 */

// Runs after checkout.spec.ts (files run in name order on one database): its keyboard journey
// buys two of the listing's first build, which this file's order would leave short of stock.

/** Reloads and waits for the full-screen loader to go, as `openShop` does after a visit. */
async function reloadShop(page: Page) {
  await page.reload();
  await expect(page.locator('[role="status"][aria-live="polite"][data-state="closed"]')).toBeAttached({ timeout: 10_000 });
}

test.describe('checkout continuity', () => {
  test('a half-typed Italian address survives a reload of the shipping page, and the order keeps its provincia', async ({ page, request }) => {
    test.setTimeout(120_000);
    let form = await toShipping(page, request, 'draft-reload');
    await form.getByLabel('Country').selectOption({ label: 'Italy' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Phone number', { exact: true }).fill('+39 312 345 6789');
    await form.getByLabel('Address line 1').fill('Via Merulana 1');
    await form.getByLabel('Address line 2').fill('Scala B');
    await form.getByRole('combobox', { name: 'Postcode (CAP)' }).fill('00184');
    await page.getByRole('option').filter({ hasText: 'Roma' }).filter({ hasText: '00184' }).first().click();
    await expect(form.getByRole('textbox', { name: 'Province' })).toHaveValue('RM');

    await reloadShop(page);
    form = page.getByRole('region', { name: 'New delivery address' });
    await expect(form.getByLabel('Country')).toHaveValue('IT');
    await expect(form.getByLabel('First name')).toHaveValue('Ada');
    await expect(form.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(form.getByLabel('Address line 1')).toHaveValue('Via Merulana 1');
    await expect(form.getByLabel('Address line 2')).toHaveValue('Scala B');
    await expect(form.getByRole('combobox', { name: 'Town (comune)' })).toHaveValue('Roma');
    await expect(form.getByRole('combobox', { name: 'Postcode (CAP)' })).toHaveValue('00184');
    await expect(form.getByRole('textbox', { name: 'Province' })).toHaveValue('RM');

    // Still a picked place after the reload: it is accepted as it is, and ordered to.
    await form.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.getByRole('radio', { name: /Via Merulana 1/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment\?order=\d+$/);
    await payWith(page, CARDS.success);
    await expect(page).toHaveURL(/\/checkout\/confirmed\?order=\d+$/);
    await confirmedReference(page);
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('00184 Roma RM');

    // Placed: the shipping step starts empty again.
    await addFirstBuildFromListing(page, '', '?in_stock=true');
    await openShop(page, '/checkout/shipping');
    await page.getByRole('radio', { name: /^A new address/ }).check();
    await expect(page.getByRole('region', { name: 'New delivery address' }).getByLabel('Address line 1')).toHaveValue('');
  });

  test('a place not in the list says so plainly, and its Contact us link opens the contact page with the address', async ({ page, request }) => {
    test.setTimeout(120_000);
    const form = await toShipping(page, request, 'place-not-found');
    await form.getByLabel('Address line 1').fill('1 Meadow Rise');
    await form.getByRole('combobox', { name: 'Town or city' }).fill('Zzyzxbury');
    await expect(page.getByText('We can’t find “Zzyzxbury” among the places we know.')).toBeVisible();
    await expect(page.getByText(/If your address is new and not listed yet, send it to us/)).toBeVisible();

    await page.getByRole('link', { name: 'Contact us about this address' }).click();
    await expect(page).toHaveURL(/\/contact-us\?address=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByLabel('Your enquiry')).toHaveValue(
      'My delivery address is not in the list of places, so I cannot finish my order. The address is: 1 Meadow Rise, Zzyzxbury, United Kingdom',
    );
  });

  test('registering from checkout returns the shopper to delivery with the cart and the voucher', async ({ page, request }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('register-return');

    // A guest's cart with a voucher, then Secure checkout: the Login stage.
    const build = await addFirstBuildFromListing(page, '', '?in_stock=true');
    await cartLink(page).click();
    await expect(page.getByRole('article', { name: build })).toBeVisible();
    await page.getByRole('textbox', { name: 'Voucher code' }).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('form', { name: 'Voucher code' }).getByRole('status')).toContainText('Voucher Code has been applied');
    await page.getByRole('button', { name: 'Secure checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/auth$/);

    // Register as new: the copy says what will happen.
    await expect(page.getByRole('region', { name: 'I am new here' })).toContainText(
      'You then come straight back to delivery, with your cart and voucher.',
    );
    await registerAtCheckout(page, email);

    // The emailed link, in this browser: create the password, then sign in from there.
    await openShop(page, await emailedLinkPath(request, email, 'create-password'));
    await createPassword(page);
    await page.getByRole('link', { name: 'Sign in and continue your order' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await signIn(page, email, STRONG_PASSWORD);

    // Back at delivery, not in the account, with the cart and the voucher.
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Discount (WELCOME10)')).toBeVisible();
    const items = page.getByRole('region', { name: 'Your 1 item' });
    await expect(items).toContainText(`1 × ${build}`);
  });
});
