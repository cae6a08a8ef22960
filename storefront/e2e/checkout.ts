import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { STRONG_PASSWORD, createAccount, signIn, uniqueEmail } from './accounts';
import { openShop } from './shop';

/** Helpers for the checkout journeys. */

/** The sandbox provider's documented test cards. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  requiresAction: '4000 0027 6000 3184',
} as const;

/** The header's cart link, whatever its count. */
export const cartLink = (page: Page): Locator => page.getByRole('banner').getByRole('link', { name: /^(Cart|Warenkorb|Panier),/ });

/**
 * Adds the first in-stock pre-built build of the listing from its card, and waits for 'Added
 * to Cart'. `query` narrows the listing (`?in_stock=true` when earlier journeys may have sold
 * the first page).
 */
export async function addFirstBuildFromListing(page: Page, prefix = '', query = ''): Promise<string> {
  await openShop(page, `${prefix}/gaming-pcs${query}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^(Add to cart|In den Warenkorb|Ajouter au panier)/ }) })
    .first();
  const name = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: /^(Add to cart|In den Warenkorb|Ajouter au panier)/ }).click();
  await expect(page.getByRole('status').filter({ hasText: name })).toContainText(/Added to Cart|In den Warenkorb gelegt|Ajouté au panier/);
  return name;
}

/** Logs in through the API (for calls a journey does not need to show). */
export async function apiTokens(request: APIRequestContext, email: string, password = STRONG_PASSWORD): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** Saves an address in the customer's address book through the API. */
export async function apiSaveAddress(request: APIRequestContext, access: string, address: Record<string, string>): Promise<void> {
  const response = await request.post('/api/account/shipping_address/', {
    headers: { Authorization: `Bearer ${access}` },
    data: { first_name: 'Ada', last_name: 'Lovelace', phone: '+447123456123', line2: '', ...address },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Fills the card form with a sandbox card and presses Pay. */
export async function payWith(
  page: Page,
  card: string,
  labels = { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code (CVC)', name: 'Name on card', pay: /^Pay / },
) {
  const form = page.getByRole('form', { name: /Card details|Kartendaten/ });
  await form.getByLabel(labels.number).fill(card);
  await form.getByLabel(labels.expiry).fill('12/30');
  await form.getByLabel(labels.cvc).fill('123');
  await form.getByLabel(labels.name).fill('Ada Lovelace');
  await form.getByRole('button', { name: labels.pay }).click();
}

/** Types a sandbox card by keyboard alone, field after field with Tab, then Enter to pay. */
export async function payByKeyboard(page: Page, card: string, name: string) {
  await page.getByLabel('Card number').focus();
  await page.keyboard.type(card.replace(/ /g, ''));
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
}

/** The order reference the confirmation shows. */
export async function confirmedReference(page: Page): Promise<string> {
  const reference = page
    .getByRole('region', { name: /Thank you for your order|Vielen Dank für Ihre Bestellung/ })
    .locator('dd')
    .first();
  await expect(reference).toHaveText(/^RS-/);
  return (await reference.textContent())!.trim();
}

/**
 * Signs a new customer in and puts a build in the cart, then opens the shipping step;
 * answers its new-address form.
 */
export async function toShipping(page: Page, request: APIRequestContext, label: string): Promise<Locator> {
  const email = uniqueEmail(label);
  await createAccount(request, { email, fullName: 'Ada Lovelace' });
  await openShop(page, '/login');
  await signIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  // Every journey before this one bought builds from the first page: only those in stock.
  await addFirstBuildFromListing(page, '', '?in_stock=true');
  await openShop(page, '/checkout/shipping');
  return page.getByRole('region', { name: 'New delivery address' });
}

/** Registers `email` from the checkout's Login stage ('I am new here') and waits for the email to be sent. */
export async function registerAtCheckout(page: Page, email: string): Promise<void> {
  const newCustomer = page.getByRole('region', { name: 'I am new here' });
  await newCustomer.getByLabel('Email address').fill(email);
  await newCustomer.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
  await newCustomer.getByRole('button', { name: 'Create account' }).click();
  await expect(newCustomer.getByText(/Registration email sent/)).toBeVisible();
}
