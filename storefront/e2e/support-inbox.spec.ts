import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, emailedLinkPath, signIn, STRONG_PASSWORD, uniqueEmail } from './accounts';
import { apiTokens } from './checkout';
import { openShop } from './shop';

/**
 * The support inbox, end to end on the real server: a shopper sends the contact form; a
 * support staff member (invited by the owner, who comes from STAFF_OWNER_EMAIL as in
 * back-office.spec.ts) finds the ticket in the back office and answers it; the answer is in
 * the shopper's mailbox with the ticket's reference, and the ticket waits on the customer.
 */

const OWNER = 'owner@rigsmith.test';

type MailboxMessage = { kind: string; subject: string; text: string };

/** The owner's bearer token: their invitation claimed if no journey has claimed it yet. */
async function ownerToken(request: APIRequestContext): Promise<string> {
  const invitation = await emailedLinkPath(request, OWNER, 'staff-invite');
  const token = invitation.split('/').filter(Boolean).at(-1);
  // Already used when the back-office journey ran first on this server: then the password is set.
  await request.post(`/api/account/${token}/reset_password/`, {
    data: { password: STRONG_PASSWORD, full_name: 'Olive Owner', phone_number: '+447123456789' },
  });
  return apiTokens(request, OWNER);
}

/** A support staff member ready to sign in: an account the owner gives the support role. */
async function supportStaff(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('support-staff');
  await createAccount(request, { email, fullName: 'Sam Support' });
  const invited = await request.post('/api/admin/staff/', {
    headers: { Authorization: `Bearer ${await ownerToken(request)}` },
    data: { email, full_name: 'Sam Support', role: 'support' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return email;
}

test.describe('support inbox', () => {
  test('a shopper sends the contact form; support answers it in the back office and the reply is emailed', async ({ page, request }) => {
    test.setTimeout(120_000);
    const shopperEmail = uniqueEmail('enquiry');
    const staffEmail = await supportStaff(request);

    // The shopper's enquiry, from the contact page.
    await openShop(page, '/contact-us');
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email address').fill(shopperEmail);
    await page.getByLabel('Your enquiry').fill('There is no picture on my monitor.\nWhat should I check?');
    await page.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Support ticket raised' });
    await expect(confirmation).toBeVisible();
    const reference = (await confirmation.locator('strong').textContent())!;

    // Support signs in (in the same browser), finds the ticket by its reference and answers it.
    await openShop(page, '/login');
    await signIn(page, staffEmail, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await openShop(page, '/admin/support');
    await expect(page.getByText(/Signed in as Sam Support, Support/)).toBeVisible();
    await page.getByLabel('Search').fill(reference);
    await page.getByRole('button', { name: 'Show tickets' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/support\\?q=${reference}`));
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Ticket ${reference}` })).toBeVisible();
    await expect(page.getByText('What should I check?')).toBeVisible();

    // Sent empty first: the error is next to the field; then the answer.
    const reply = page.getByRole('form', { name: 'Reply' });
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(reply.getByRole('textbox', { name: /Your reply/ })).toHaveAttribute('aria-invalid', 'true');
    await reply.getByRole('textbox', { name: /Your reply/ }).fill('Please plug the monitor into the graphics card.');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(`Reply sent to ${shopperEmail}.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Reply by ${staffEmail}` })).toBeVisible();
    await expect(page.getByText('Waiting on customer').first()).toBeVisible();

    // The shopper's mailbox has the answer, with the reference, in the storefront's language.
    await expect
      .poll(async () => {
        const messages = (await (await request.get('/api/dev/mailbox/', { params: { recipient: shopperEmail } })).json()) as MailboxMessage[];
        const answer = messages.find((message) => message.kind === 'support-reply');
        return answer && { subject: answer.subject, answered: answer.text.includes('Please plug the monitor into the graphics card.') };
      })
      .toEqual({ subject: `Re: your enquiry ${reference}`, answered: true });
  });
});
