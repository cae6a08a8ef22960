import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openShop } from './shop';
import { uniqueEmail } from './accounts';

type MailboxMessage = { recipient: string; kind: string; subject: string; text: string };

test.describe('contact us', () => {
  test('a shopper sends a ticket by keyboard alone, sees the reference and gets it by email', async ({ page, request }) => {
    const email = uniqueEmail('support');
    await openShop(page, '/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    await page.getByLabel('Full name').focus();
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Order number')).toBeFocused();
    await page.keyboard.type('rs-2026-000042');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Phone number')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Your enquiry')).toBeFocused();
    await page.keyboard.type('My new PC will not power on.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'I agree to the privacy policy' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // the privacy policy link
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeFocused();
    await page.keyboard.press('Enter');

    const confirmation = page.getByRole('status').filter({ hasText: 'Support ticket raised' });
    await expect(confirmation).toBeVisible();
    const reference = (await confirmation.locator('strong').textContent())!;
    expect(reference).toMatch(/^SUP-[2-9A-Z]{6}$/);

    // The acknowledgement is in the development mailbox, with the same reference.
    await expect
      .poll(async () => {
        const messages = (await (await request.get('/api/dev/mailbox/', { params: { recipient: email } })).json()) as MailboxMessage[];
        return messages.find((message) => message.kind === 'support-ticket')?.subject;
      })
      .toBe(`We have received your enquiry (${reference})`);
  });

  test('a refused form keeps what was typed and says why, next to the field', async ({ page }) => {
    await openShop(page, '/contact-us');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('Your enquiry').fill('Where is my order?');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByLabel('Your enquiry')).toHaveValue('Where is my order?');
    await expect(page.getByRole('checkbox', { name: 'I agree to the privacy policy' })).toHaveAccessibleDescription(
      'You must agree to the privacy policy',
    );
  });

  test('the contact page has no axe violations, empty or with errors', async ({ page }) => {
    await openShop(page, '/contact-us');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('group', { name: 'There is a problem' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe('cookie banner', () => {
  // A first visit: no consent cookie yet (playwright.config.ts gives every other journey one).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('appears on the first visit; Required Only hides it for good, kept 365 days', async ({ page, context }) => {
    await openShop(page, '/');
    const banner = page.getByRole('region', { name: 'Cookies on Rigsmith' });
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Required Only' }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();

    const cookie = (await context.cookies()).find((entry) => entry.name === 'rs_cookie_consent');
    expect(cookie?.value).toBe('required');
    const days = (cookie!.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await openShop(page, '/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('on a phone it sits in the page’s flow and covers no button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await openShop(page, '/contact-us');
    await expect(page.getByRole('region', { name: 'Cookies on Rigsmith' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Send enquiry' });
    await send.scrollIntoViewIfNeeded();
    // What is drawn at the button's centre is the button itself, not the banner.
    const hit = await send.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && button.contains(top);
    });
    expect(hit).toBe(true);
    expect(await page.getByRole('region', { name: 'Cookies on Rigsmith' }).evaluate((banner) => getComputedStyle(banner).position)).toBe('static');
  });

  test('Accept All answers it too, and the page with the banner has no axe violations', async ({ page }) => {
    await openShop(page, '/contact-us');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Accept All' }).click();
    await expect(page.getByRole('region', { name: 'Cookies on Rigsmith' })).toHaveCount(0);
  });
});
