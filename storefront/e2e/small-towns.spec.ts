import { expect, test, type Page } from '@playwright/test';
import { CARDS, confirmedReference, payByKeyboard, payWith, toShipping } from './checkout';

/**
 * Checking out to a small town of each country: the address form finds the place from the
 * embedded places (every French commune, German Ort and Italian comune; UK postcode
 * districts), by the town's name or by its postcode, and the order goes through. From the
 * UK storefront, choosing the delivery country in the form; the German village by keyboard
 * alone. Fields are found by their labels, whatever order a country's layout gives them.
 */

type SmallTown = {
  country: string;
  /** The country's name in the form's country list. */
  countryName: string;
  /** What the shopper types into the town or the postcode box to find the place. */
  typed: string;
  typeInto: 'town' | 'postcode';
  town: string;
  postcode: string;
  line1: string;
  phone: string;
};

const towns: SmallTown[] = [
  // Ely, a cathedral city of 20,000 in the Fens: any postcode of its district CB7.
  {
    country: 'GB',
    countryName: 'United Kingdom',
    typed: 'CB7 4DL',
    typeInto: 'postcode',
    town: 'Ely',
    postcode: 'CB7 4DL',
    line1: '1 The College',
    phone: '07123 456123',
  },
  // Ailleville (Aube), some 300 people.
  {
    country: 'FR',
    countryName: 'France',
    typed: 'Aillevil',
    typeInto: 'town',
    town: 'Ailleville',
    postcode: '10200',
    line1: '3 rue de l’Église',
    phone: '+33 6 12 34 56 78',
  },
  // Moncenisio (Torino), Italy's smallest comune: its CAP 10050 is shared with 30 others.
  {
    country: 'IT',
    countryName: 'Italy',
    typed: 'Moncenis',
    typeInto: 'town',
    town: 'Moncenisio',
    postcode: '10050',
    line1: 'Via Roma 1',
    phone: '+39 312 345 6789',
  },
  // Medina del Campo (Valladolid), a market town of 20,000.
  {
    country: 'ES',
    countryName: 'Spain',
    typed: 'Medina del',
    typeInto: 'town',
    town: 'Medina del Campo',
    postcode: '47400',
    line1: 'Plaza Mayor 1',
    phone: '+34 612 34 56 78',
  },
];

/** Each country labels its boxes its own way: "Town (comune)", "Postcode (PLZ)". */
const townBox = /^Town/;
const postcodeBox = /^Postcode/;

/** From the chosen address to the confirmation. */
async function payAndConfirm(page: Page, line1: string, town: string, postcode: string) {
  const chosen = page.getByRole('radio', { name: new RegExp(line1) });
  await expect(chosen).toBeChecked();
  await expect(page.getByText(new RegExp(`${postcode}.*${town}|${town}.*${postcode}`)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\?order=\d+$/);
  await payWith(page, CARDS.success);
  await expect(page).toHaveURL(/\/checkout\/confirmed\?order=\d+$/);
  await confirmedReference(page);
}

test.describe('checking out to a small town', () => {
  for (const place of towns) {
    test(`${place.country}: ${place.town} ${place.postcode}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const form = await toShipping(page, request, `town-${place.country.toLowerCase()}`);
      await form.getByLabel('Country').selectOption({ label: place.countryName });
      await form.getByLabel('First name').fill('Ada');
      await form.getByLabel('Last name').fill('Lovelace');
      await form.getByLabel('Phone number', { exact: true }).fill(place.phone);
      await form.getByLabel('Address line 1').fill(place.line1);
      await form.getByRole('combobox', { name: place.typeInto === 'town' ? townBox : postcodeBox }).fill(place.typed);
      await page.getByRole('option').filter({ hasText: place.town }).filter({ hasText: place.postcode }).first().click();
      await expect(form.getByRole('combobox', { name: townBox })).toHaveValue(place.town);
      await expect(form.getByRole('combobox', { name: postcodeBox })).toHaveValue(place.postcode);
      await form.getByRole('button', { name: 'Use this address' }).click();
      await payAndConfirm(page, place.line1, place.town, place.postcode);
    });
  }

  test('DE: Heustreu 97618, a village of 1,000 in Lower Franconia, by keyboard alone', async ({ page, request }) => {
    test.setTimeout(120_000);
    const form = await toShipping(page, request, 'town-de');
    // Each field's own text replaced (the phone comes prefilled from the account).
    const type = async (label: string, text: string) => {
      await form.getByLabel(label, { exact: true }).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    };
    // The country list answers typing to its option's name.
    await form.getByLabel('Country').focus();
    await page.keyboard.type('Germany');
    await expect(form.getByLabel('Country')).toHaveValue('DE');
    await type('First name', 'Ada');
    await type('Last name', 'Lovelace');
    await type('Phone number', '+49 151 23456789');
    await type('Address line 1', 'Hauptstraße 1');
    // The town by the start of its name, chosen with the arrow keys.
    const city = form.getByRole('combobox', { name: townBox });
    await city.focus();
    await page.keyboard.type('Heustr');
    await expect(page.getByRole('option').first()).toContainText('Heustreu');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(city).toHaveValue('Heustreu');
    await expect(form.getByRole('combobox', { name: postcodeBox })).toHaveValue('97618');
    await form.getByRole('button', { name: 'Use this address' }).focus();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('radio', { name: /Hauptstraße 1/ })).toBeChecked();
    // The form closed under the keyboard: focus is on the choice that reads the new address.
    await expect(page.getByRole('radio', { name: /Hauptstraße 1/ })).toBeFocused();
    await page.getByRole('button', { name: 'Continue to payment' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/payment\?order=\d+$/);
    await payByKeyboard(page, CARDS.success, 'Ada Lovelace');
    await expect(page).toHaveURL(/\/checkout\/confirmed\?order=\d+$/);
    await confirmedReference(page);
  });
});
