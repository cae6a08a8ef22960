import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CaseModel, Order, PaymentResult } from '@rigsmith/kit/api';
import { createAccount, emailedLinkPath, signIn, STRONG_PASSWORD, uniqueEmail } from './accounts';
import { apiTokens } from './checkout';
import { openShop } from './shop';

/**
 * Running the shop, end to end on the real server: a customer buys a pre-built PC; the owner
 * (invited through STAFF_OWNER_EMAIL, see playwright.config.ts) confirms it in the back office,
 * ships it with a tracking number and marks it delivered; the customer follows it in the
 * account, gets an email at each step and reviews the PC from the delivery email; the owner
 * approves the review in the back office's queue and it appears on the model page as a
 * verified purchase.
 */

const OWNER = 'owner@rigsmith.test';
const ADDRESS = {
  first_name: 'Grace',
  last_name: 'Hopper',
  phone: '+44 7123 456456',
  line1: '1 Compiler Row',
  line2: '',
  city: 'Manchester',
  postcode: 'M13 9PL',
  country: 'GB',
};

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** Kinds of the emails the customer has had, oldest first. */
async function emailKinds(request: APIRequestContext, email: string): Promise<string[]> {
  const mailbox = await json<{ kind: string }[]>(await request.get('/api/dev/mailbox/', { params: { recipient: email } }), 200);
  return mailbox.map((message) => message.kind);
}

/** A paid order for one pre-built PC of the Vanguard model, placed through the API. */
async function buyVanguard(request: APIRequestContext, email: string): Promise<{ order: Order; buildName: string; headers: Record<string, string> }> {
  await createAccount(request, { email, fullName: 'Grace Hopper' });
  const headers = { Authorization: `Bearer ${await apiTokens(request, email)}` };
  const model = await json<CaseModel>(await request.get('/api/ecommerce/models/vanguard/'), 200);
  const build = model.builds.find((card) => card.in_stock)!;
  await json(await request.post('/api/account/basket/product/', { headers, data: { product: build.id, amount: 1 } }), 200);
  const order = await json<Order>(
    await request.post('/api/account/basket/to_order/', {
      params: { currency: 'gbp' },
      headers: { ...headers, 'Idempotency-Key': `order-${email}` },
      data: { shipping_address: ADDRESS, phone_number: '+44 7123 456456' },
    }),
    201,
  );
  const paid = await json<PaymentResult>(
    await request.post(`/api/account/order/${order.id}/pay/`, {
      headers: { ...headers, 'Idempotency-Key': `pay-${email}` },
      data: { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name_on_card: 'Grace Hopper' },
    }),
    200,
  );
  expect(paid.status).toBe('succeeded');
  return { order: paid.order, buildName: build.name, headers };
}

test.describe('back office', () => {
  test('staff confirm, ship and deliver an order; the customer follows it, reviews the PC, and the approved review shows', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const customer = uniqueEmail('reviewer');
    const { order, buildName, headers } = await buyVanguard(request, customer);

    // The owner's invitation: create the password, sign in, open the back office.
    const invitation = await emailedLinkPath(request, OWNER, 'staff-invite');
    const token = invitation.split('/').filter(Boolean).at(-1);
    await json(
      await request.post(`/api/account/${token}/reset_password/`, {
        data: { password: STRONG_PASSWORD, full_name: 'Olive Owner', phone_number: '+447123456789' },
      }),
      200,
    );
    await openShop(page, '/login');
    await signIn(page, OWNER, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await openShop(page, '/admin');
    await expect(page.getByText(/Signed in as Olive Owner, Owner/)).toBeVisible();

    // Find the order by its reference and open it.
    await page.getByLabel('Search').fill(order.reference);
    await page.getByRole('button', { name: 'Show orders' }).click();
    await page.getByRole('link', { name: order.reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();

    // Confirm, ship with a tracking number (a wrong one first), deliver.
    const actions = page.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByText('The order is confirmed.')).toBeVisible();
    await actions.getByRole('button', { name: 'Mark shipped' }).click();
    await actions.getByLabel('Carrier').selectOption('dpd');
    await actions.getByLabel('Tracking number').fill('abc');
    await actions.getByRole('button', { name: 'Save as shipped' }).click();
    await expect(actions.getByText('Enter a tracking number of 6 to 40 letters and digits')).toBeVisible();
    await actions.getByLabel('Tracking number').fill('1550 2345 6789');
    await actions.getByRole('button', { name: 'Save as shipped' }).click();
    await expect(page.getByText('The order is marked as shipped.')).toBeVisible();
    await actions.getByRole('button', { name: 'Mark delivered' }).click();
    // The day it arrived: today unless the carrier says otherwise.
    await expect(actions.getByLabel('Delivered on')).toHaveValue(new Date().toISOString().slice(0, 10));
    await actions.getByRole('button', { name: 'Save as delivered' }).click();
    await expect(page.getByText('The order is marked as delivered.')).toBeVisible();
    await expect(actions.getByText('No action is possible for an order in this status.')).toBeVisible();

    // The customer had an email at each step, and the account shows the tracking link and history.
    await expect.poll(() => emailKinds(request, customer)).toEqual(expect.arrayContaining(['order-confirmed', 'order-shipped', 'order-delivered']));
    const tracked = await json<Order>(await request.get(`/api/account/order/${order.id}/`, { headers }), 200);
    expect(tracked).toMatchObject({ status: 'completed', carrier: 'dpd', tracking_number: '155023456789' });
    expect(tracked.tracking_url).toContain('155023456789');
    expect(tracked.history.map((entry) => entry.status)).toEqual(['waiting_for_payment', 'in_progress', 'confirmed', 'shipped', 'completed']);
    expect(tracked.delivered_on).not.toBeNull();

    const customerContext = await browser.newContext({
      storageState: {
        cookies: [
          {
            name: 'rs_cookie_consent',
            value: 'required',
            domain: '127.0.0.1',
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    });
    const shopper = await customerContext.newPage();
    await openShop(shopper, '/login');
    await signIn(shopper, customer, STRONG_PASSWORD);
    await expect(shopper).toHaveURL(/\/account$/);
    await openShop(shopper, `/order/details?id=${order.id}`);
    await expect(shopper.getByRole('link', { name: /155023456789/ })).toHaveAttribute('href', tracked.tracking_url!);

    // The review, from the delivery email's link; a missing title is refused next to its field.
    const mailbox = await json<{ kind: string; links: string[] }[]>(await request.get('/api/dev/mailbox/', { params: { recipient: customer } }), 200);
    const reviewLink = new URL(mailbox.find((message) => message.kind === 'order-delivered')!.links.find((link) => link.includes('/order/review'))!);
    await openShop(shopper, `${reviewLink.pathname}${reviewLink.search}`);
    const form = shopper.getByRole('form', { name: new RegExp(buildName) });
    // The stars are one tab stop; arrow keys choose (react-aria radio group).
    await form.getByRole('radio', { name: '1 star' }).focus();
    for (let step = 0; step < 3; step += 1) await shopper.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await form.getByLabel('Your review').fill('Quiet, <script>alert(1)</script> and fast.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/This is a required field/);
    await form.getByLabel('Title').fill('A quiet powerhouse');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(shopper.getByText('Review submitted')).toBeVisible();
    await customerContext.close();

    // Not on the model page until staff approve it; then there, as a verified purchase, counted.
    const before = await json<CaseModel>(await request.get('/api/ecommerce/models/vanguard/'), 200);
    expect(before.reviews.map((review) => review.title)).not.toContain('A quiet powerhouse');
    // The moderator approves it in the queue, by keyboard, with the words shown as typed.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reviews' }).click();
    const queued = page.getByRole('list', { name: 'Reviews waiting for moderation' }).getByRole('article', { name: 'A quiet powerhouse' });
    await expect(queued).toContainText('Quiet, <script>alert(1)</script> and fast.');
    await expect(queued).toContainText('Verified purchase');
    await expect(queued).toContainText(order.reference);
    await queued.getByRole('button', { name: 'Approve “A quiet powerhouse”' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: '“A quiet powerhouse” is approved' })).toBeVisible();
    await expect(queued).toHaveCount(0);
    const after = await json<CaseModel>(await request.get('/api/ecommerce/models/vanguard/'), 200);
    expect(after.review_count).toBe(before.review_count + 1);

    await openShop(page, '/models/vanguard');
    const shown = page.getByRole('article', { name: 'A quiet powerhouse' });
    await expect(shown).toContainText('Verified purchase');
    await expect(shown).toContainText('Quiet, <script>alert(1)</script> and fast.');
  });
});
