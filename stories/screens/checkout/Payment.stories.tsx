import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { atWidth, isBelow, playAtWidth } from '../../../.storybook/layout';
import { failWith, pending, type MockAnswer } from '../../../.storybook/mockApi';
import { orderFixture, paidOrderFixture, paymentApi } from '../../../.storybook/fixtures/commerce';

const api: Record<string, MockAnswer> = paymentApi();

const meta = {
  title: 'Screens/Checkout/Payment',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/checkout/payment?order=42', session: true, api },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function paymentReady(canvasElement: HTMLElement) {
  await afterLoader(canvasElement);
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Payment' });
  return canvas.findByRole('form', { name: 'Card details' });
}

async function pay(canvasElement: HTMLElement, card: string) {
  const form = within(await paymentReady(canvasElement));
  await userEvent.type(form.getByRole('textbox', { name: 'Card number' }), card);
  await userEvent.type(form.getByRole('textbox', { name: 'Expiry date' }), '12/30');
  await userEvent.type(form.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await userEvent.type(form.getByRole('textbox', { name: 'Name on card' }), 'Ada Lovelace');
  await userEvent.click(form.getByRole('button', { name: 'Pay £961.17' }));
}

/** Stage 3: the card form with the sandbox's test cards, and the order being paid. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await paymentReady(canvasElement);
    const canvas = within(canvasElement);
    const recap = canvas.getByRole('region', { name: 'Order RS-2026-000042' });
    await expect(recap).toHaveTextContent('2 × Logitech K120');
    await expect(recap).toHaveTextContent('Total to pay£961.17');
    await expect(canvas.getByText('4000 0027 6000 3184')).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: 'Checkout steps' });
    await expect(tabs.querySelector('[aria-current="step"]')).toHaveTextContent('4. Payment');
  },
};

/** The sandbox success card: on to the confirmation. */
export const Succeeds: Story = {
  args: { api: paymentApi() },
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '4242424242424242');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Confirmation' }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Thank you for your order' })).toHaveTextContent('RS-2026-000042');
  },
};

/** A declined card: the reason, the card kept, the order still payable. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '4000000000000002');
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your payment was declined');
    await expect(alert).toHaveTextContent('Your card was declined. Try another card.');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
  },
};

export const DeclinedInsufficientFunds: Story = {
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '4000000000009995');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('insufficient funds');
  },
};

/** The bank asks to confirm; approving pays the order. */
export const AuthenticationApproved: Story = {
  args: { api: paymentApi() },
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '4000002760003184');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve payment' }));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Confirmation' }, { timeout: 3000 })).toBeVisible();
  },
};

/** Failing the challenge declines the payment; the order stays payable. */
export const AuthenticationFailed: Story = {
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '4000002760003184');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your bank did not authenticate the payment');
  },
};

/** The challenge open, as the shopper sees it. */
export const AuthenticationChallenge: Story = {
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '4000002760003184');
    await expect(await screen.findByRole('dialog', { name: 'Confirm this payment' })).toBeVisible();
  },
};

/** No answer from the payment service: nothing charged that we know of; retrying is safe. */
export const NoAnswer: Story = {
  args: { api: { ...api, 'POST api/account/order/42/pay/': failWith(502, { code: 'bad_gateway', message: 'Bad gateway' }) } },
  play: async ({ canvasElement }) => {
    await pay(canvasElement, '4242424242424242');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('nothing was charged');
  },
};

export const LoadingOrder: Story = {
  args: { api: { ...api, 'GET api/account/order/42/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

/** The guard: a paid order goes to its confirmation. */
export const AlreadyPaid: Story = {
  args: { api: { ...api, 'GET api/account/order/42/': paidOrderFixture } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
  },
};

/** The guard: someone else's order (the API's 404) is no order; with an empty cart, back to the cart. */
export const NotTheCustomersOrder: Story = {
  args: { api: { ...api, 'GET api/account/order/42/': failWith(404, { code: 'order_not_found', message: 'Order not found' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  },
};

export const German: Story = {
  args: {
    storefront: 'de',
    api: {
      ...api,
      'GET api/account/order/42/': {
        ...orderFixture,
        total: { amount: 112_499, currency: 'eur' },
        items: orderFixture.items.map((item) => ({ ...item, total: { amount: item.total.amount, currency: 'eur' } })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Zahlung' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^1\.124,99\s€ bezahlen$/ })).toBeVisible();
  },
};

/** A phone (390 px): the payment step in one column, the steps compact, nothing wider than the screen. */
export const Phone: Story = {
  globals: atWidth('phone'),
  play: playAtWidth(paymentReady, async (canvas) => {
    await expect(canvas.getByRole('form', { name: 'Card details' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Order RS-2026-000042' })).toBeVisible();
  }),
};

/** A tablet (768 px): the payment step in one column at full width, the summary in the flow. */
export const Tablet: Story = {
  globals: atWidth('tablet'),
  play: playAtWidth(paymentReady, async (canvas) => {
    await expect(canvas.getByRole('form', { name: 'Card details' })).toBeVisible();
    // Under the form at the end of the row, a receipt's width, not spread across the page.
    const summary = canvas.getByRole('region', { name: 'Order RS-2026-000042' }).getBoundingClientRect();
    const main = canvas.getByRole('region', { name: 'Pay by card' }).getBoundingClientRect();
    await expect(summary.top).toBeGreaterThanOrEqual(main.bottom);
    await expect(summary.width).toBeLessThanOrEqual(26 * 16);
    await expect(Math.abs(summary.right - main.right)).toBeLessThan(1);
  }),
};

/** A desktop (1366 px): the payment step with the summary beside it. */
export const Desktop: Story = {
  globals: atWidth('desktop'),
  play: playAtWidth(paymentReady, async (canvas) => {
    await expect(canvas.getByRole('region', { name: 'Order RS-2026-000042' }).getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByRole('form', { name: 'Card details' }).getBoundingClientRect().left,
    );
    await expect(isBelow(canvas.getByRole('region', { name: 'Order RS-2026-000042' }), canvas.getByRole('form', { name: 'Card details' }))).toBe(
      false,
    );
  }),
};
