import { expect, test } from '@playwright/test';
import { emailedLinkPath, signIn, STRONG_PASSWORD } from './accounts';
import { addFirstBuildFromListing, cartLink } from './checkout';
import { openShop } from './shop';

/**
 * Coupons per storefront, end to end on the real server: the owner (invited through
 * STAFF_OWNER_EMAIL, see playwright.config.ts) creates a UK-only coupon in the back office
 * and limits its uses; a UK shopper applies it at checkout, a French shopper is told it is
 * not valid there.
 */

const OWNER = 'owner@rigsmith.test';

test('the owner creates a UK-only coupon; a UK shopper applies it, a French shopper is refused', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const code = `UK${Date.now().toString(36).toUpperCase()}`;

  // The owner's password from the invitation (the back-office journey may have set it already, to the same).
  const invitation = await emailedLinkPath(request, OWNER, 'staff-invite');
  const token = invitation.split('/').filter(Boolean).at(-1);
  await request.post(`/api/account/${token}/reset_password/`, {
    data: { password: STRONG_PASSWORD, full_name: 'Olive Owner', phone_number: '+447123456789' },
  });
  await openShop(page, '/login');
  await signIn(page, OWNER, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  await openShop(page, '/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();

  // A fixed £10 off, the UK only, by keyboard where a form is keyboard-first.
  await page.getByRole('button', { name: 'New coupon' }).click();
  const form = page.getByRole('form', { name: 'New coupon' });
  await form.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
  await form.getByRole('textbox', { name: /^Code/ }).focus();
  // The kind's radio group: Tab into it, the arrow key chooses.
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Fixed amount' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'All storefronts' }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('checkbox', { name: 'United Kingdom' }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('textbox', { name: /Amount off in Euro/ })).toHaveCount(0);
  await form.getByRole('textbox', { name: /Amount off in British Pound/ }).fill('10');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText(`Coupon ${code} created.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('£10.00 off');
  await expect(row).toContainText('United Kingdom');
  await expect(row).toContainText('Active');

  // A use limit after the fact: Edit opens a dialog; saving announces it and gives focus back to Edit.
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change ${code}` });
  await dialog.getByRole('textbox', { name: /Use limit/ }).fill('25');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${code} has been changed.`)).toBeVisible();
  await expect(row).toContainText('0 of 25');
  await expect(row.getByRole('button', { name: `Edit ${code}` })).toBeFocused();

  // Shoppers in browsers of their own, with the cookie banner answered as in the config.
  const shopperPage = async () => (await browser.newContext({ storageState: test.info().project.use.storageState })).newPage();

  // A UK shopper: the coupon applies.
  const uk = await shopperPage();
  await addFirstBuildFromListing(uk, '', '?in_stock=true');
  await cartLink(uk).click();
  await uk.getByRole('textbox', { name: 'Voucher code' }).fill(code.toLowerCase());
  await uk.getByRole('button', { name: 'Apply' }).click();
  await expect(uk.getByRole('form', { name: 'Voucher code' }).getByRole('status')).toContainText('Voucher Code has been applied');
  await expect(uk.getByRole('region', { name: 'Order summary' }).getByText(`Discount (${code})`)).toBeVisible();

  // A French shopper: the coupon is not valid in France.
  const fr = await shopperPage();
  await addFirstBuildFromListing(fr, '/fr', '?in_stock=true');
  await cartLink(fr).click();
  await fr.getByRole('textbox', { name: 'Code promo' }).fill(code);
  await fr.getByRole('button', { name: 'Appliquer' }).click();
  await expect(fr.getByRole('form', { name: 'Code promo' }).getByRole('status')).toContainText('Ce code promo n’est pas valable dans ce pays');
});
