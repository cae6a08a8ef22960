import { expect, test, type Locator, type Page } from '@playwright/test';
import { openShop } from './shop';
import { STRONG_PASSWORD, createAccount, uniqueEmail } from './accounts';
import { CARDS, cartLink, confirmedReference } from './checkout';
import { stepGroup, stepHeading } from './customiser';

/**
 * A shopper with a keyboard and nothing else (SPEC §7 "Accessibility": focus is never lost):
 * Tab, Shift+Tab, Enter, Space and the arrow keys, typing only into the field that has focus.
 * After every action the spec asserts where focus is — a named control or heading, never the
 * page's body — and, where the change replaces what had focus, what the live region says.
 */

const CUSTOMISER = '/custom-pc-builder/customiser';

const key = (page: Page, name: string) => page.keyboard.press(name);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard-only shopper would. */
async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  // One handle for the whole walk: resolving the locator on every press doubles the time on a busy runner.
  const element = await target.elementHandle();
  for (let i = 0; i < maxPresses; i += 1) {
    if (await element!.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await key(page, backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Focus is on an element, not dropped on the page's body (or nowhere). */
async function expectFocusNotLost(page: Page) {
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);
}

/** The build's compatibility banners and their polite live region. */
const banners = (page: Page) => page.getByRole('region', { name: 'Compatibility' }).first();
const compatibilityNews = (page: Page) => page.getByTestId('compatibility-announcer').first();

/** The announcement a client-side navigation makes (RouteAnnouncer). */
const routeNews = (page: Page) => page.locator('[data-route-announcer]');

/** "Next step: …" (or "Review your build" after the last step), reached by Tab and pressed; the new step's heading has focus. */
async function nextStep(page: Page, number: number, name: string) {
  const next = page.getByRole('main').getByRole('button', { name: `Next step: ${name}` });
  await tabTo(page, next);
  await key(page, 'Enter');
  await expect(stepHeading(page, number, name)).toBeFocused();
}

/**
 * Tabs from the step's heading into its parts and takes the first: Space on its radio in a
 * one-part step (the radio keeps focus), Enter on its + in the others (the part moves up into
 * "Chosen parts", and its + keeps focus there).
 */
async function chooseFirstPart(page: Page, number: number, name: string) {
  const group = stepGroup(page, `Step ${number} of 13: ${name}`);
  const radio = group.getByRole('radio').first();
  const increase = group.getByRole('button', { name: /^Increase/ }).first();
  await expect(radio.or(increase)).toBeVisible();
  if (await radio.count()) {
    await tabTo(page, radio);
    await key(page, 'Space');
    await expect(radio).toBeChecked();
    await expect(radio).toBeFocused();
    return;
  }
  const label = (await increase.getAttribute('aria-label'))!;
  await tabTo(page, increase);
  await key(page, 'Enter');
  const chosen = page.getByRole('region', { name: 'Chosen parts' });
  await expect(chosen.getByRole('textbox').first()).toHaveValue('1');
  await expect(chosen.getByRole('button', { name: label, exact: true })).toBeFocused();
}

test.describe('keyboard only', () => {
  test('builds a PC in the customiser, fixes the cart, and checks out with focus on a named target after every action', async ({ page, request }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail('keyboard-journey');
    await createAccount(request, { email, fullName: 'Alan Turing' });

    // ——— The customiser ———
    await openShop(page, CUSTOMISER);
    await expect(page.getByRole('radio').first()).toBeVisible();

    // Step 1: the first processor, from the top of the page by Tab; Space chooses it.
    await chooseFirstPart(page, 1, 'Processor');
    // What the processor still needs is announced.
    await expect(compatibilityNews(page)).toContainText(/new compatibility issues|Still needed/);

    // Step 2 with the step's own "Next step" button: focus on the new step's heading.
    await nextStep(page, 2, 'Motherboard');

    // Every board shown, Name Z to A: both controls keep focus as the list changes under them.
    const onlyCompatible = page.getByRole('checkbox', { name: 'Only compatible' });
    await tabTo(page, onlyCompatible);
    await key(page, 'Space');
    await expect(page).toHaveURL(/compatible=0/);
    await expect(onlyCompatible).toBeFocused();
    await expect(onlyCompatible).not.toBeChecked();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await tabTo(page, sort, { backwards: true });
    for (let index = 0; index < 4; index += 1) await key(page, 'ArrowDown');
    await expect(page).toHaveURL(/sort=title_desc/);
    await expect(sort).toBeFocused();

    // An Intel board for an AM4 processor, by the arrow keys in the radio group: a blocker, announced.
    const boards = stepGroup(page, 'Step 2 of 13: Motherboard');
    const intel = boards.getByRole('radio', { name: 'MSI PRO B760M-A WIFI DDR4' });
    await expect(intel).toBeVisible();
    await tabTo(page, boards.getByRole('radio').first());
    for (let index = 0; index < 12 && !(await intel.evaluate((element) => element === document.activeElement)); index += 1)
      await key(page, 'ArrowDown');
    await expect(intel).toBeFocused();
    await expect(intel).toBeChecked();
    const mismatch = banners(page).getByRole('article').filter({ hasText: 'Socket mismatch' });
    await expect(mismatch).toBeVisible();
    await expect(compatibilityNews(page)).toContainText('Compatibility issue:');

    // The banner's one-click swap, back up the page with Shift+Tab: the banner goes, and focus
    // stays in the banners' list (the banner now in its place, or the list); the change is announced.
    const swap = mismatch.getByRole('button', { name: /^Swap to / });
    const suggested = ((await swap.textContent()) ?? '').replace(/^Swap to /, '').trim();
    await tabTo(page, swap, { backwards: true });
    await key(page, 'Enter');
    await expect(banners(page).getByText(/Socket mismatch/)).toHaveCount(0);
    await expect(boards.getByRole('radio', { name: suggested })).toBeChecked();
    await expect(compatibilityNews(page)).toContainText(/compatibility issues? resolved|No compatibility issues left/);
    await expect.poll(() => banners(page).evaluate((list) => list.contains(document.activeElement))).toBe(true);
    await expectFocusNotLost(page);

    // "Only compatible" back on for the steps to come.
    await tabTo(page, onlyCompatible);
    await key(page, 'Space');
    await expect(onlyCompatible).toBeChecked();
    await expect(onlyCompatible).toBeFocused();

    // Step 3, memory: one kit with +, a second with +, back to one with −; the buttons are Tab stops
    // and keep focus as the kit moves into "Chosen parts".
    await nextStep(page, 3, 'Memory');
    const memory = stepGroup(page, 'Step 3 of 13: Memory');
    const firstKit = memory.locator('[data-part]').first();
    await expect(firstKit).toBeVisible();
    const kitId = (await firstKit.getAttribute('data-part'))!;
    const kit = page.locator(`[data-part="${kitId}"]`);
    const increase = kit.getByRole('button', { name: /^Increase/ });
    const decrease = kit.getByRole('button', { name: /^Decrease/ });
    const chosen = page.getByRole('region', { name: 'Chosen parts' });
    await tabTo(page, increase);
    await key(page, 'Enter');
    await expect(chosen.locator(`[data-part="${kitId}"]`)).toBeVisible();
    await expect(kit.getByRole('textbox')).toHaveValue('1');
    await expect(increase).toBeFocused();
    await key(page, 'Enter');
    await expect(kit.getByRole('textbox')).toHaveValue('2');
    await expect(increase).toBeFocused();
    // − is two Tab stops back, past the amount field.
    await tabTo(page, decrease, { backwards: true, maxPresses: 3 });
    await key(page, 'Enter');
    await expect(kit.getByRole('textbox')).toHaveValue('1');
    await expect(decrease).toBeFocused();

    // The remaining essentials: the first part of each, after "Next step".
    for (const [number, name] of [
      [4, 'Graphics card'],
      [5, 'Storage'],
      [6, 'CPU cooler'],
      [7, 'Case'],
      [8, 'Power supply'],
    ] as const) {
      await nextStep(page, number, name);
      await chooseFirstPart(page, number, name);
    }
    await expect(banners(page).getByRole('article', { name: /Incompatible|Still needed/ })).toHaveCount(0);

    // The optional steps with the other step control, the step list: Shift+Tab reaches its
    // current step, the arrow keys move, Enter opens the step and focus goes to its heading.
    const stepList = page.getByRole('navigation', { name: 'Build steps' });
    for (const [number, name] of [
      [9, 'Case fans'],
      [10, 'Lighting'],
      [11, 'Monitor'],
      [12, 'Optical drive'],
      [13, 'Operating system'],
    ] as const) {
      await tabTo(page, stepList.getByRole('button', { name: new RegExp(`^${number - 1}\\. `) }), { backwards: true, maxPresses: 30 });
      await key(page, 'ArrowDown');
      await expect(stepList.getByRole('button', { name: new RegExp(`^${number}\\. ${name}`) })).toBeFocused();
      await key(page, 'Enter');
      await expect(stepHeading(page, number, name)).toBeFocused();
    }

    // Save a draft: the dialog's field has focus, Enter saves, "Draft saved" offers Continue;
    // closing it returns focus to "Save draft".
    const saveDraft = page.getByRole('button', { name: 'Save draft' });
    await tabTo(page, saveDraft, { backwards: true, maxPresses: 10 });
    await key(page, 'Enter');
    const saveDialog = page.getByRole('dialog', { name: 'Save your build' });
    await expect(saveDialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('Keyboard AM4');
    await key(page, 'Enter');
    const saved = page.getByRole('dialog', { name: 'Draft saved' });
    await expect(saved).toContainText('saved in this browser');
    await expect(saved.getByRole('button', { name: 'Continue' })).toBeFocused();
    await key(page, 'Enter');
    await expect(saved).toBeHidden();
    await expect(saveDraft).toBeFocused();

    // Review the build: the summary page's heading takes focus and the page is announced.
    const review = page.getByRole('main').getByRole('link', { name: 'Review your build' }).first();
    await tabTo(page, review);
    await key(page, 'Enter');
    await expect(page).toHaveURL(/\/system-summary$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(routeNews(page)).not.toBeEmpty();
    await expect(page.getByText('Every part fits: no compatibility issues.')).toBeVisible();

    // Add to cart: "Added to Cart" takes focus; Tab reaches "Go to cart".
    const addBuild = page.getByRole('main').getByRole('button', { name: 'Add to cart' });
    await tabTo(page, addBuild);
    await key(page, 'Enter');
    const added = page.getByRole('dialog', { name: 'Added to Cart' });
    await expect(added).toContainText('“Keyboard AM4”');
    await expect(added.getByRole('button', { name: 'Continue shopping' })).toBeFocused();
    await tabTo(page, added.getByRole('link', { name: 'Go to cart' }), { maxPresses: 3 });
    await key(page, 'Enter');

    // ——— The cart ———
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeFocused();
    await expect(routeNews(page)).toHaveText(/Shopping Cart/);
    await expect(page.getByRole('article', { name: 'Keyboard AM4' })).toBeVisible();

    // An accessory from the upsell: the notice takes focus, its actions are the next Tab stops,
    // Close gives focus back to where the shopper was.
    const upsell = page.getByRole('region', { name: 'Complete your setup' });
    const addAccessory = upsell.getByRole('button', { name: /^Add to cart / }).first();
    await expect(addAccessory).toBeVisible();
    const accessory = ((await addAccessory.textContent()) ?? '').replace(/^Add to cart\s*/, '').trim();
    await tabTo(page, addAccessory);
    await key(page, 'Enter');
    const notice = page.getByRole('group', { name: 'Added to Cart' });
    await expect(notice).toBeFocused();
    await expect(page.getByRole('status').filter({ has: notice })).toContainText(accessory);
    await key(page, 'Tab');
    await expect(notice.getByRole('link', { name: 'View cart' })).toBeFocused();
    await key(page, 'Tab');
    await expect(notice.getByRole('button', { name: 'Close message' })).toBeFocused();
    await key(page, 'Enter');
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('article', { name: accessory })).toBeVisible();
    // The button pressed is now a disabled "In your cart": focus goes to the upsell's heading, where the shopper was.
    await expect(upsell.getByRole('button', { name: `In your cart ${accessory}` })).toBeDisabled();
    await expect(upsell.getByRole('heading', { name: 'Complete your setup' })).toBeFocused();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    // The build's amount with its + button, a Tab stop of its own: focus stays on it.
    const moreBuilds = page.getByRole('button', { name: 'Add one more Keyboard AM4' });
    await tabTo(page, moreBuilds, { backwards: true });
    await key(page, 'Enter');
    await expect(page.getByRole('textbox', { name: 'Amount of Keyboard AM4' })).toHaveValue('2');
    await expect(moreBuilds).toBeFocused();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

    // Remove the accessory: its line (and the button) go; focus moves to the lines' heading, which
    // says how many are left.
    const removeAccessory = page.getByRole('article', { name: accessory }).getByRole('button', { name: `Remove ${accessory}` });
    await tabTo(page, removeAccessory);
    await key(page, 'Enter');
    await expect(page.getByRole('article', { name: accessory })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: /^2 items/ })).toBeFocused();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    // A voucher: type it in the focused field, Tab to Apply, Enter; the outcome is announced, and
    // as Apply turns disabled (the code is applied) focus goes back to the field.
    const voucher = page.getByRole('textbox', { name: 'Voucher code' });
    await tabTo(page, voucher);
    await page.keyboard.type('welcome10');
    await key(page, 'Tab');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeFocused();
    await key(page, 'Enter');
    const voucherForm = page.getByRole('form', { name: 'Voucher code' });
    await expect(voucherForm.getByRole('status')).toContainText('Voucher Code has been applied');
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Discount (WELCOME10)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(voucher).toBeFocused();

    // Secure checkout.
    const secure = page.getByRole('button', { name: 'Secure checkout' });
    await tabTo(page, secure);
    await key(page, 'Enter');

    // ——— Checkout: sign in ———
    await expect(page).toHaveURL(/\/checkout\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const signInPanel = page.getByRole('region', { name: 'I have an account' });
    const emailField = signInPanel.getByLabel('Email address');
    await tabTo(page, emailField);
    await page.keyboard.type(email);
    await key(page, 'Tab');
    await expect(signInPanel.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(STRONG_PASSWORD);
    await key(page, 'Enter');

    // ——— Shipping: a new UK address from the place search ———
    // Signing in merges the guest's cart into the customer's before the guard moves on.
    await expect(page).toHaveURL(/\/checkout\/shipping$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeFocused();
    const form = page.getByRole('region', { name: 'New delivery address' });
    await tabTo(page, form.getByLabel('First name'));
    await page.keyboard.type('Alan');
    await key(page, 'Tab');
    await expect(form.getByLabel('Last name')).toBeFocused();
    await page.keyboard.type('Turing');
    await key(page, 'Tab');
    await expect(form.getByRole('combobox', { name: 'Country' })).toBeFocused();
    await key(page, 'Tab');
    await expect(form.getByLabel('Address line 1')).toBeFocused();
    await page.keyboard.type('10 Downing Street');
    const postcode = form.getByRole('combobox', { name: 'Postcode' });
    await tabTo(page, postcode, { maxPresses: 4 });
    await page.keyboard.type('SW1A 2AA');
    await expect(page.getByRole('option').first()).toContainText('SW1A 2AA');
    await key(page, 'ArrowDown');
    await key(page, 'Enter');
    await expect(postcode).toHaveValue('SW1A 2AA');
    await expect(form.getByRole('combobox', { name: 'Town or city' })).toHaveValue('London');
    await expect(postcode).toBeFocused();
    const phone = form.getByLabel('Phone number', { exact: true });
    await tabTo(page, phone, { maxPresses: 4 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('07123 456123');
    const useAddress = form.getByRole('button', { name: 'Use this address' });
    await tabTo(page, useAddress, { maxPresses: 4 });
    await key(page, 'Enter');
    // The form (and its button) give way to the chosen address, which takes focus and reads it out.
    await expect(form).toHaveCount(0);
    const chosenAddress = page.getByRole('radio', { name: /10 Downing Street/ });
    await expect(chosenAddress).toBeChecked();
    await expect(chosenAddress).toBeFocused();

    const toPayment = page.getByRole('button', { name: 'Continue to payment' });
    await tabTo(page, toPayment, { maxPresses: 5 });
    await key(page, 'Enter');

    // ——— Payment: a card that asks for the bank's confirmation (3-D Secure) ———
    await expect(page).toHaveURL(/\/checkout\/payment\?order=\d+$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeFocused();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
    const card = page.getByRole('form', { name: 'Card details' });
    await tabTo(page, card.getByLabel('Card number'));
    await page.keyboard.type(CARDS.requiresAction.replace(/ /g, ''));
    await key(page, 'Tab');
    await expect(card.getByLabel('Expiry date')).toBeFocused();
    await page.keyboard.type('1230');
    await key(page, 'Tab');
    await expect(card.getByLabel('Security code (CVC)')).toBeFocused();
    await page.keyboard.type('123');
    await key(page, 'Tab');
    await expect(card.getByLabel('Name on card')).toBeFocused();
    await page.keyboard.type('Alan Turing');
    await key(page, 'Tab');
    await expect(card.getByRole('button', { name: /^Pay / })).toBeFocused();
    await key(page, 'Enter');
    const bank = page.getByRole('dialog', { name: 'Confirm this payment' });
    await expect(bank).toBeVisible();
    const approve = bank.getByRole('button', { name: 'Approve payment' });
    await tabTo(page, approve, { maxPresses: 3 });
    await key(page, 'Enter');

    // ——— The confirmation ———
    await expect(page).toHaveURL(/\/checkout\/confirmed\?order=\d+$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(routeNews(page)).not.toBeEmpty();
    await confirmedReference(page);
  });

  test('the "Added to Cart" notice: focus on it, its actions by Tab, gone on the next page', async ({ page }) => {
    await openShop(page, '/gaming-pcs');
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart/ })
      .first();
    await tabTo(page, add, { maxPresses: 120 });
    await key(page, 'Enter');
    const notice = page.getByRole('group', { name: 'Added to Cart' });
    await expect(notice).toBeFocused();
    await key(page, 'Tab');
    const viewCart = notice.getByRole('link', { name: 'View cart' });
    await expect(viewCart).toBeFocused();
    await key(page, 'Tab');
    await expect(notice.getByRole('button', { name: 'Close message' })).toBeFocused();
    // Escape closes it from inside and gives focus back to the button pressed.
    await key(page, 'Escape');
    await expect(notice).toHaveCount(0);
    await expect(add).toBeFocused();

    // Again, and this time on to the cart: the notice stays behind with the listing.
    await key(page, 'Enter');
    await expect(notice).toBeFocused();
    await key(page, 'Tab');
    await expect(viewCart).toBeFocused();
    await key(page, 'Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeFocused();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toHaveCount(0);
  });

  test('checks out in the German storefront, where the address form puts the PLZ before the town', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('keyboard-de');
    await createAccount(request, { email, fullName: 'Emmy Noether', phone: '+49 151 23456789' });

    // A build from the listing's card; "Zum Warenkorb" in the notice.
    await openShop(page, '/de/gaming-pcs');
    await tabTo(
      page,
      page
        .getByRole('main')
        .getByRole('button', { name: /^In den Warenkorb/ })
        .first(),
      { maxPresses: 120 },
    );
    await key(page, 'Enter');
    const notice = page.getByRole('group', { name: 'In den Warenkorb gelegt' });
    await expect(notice).toBeFocused();
    await key(page, 'Tab');
    await expect(notice.getByRole('link', { name: 'Zum Warenkorb' })).toBeFocused();
    await key(page, 'Enter');
    await expect(page).toHaveURL(/\/de\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeFocused();
    await expect(notice).toHaveCount(0);

    await tabTo(page, page.getByRole('button', { name: 'Sicher zur Kasse' }));
    await key(page, 'Enter');
    await expect(page).toHaveURL(/\/de\/checkout\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const signInPanel = page.getByRole('region', { name: 'Ich habe ein Konto' });
    await tabTo(page, signInPanel.getByLabel('E-Mail-Adresse'));
    await page.keyboard.type(email);
    await key(page, 'Tab');
    await expect(signInPanel.getByLabel('Passwort', { exact: true })).toBeFocused();
    await page.keyboard.type(STRONG_PASSWORD);
    await key(page, 'Enter');

    // The German form: street, then PLZ and Ort from the place search, then the phone.
    await expect(page).toHaveURL(/\/de\/checkout\/shipping$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Versand' })).toBeFocused();
    const form = page.getByRole('region', { name: 'Neue Lieferadresse' });
    await tabTo(page, form.getByLabel('Vorname'));
    await page.keyboard.type('Emmy');
    await key(page, 'Tab');
    await expect(form.getByLabel('Nachname')).toBeFocused();
    await page.keyboard.type('Noether');
    await key(page, 'Tab');
    await expect(form.getByRole('combobox', { name: 'Land' })).toBeFocused();
    await key(page, 'Tab');
    await expect(form.getByLabel('Straße und Hausnummer')).toBeFocused();
    await page.keyboard.type('Unter den Linden 7');
    await key(page, 'Tab');
    await expect(form.getByLabel('Adresszusatz (optional)')).toBeFocused();
    await key(page, 'Tab');
    const plz = form.getByRole('combobox', { name: 'PLZ' });
    await expect(plz).toBeFocused();
    await page.keyboard.type('10115');
    await expect(page.getByRole('option').first()).toContainText('10115');
    await key(page, 'ArrowDown');
    await key(page, 'Enter');
    await expect(plz).toHaveValue('10115');
    await expect(form.getByRole('combobox', { name: 'Ort' })).toHaveValue('Berlin');
    await expect(plz).toBeFocused();
    const phone = form.getByLabel('Telefonnummer', { exact: true });
    await tabTo(page, phone, { maxPresses: 4 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0151 23456789');
    await tabTo(page, form.getByRole('button', { name: 'Diese Adresse verwenden' }), { maxPresses: 4 });
    await key(page, 'Enter');
    await expect(form).toHaveCount(0);
    const chosenAddress = page.getByRole('radio', { name: /Unter den Linden 7/ });
    await expect(chosenAddress).toBeChecked();
    await expect(chosenAddress).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Weiter zur Zahlung' }), { maxPresses: 5 });
    await key(page, 'Enter');

    // Payment with the card that simply succeeds.
    await expect(page).toHaveURL(/\/de\/checkout\/payment\?order=\d+$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlung' })).toBeFocused();
    const card = page.getByRole('form', { name: 'Kartendaten' });
    await tabTo(page, card.getByLabel('Kartennummer'));
    await page.keyboard.type(CARDS.success.replace(/ /g, ''));
    await key(page, 'Tab');
    await expect(card.getByLabel('Ablaufdatum')).toBeFocused();
    await page.keyboard.type('1230');
    await key(page, 'Tab');
    await expect(card.getByLabel('Prüfnummer (CVC)')).toBeFocused();
    await page.keyboard.type('123');
    await key(page, 'Tab');
    await expect(card.getByLabel('Name auf der Karte')).toBeFocused();
    await page.keyboard.type('Emmy Noether');
    await key(page, 'Tab');
    await expect(card.getByRole('button', { name: / bezahlen$/ })).toBeFocused();
    await key(page, 'Enter');

    await expect(page).toHaveURL(/\/de\/checkout\/confirmed\?order=\d+$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await confirmedReference(page);
  });
});
