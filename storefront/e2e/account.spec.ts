import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openShop } from './shop';
import { STRONG_PASSWORD, createAccount, createPassword, emailedLinkPath, signIn, storedSession, uniqueEmail } from './accounts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Postcodes in districts the embedded places know (storefront/server/db/seed/places), one per saved address. */
const postcodes = ['SW1A 1AA', 'SW1A 2AA', 'SW1A 0AA', 'SW1P 3PA', 'W1A 1AA', 'WC2N 5DN', 'B2 4QA'];

/**
 * Fills the add-address form by keyboard: Tab from field to field, the postcode picked from
 * the autocomplete with ArrowDown and Enter (typing alone is refused, SPEC §5), then Enter on
 * the save button.
 */
async function addAddressByKeyboard(page: Page, index: number) {
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Add address' }) });
  await form.getByLabel('First name').focus();
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Lovelace ${index + 1}`);
  // The country comes next (it decides the layout); it is already the storefront's.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: 'Country' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${index + 1} Whitehall`);
  await expect(form.getByLabel('Address line 1')).toBeFocused();
  // Line 2 is left as it is.
  const postcode = form.getByRole('combobox', { name: 'Postcode' });
  await postcode.focus();
  await page.keyboard.type(postcodes[index]!);
  await expect(page.getByRole('option').first()).toContainText(postcodes[index]!);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(postcode).toHaveValue(postcodes[index]!);
  await expect(form.getByRole('combobox', { name: 'Town or city' })).not.toHaveValue('');
  // The phone, after the address: a UK number as the UK writes it.
  await form.getByLabel('Phone number', { exact: true }).focus();
  await page.keyboard.type('07123 456123');
  await form.getByRole('button', { name: 'Save address' }).focus();
  await page.keyboard.press('Enter');
}

test.describe('accounts', () => {
  test('register, create a password, sign in with and without remember me, fill the address book, change the password', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('journey');
    const newPassword = 'Battery-Staple-42';

    // Register: the confirmation replaces the form.
    await openShop(page, '/register');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/Registration email sent/)).toBeVisible();

    // The create-password email, read from the development mailbox.
    await openShop(page, await emailedLinkPath(request, email, 'create-password'));
    await expect(page.getByRole('heading', { level: 1, name: 'Create your password' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await createPassword(page);

    // Sign in without remember me: the session ends in about a month (SPEC §4).
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const before = Date.now();
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Hello, Ada Lovelace')).toBeVisible();
    const monthly = await storedSession(page);
    expect(monthly?.sessionEnd).toBeTruthy();
    const daysAhead = (Date.parse(monthly!.sessionEnd!) - before) / DAY_MS;
    expect(daysAhead).toBeGreaterThanOrEqual(28);
    expect(daysAhead).toBeLessThanOrEqual(31.01);

    // Log out: tokens gone, back on /login.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

    // Remember me: no end date.
    await signIn(page, email, STRONG_PASSWORD, { rememberMe: true });
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Hello, Ada Lovelace')).toBeVisible();
    expect((await storedSession(page))?.sessionEnd).toBeNull();

    // Five addresses by keyboard.
    const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('article');
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    for (let index = 0; index < 5; index += 1) {
      await addAddressByKeyboard(page, index);
      await expect(saved).toHaveCount(index + 1);
    }
    // The sixth arrives from elsewhere (another tab, say), so this page still offers the form...
    const session = await storedSession(page);
    const sixth = await request.post('/api/account/shipping_address/', {
      headers: { Authorization: `Bearer ${session!.access}` },
      data: {
        first_name: 'Ada',
        last_name: 'Lovelace 6',
        phone: '+447123456123',
        line1: '6 Whitehall',
        line2: '',
        city: 'London',
        postcode: postcodes[5],
        country: 'GB',
      },
    });
    expect(sixth.status()).toBe(201);
    // ...and the seventh is refused by the server with the limit message; the list catches up.
    await addAddressByKeyboard(page, 6);
    await expect(page.getByText('You have saved the maximum of 6 addresses. Delete one in your profile to save another.').first()).toBeVisible();
    await expect(saved).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Save address' })).toBeDisabled();
    // The first address saved is the default and is listed first.
    await expect(saved.first()).toContainText('Default address');

    // Change the password.
    const password = page.locator('section', { has: page.getByRole('heading', { name: 'Change password' }) });
    await password.getByLabel('Current password', { exact: true }).fill(STRONG_PASSWORD);
    await password.getByLabel('New password', { exact: true }).fill(newPassword);
    await password.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
    await expect(password.getByLabel('Current password', { exact: true })).toHaveValue('');

    // Log out; the old password no longer works, the new one does.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page.getByText('Your Email Address or Password is incorrect.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Hello, Ada Lovelace')).toBeVisible();
  });

  test('a tab is signed out when another tab logs out and signs in as someone else', async ({ context, request }) => {
    const ada = uniqueEmail('tab-a');
    const grace = uniqueEmail('tab-b');
    await createAccount(request, { email: ada, fullName: 'Ada Lovelace' });
    await createAccount(request, { email: grace, fullName: 'Grace Hopper' });

    const first = await context.newPage();
    await openShop(first, '/login');
    await signIn(first, ada, STRONG_PASSWORD);
    await expect(first.getByText('Hello, Ada Lovelace')).toBeVisible();

    // The second tab shares the browser's storage: signed in as Ada too.
    const second = await context.newPage();
    await openShop(second, '/account');
    await expect(second.getByText('Hello, Ada Lovelace')).toBeVisible();

    await first.getByRole('button', { name: 'Log out' }).click();
    await expect(first).toHaveURL(/\/login$/);
    await signIn(first, grace, STRONG_PASSWORD);
    await expect(first.getByText('Hello, Grace Hopper')).toBeVisible();

    // The second tab left Ada's account and did not take on Grace's session.
    await expect(second).toHaveURL(/\/login$/);
    await expect(second.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(second.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(second.getByText('Hello, Ada Lovelace')).toHaveCount(0);
  });

  test('route guards: a guest is sent to sign in and brought back; a signed-in customer skips /login', async ({ page, request }) => {
    const email = uniqueEmail('guard');
    await createAccount(request, { email, fullName: 'Katherine Johnson' });

    await openShop(page, '/account/orders');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Forders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();

    await openShop(page, '/login');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Hello, Katherine Johnson')).toBeVisible();

    // A next that points at another site is ignored.
    await page.getByRole('button', { name: 'Log out' }).click();
    await openShop(page, '/login?next=%2F%2Fevil.example%2F');
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account$/);
  });

  test('each storefront keeps its prefix: the French account pages', async ({ page, request }) => {
    const email = uniqueEmail('fr');
    await createAccount(request, { email, fullName: 'Marie Curie' });
    await openShop(page, '/fr/account');
    await expect(page).toHaveURL(/\/fr\/login\?next=%2Faccount$/);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/fr\/account$/);
    await expect(page.getByText('Bonjour, Marie Curie')).toBeVisible();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr\/login$/);
  });

  test('the sign-in and account pages have no axe violations', async ({ page, request }) => {
    await openShop(page, '/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('group', { name: 'There is a problem' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

    const email = uniqueEmail('axe');
    await createAccount(request, { email, fullName: 'Alan Turing' });
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page.getByText('Hello, Alan Turing')).toBeVisible();
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });
});
