import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { atWidth, isBelow, playAtWidth } from '../../../.storybook/layout';
import { failWith, pending, type MockAnswer } from '../../../.storybook/mockApi';
import { cartOf, customerSummaryAnswer, orderFixture, paymentApi } from '../../../.storybook/fixtures/commerce';

const serverCart = cartOf([
  [1, 1],
  [301, 2],
]);

const api: Record<string, MockAnswer> = {
  'GET api/account/basket/product/': serverCart,
  'POST api/account/basket/calculate_summary/': customerSummaryAnswer(() => serverCart),
  'POST api/account/basket/to_order/': new Response(JSON.stringify(orderFixture), { status: 201, headers: { 'Content-Type': 'application/json' } }),
  ...paymentApi(),
};

const meta = {
  title: 'Screens/Checkout/Shipping',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/checkout/shipping', session: true, api },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function shippingReady(canvasElement: HTMLElement) {
  await readyIn('uk')(canvasElement);
}

/** SPEC §2 stage 2: the saved addresses (default chosen), the phone, Continue to payment; the summary beside. */
export const SavedAddresses: Story = {
  play: async ({ canvasElement }) => {
    await shippingReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /1 Deansgate/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Phone number for the delivery' })).toHaveValue('07123 456123');
    await expect(canvas.getByRole('region', { name: 'Your 3 items' })).toHaveTextContent('2 × Logitech K120');
    const tabs = canvas.getByRole('navigation', { name: 'Checkout steps' });
    await expect(tabs.querySelector('[aria-current="step"]')).toHaveTextContent('3. Shipping');
  },
};

/** No saved address yet: the new-address form is open. */
export const NoSavedAddress: Story = {
  args: { api: { ...api, 'GET api/account/shipping_address/': [] } },
  play: async ({ canvasElement }) => {
    await shippingReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'A new address' })).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'New delivery address' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use this address' })).toBeVisible();
  },
};

/** Continue places the order and opens its payment. */
export const PlacesOrder: Story = {
  play: async ({ canvasElement }) => {
    await shippingReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment' }, { timeout: 3000 })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Order RS-2026-000042' })).toBeVisible();
  },
};

/** The server refuses the order (stock gone meanwhile): its reason heads the form; nothing is lost. */
export const OrderRefused: Story = {
  args: {
    api: {
      ...api,
      'POST api/account/basket/to_order/': failWith(409, { code: 'out_of_stock', message: 'Rigsmith Vanguard RTX 5060 is no longer in stock.' }),
    },
  },
  play: async ({ canvasElement }) => {
    await shippingReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    const summary = await canvas.findByRole('group', { name: 'There is a problem' });
    await expect(summary).toHaveTextContent('no longer in stock');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: /1 Deansgate/ })).toBeChecked();
  },
};

export const LoadingAddresses: Story = {
  args: { api: { ...api, 'GET api/account/shipping_address/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('Loading your addresses…')).toBeVisible();
  },
};

/** SPEC §6: shipping needs a session; a guest is sent to sign in. */
export const GuestIsSentToSignIn: Story = {
  args: { session: false },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  },
};

/** The guard: an empty cart goes back to the cart. */
export const EmptyCartGoesBack: Story = {
  args: { api: { ...api, 'GET api/account/basket/product/': [] } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  },
};

export const German: Story = {
  args: { storefront: 'de', api: { ...api, 'GET api/account/basket/product/': cartOf([[1, 1]], 'eur') } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Versand' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Weiter zur Zahlung' })).toBeVisible();
  },
};

/** The delivery step in French, one of the screens kept per locale (see CONTRIBUTING, "Visual review"). */
export const French: Story = {
  args: { storefront: 'fr', api: { ...api, 'GET api/account/basket/product/': cartOf([[1, 1]], 'eur') } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Livraison' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Continuer vers le paiement' })).toBeVisible();
  },
};

/** The delivery step's words the width stories look for, per storefront. */
const WIDTH_WORDS = {
  uk: { title: 'Shipping', heading: 'Where should we deliver?', continue: 'Continue to payment', summary: 'Order summary' },
  de: { title: 'Versand', heading: 'Wohin sollen wir liefern?', continue: 'Weiter zur Zahlung', summary: 'Bestellübersicht' },
  fr: {
    title: 'Livraison',
    heading: 'Où devons-nous livrer\u202f?',
    continue: 'Continuer vers le paiement',
    summary: 'Récapitulatif de la commande',
  },
};
type WidthStorefront = keyof typeof WIDTH_WORDS;

const widthArgs = (storefront: WidthStorefront) =>
  storefront === 'uk' ? {} : { storefront, api: { ...api, 'GET api/account/basket/product/': cartOf([[1, 1]], 'eur') } };

/** The delivery step in a storefront's language, its summary settled. */
const readyIn = (storefront: WidthStorefront) => async (canvasElement: HTMLElement) => {
  const words = WIDTH_WORDS[storefront];
  await afterLoader(canvasElement);
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: words.title });
  await canvas.findByRole('button', { name: words.continue });
  await waitFor(() => expect(canvas.getByRole('region', { name: words.summary })).not.toHaveAttribute('aria-busy'));
};

/** A phone (390 px): the delivery step in one column, the steps compact, nothing wider than the screen. */
const phone = (storefront: WidthStorefront): Story => ({
  args: widthArgs(storefront),
  globals: atWidth('phone'),
  play: playAtWidth(readyIn(storefront), async (canvas) => {
    const words = WIDTH_WORDS[storefront];
    await expect(canvas.getByRole('button', { name: words.continue })).toBeVisible();
    await expect(canvas.getByRole('region', { name: words.summary })).toBeVisible();
  }),
});

/** A tablet (768 px): the delivery step in one column at full width, the summary in the flow. */
const tablet = (storefront: WidthStorefront): Story => ({
  args: widthArgs(storefront),
  globals: atWidth('tablet'),
  play: playAtWidth(readyIn(storefront), async (canvas) => {
    const words = WIDTH_WORDS[storefront];
    await expect(canvas.getByRole('button', { name: words.continue })).toBeVisible();
    // Under the form at the end of the row, a receipt's width, not spread across the page.
    const summary = canvas.getByRole('region', { name: words.summary }).getBoundingClientRect();
    const main = canvas.getByRole('region', { name: words.heading }).getBoundingClientRect();
    await expect(summary.top).toBeGreaterThanOrEqual(main.bottom);
    await expect(summary.width).toBeLessThanOrEqual(26 * 16);
    await expect(Math.abs(summary.right - main.right)).toBeLessThan(1);
  }),
});

export const Phone = phone('uk');
export const PhoneGerman = phone('de');
export const PhoneFrench = phone('fr');
export const Tablet = tablet('uk');
export const TabletGerman = tablet('de');
export const TabletFrench = tablet('fr');

/** A desktop (1366 px): the delivery step with the summary beside it. */
export const Desktop: Story = {
  globals: atWidth('desktop'),
  play: playAtWidth(shippingReady, async (canvas) => {
    await expect(canvas.getByRole('region', { name: 'Order summary' }).getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByRole('button', { name: 'Continue to payment' }).getBoundingClientRect().left,
    );
    await expect(isBelow(canvas.getByRole('region', { name: 'Order summary' }), canvas.getByRole('button', { name: 'Continue to payment' }))).toBe(
      false,
    );
  }),
};
