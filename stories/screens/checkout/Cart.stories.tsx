import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { atWidth, isBelow, playAtWidth } from '../../../.storybook/layout';
import { failWith, pending, type MockAnswer } from '../../../.storybook/mockApi';
import {
  accessoriesListing,
  cartOf,
  couponPaths,
  customerSummaryAnswer,
  guestSummaryAnswer,
  productsAnswer,
} from '../../../.storybook/fixtures/commerce';

const GUEST_SUMMARY = 'POST api/account/basket/calculate_summary_for_products/';

/** What a guest's cart page calls: products by id, the summary, the upsell's accessories, coupons. */
const guestApi: Record<string, MockAnswer> = {
  'api/ecommerce/product/': productsAnswer,
  [GUEST_SUMMARY]: guestSummaryAnswer,
  'api/ecommerce/parts/': accessoriesListing,
  ...couponPaths(),
};

const meta = {
  title: 'Screens/Checkout/Cart',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/checkout',
    api: guestApi,
    guestCart: [
      [1, 1],
      [301, 2],
    ],
  },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryRegion = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('section[data-state]')!;
const figure = (canvasElement: HTMLElement, term: string) =>
  within(summaryRegion(canvasElement)).getByText(term, { selector: 'dt' }).nextElementSibling;

/** Waits for the page, the lines and a summary that is not being recalculated. */
async function cartReady(canvasElement: HTMLElement) {
  await afterLoader(canvasElement);
  // The lines' heading, in any language.
  await waitFor(() => expect(canvasElement.querySelector('#cart-lines-heading')).not.toBeNull(), { timeout: 3000 });
  await waitFor(() => expect(canvasElement.querySelector('section[data-state="ready"]:not([aria-busy])')).not.toBeNull(), { timeout: 3000 });
}

/** A guest's cart: a PC build and an accessory, the summary, the voucher field, Secure checkout and the upsell. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(document.title).toBe('Shopping Cart – Checkout | Rigsmith');
    await expect(canvas.getByRole('heading', { level: 2, name: '3 items in your cart' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('article', { name: 'Rigsmith Vanguard RTX 5060' })).toHaveTextContent('Line total £1,049.99');
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('£1,067.97');
    const tabs = within(canvas.getByRole('navigation', { name: 'Checkout steps' }));
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['2. Login']);
    await expect(canvas.getByRole('button', { name: 'Secure checkout' })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'Complete your setup' })).toBeVisible();
  },
};

/** The cart's words the width stories look for, per storefront. */
const WIDTH_WORDS = {
  uk: { showDetails: 'Show details', secureCheckout: 'Secure checkout', upsell: 'Complete your setup', total: 'Total', amount: '£1,067.97' },
  de: {
    showDetails: 'Details anzeigen',
    secureCheckout: 'Sicher zur Kasse',
    upsell: 'Vervollständigen Sie Ihr Setup',
    total: 'Gesamt',
    amount: /€$/,
  },
  fr: {
    showDetails: 'Afficher le détail',
    secureCheckout: 'Paiement sécurisé',
    upsell: 'Complétez votre configuration',
    total: 'Total',
    amount: /€$/,
  },
};
type WidthStorefront = keyof typeof WIDTH_WORDS;

const widthArgs = (storefront: WidthStorefront) => (storefront === 'uk' ? {} : { storefront });
/** The build's line, in any language (the product's name is the same in every storefront). */
const buildLine = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article', { name: 'Rigsmith Vanguard RTX 5060' });

/** A phone (390 px): compact steps, the summary's total with "Show details", then Secure checkout before the upsell. */
const phone = (storefront: WidthStorefront): Story => ({
  args: widthArgs(storefront),
  globals: atWidth('phone'),
  play: playAtWidth(cartReady, async (canvas) => {
    const words = WIDTH_WORDS[storefront];
    await expect(canvas.getByRole('button', { name: words.showDetails })).toHaveAttribute('aria-expanded', 'false');
    const checkout = canvas.getByRole('button', { name: words.secureCheckout }).getBoundingClientRect();
    const upsell = canvas.getByRole('region', { name: words.upsell }).getBoundingClientRect();
    await expect(checkout.bottom).toBeLessThanOrEqual(upsell.top);
  }),
});

/** A tablet (768 px): the lines across the page, then every figure of the summary (no "Show details") at a receipt's width. */
const tablet = (storefront: WidthStorefront): Story => ({
  args: widthArgs(storefront),
  globals: atWidth('tablet'),
  play: playAtWidth(cartReady, async (canvas, canvasElement) => {
    const words = WIDTH_WORDS[storefront];
    await expect(canvas.queryByRole('button', { name: words.showDetails })).toBeNull();
    await expect(figure(canvasElement, words.total)).toHaveTextContent(words.amount);
    const line = buildLine(canvasElement);
    await expect(isBelow(summaryRegion(canvasElement), line)).toBe(true);
    // A receipt's width at the end of the row, not stretched across the page.
    const summary = summaryRegion(canvasElement).getBoundingClientRect();
    await expect(summary.width).toBeLessThanOrEqual(26 * 16);
    await expect(Math.abs(summary.right - line.getBoundingClientRect().right)).toBeLessThan(1);
    await expect(canvas.getByRole('button', { name: words.secureCheckout })).toBeVisible();
  }),
});

export const Phone = phone('uk');
export const PhoneGerman = phone('de');
export const PhoneFrench = phone('fr');

export const Tablet = tablet('uk');
export const TabletGerman = tablet('de');
export const TabletFrench = tablet('fr');

/** A desktop (1366 px): the lines and, beside them, the summary with Secure checkout. */
export const Desktop: Story = {
  globals: atWidth('desktop'),
  play: playAtWidth(cartReady, async (canvas, canvasElement) => {
    const line = buildLine(canvasElement).getBoundingClientRect();
    await expect(summaryRegion(canvasElement).getBoundingClientRect().left).toBeGreaterThan(line.right);
    await expect(canvas.getByRole('button', { name: 'Secure checkout' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  }),
};

/** SPEC §2: the empty-cart stub, with the upsell still there. */
export const Empty: Story = {
  args: { guestCart: [] },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Secure checkout' })).toBeNull();
    await expect(await canvas.findByRole('region', { name: 'Complete your setup' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { ...guestApi, 'api/ecommerce/product/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(within(canvasElement).getByText('Loading your cart…')).toBeVisible();
  },
};

/** The products cannot be read: the cart says so and keeps its lines for later. */
export const ServerError: Story = {
  args: { api: { ...guestApi, 'api/ecommerce/product/': failWith(503, { code: 'unavailable', message: 'Service unavailable' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your cart could not be loaded. Nothing in it is lost');
  },
};

export const SummaryError: Story = {
  args: { api: { ...guestApi, [GUEST_SUMMARY]: failWith(500, { code: 'server_error', message: 'Internal error' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('The order summary could not be calculated. Try again later.')).toBeVisible();
  },
};

/** SPEC §8 line states: out of stock build, discontinued build, archived accessory; checkout waits for them to go. */
export const LineStates: Story = {
  args: {
    guestCart: [
      [3, 1],
      [4, 1],
      [303, 1],
      [301, 1],
    ],
  },
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Rigsmith Scout RX 9060 XT' })).toHaveTextContent('Some components not available');
    await expect(canvas.getByRole('article', { name: 'Rigsmith Nova RTX 4060' })).toHaveTextContent('Some components discontinued');
    await expect(canvas.getByRole('article', { name: 'HyperX Cloud Stinger' })).toHaveTextContent('No longer sold');
    await expect(canvas.getByText('Some items cannot be bought as they are. Remove them to continue.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Secure checkout' })).toBeDisabled();
  },
};

/** SPEC §8: a valid voucher — 'Voucher Code has been applied' — and the summary recalculated with it. */
export const CouponApplied: Story = {
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voucher code' }), 'welcome10{Enter}');
    await expect(await canvas.findByText('Voucher Code has been applied')).toBeVisible();
    await waitFor(() => expect(figure(canvasElement, 'Discount (WELCOME10)')).toHaveTextContent('−£106.80'));
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('£961.17');
  },
};

/** SPEC §8: 'The coupon is not valid'. */
export const CouponInvalid: Story = {
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voucher code' }), 'nope{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Voucher code' })).toHaveAccessibleDescription('The coupon is not valid'));
  },
};

/** A French-only voucher in the UK storefront: invalid-country. */
export const CouponInvalidCountry: Story = {
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voucher code' }), 'BIENVENUE15{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Voucher code' })).toHaveAccessibleDescription('This coupon is not valid in this country'),
    );
  },
};

/** The lookup fails: 'Oops something went wrong. Try again later'. */
export const CouponLookupFails: Story = {
  args: { api: { ...guestApi, 'api/ecommerce/coupon/WELCOME10/': failWith(500, { code: 'server_error', message: 'Internal error' }) } },
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voucher code' }), 'WELCOME10{Enter}');
    await waitFor(
      () => expect(canvas.getByRole('textbox', { name: 'Voucher code' })).toHaveAccessibleDescription('Oops something went wrong. Try again later'),
      { timeout: 3000 },
    );
  },
};

/** One more keyboard: the line changes at once, the summary follows after the debounce. */
export const ChangeAmount: Story = {
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add one more Logitech K120' }));
    await expect(canvas.getByRole('textbox', { name: 'Amount of Logitech K120' })).toHaveValue('3');
    await expect(canvas.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    await waitFor(() => expect(figure(canvasElement, 'Total')).toHaveTextContent('£1,076.96'), { timeout: 3000 });
    await waitFor(() => expect(summaryRegion(canvasElement)).not.toHaveAttribute('aria-busy'));
  },
};

/** SPEC §4: removing an assembly is confirmed; focus then lands on the cart's heading. */
export const RemoveBuild: Story = {
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Rigsmith Vanguard RTX 5060' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this PC from your cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove PC' }));
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Rigsmith Vanguard RTX 5060' })).toBeNull());
    await expect(canvas.getByRole('heading', { level: 2, name: '2 items in your cart' })).toHaveFocus();
    await waitFor(() => expect(figure(canvasElement, 'Total')).toHaveTextContent('£17.98'), { timeout: 3000 });
  },
};

/** Secure checkout as a guest leads to the Login stage. */
export const SecureCheckoutAsGuest: Story = {
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Secure checkout' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: 'Checkout steps' }));
    await expect(tabs.getByRole('link', { name: '1. Shopping Cart (completed)' })).toBeVisible();
  },
};

const signedInCart = cartOf([
  [2, 1],
  [205, 1],
]);

/** A signed-in customer's server cart: Shipping is the next tab. */
export const SignedIn: Story = {
  args: {
    session: true,
    guestCart: [],
    api: {
      ...guestApi,
      'GET api/account/basket/product/': signedInCart,
      'POST api/account/basket/calculate_summary/': customerSummaryAnswer(() => signedInCart),
    },
  },
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Rigsmith Titan X3D RTX 5070 Ti' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'MSI GeForce RTX 5070 Ventus 2X' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: 'Checkout steps' }));
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['3. Shipping']);
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('£3,049.98');
  },
};

const blockedBuildCart = cartOf([[501, 1]]);

/** SPEC §8 "Cart line": a complete custom build a rule blocks names the rule and parts, with a link to the step that fixes it. */
export const IncompatibleBuild: Story = {
  args: {
    session: true,
    guestCart: [],
    api: {
      ...guestApi,
      'GET api/account/basket/product/': blockedBuildCart,
      'POST api/account/basket/calculate_summary/': customerSummaryAnswer(() => blockedBuildCart),
    },
  },
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    const line = canvas.getByRole('article', { name: 'Small and tall' });
    await waitFor(() => expect(line).toHaveTextContent('Not compatible: The be quiet! Dark Rock Pro 5 cooler is 168 mm tall'));
    await expect(within(line).getByRole('link', { name: 'Go to the Case step' })).toHaveAttribute(
      'href',
      '/custom-pc-builder/customiser?draft=501&step=case',
    );
    await expect(canvas.getByRole('button', { name: 'Secure checkout' })).toBeDisabled();
  },
};

/**
 * A guest's custom build that a rule blocks: the guest cart keeps it by its public id, and
 * the step link opens it by that id, since a guest has no drafts.
 */
export const IncompatibleGuestBuild: Story = {
  args: { guestCart: [['00000000-0000-4000-8000-000000000501', 1]] },
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    const line = canvas.getByRole('article', { name: 'Small and tall' });
    await waitFor(() => expect(line).toHaveTextContent('Not compatible: The be quiet! Dark Rock Pro 5 cooler is 168 mm tall'));
    await expect(within(line).getByRole('link', { name: 'Go to the Case step' })).toHaveAttribute(
      'href',
      '/custom-pc-builder/customiser?guest-build=00000000-0000-4000-8000-000000000501&step=case',
    );
    await expect(canvas.getByRole('button', { name: 'Secure checkout' })).toBeDisabled();
  },
};

const mergedGuestBuildCart = cartOf([[501, 1]], 'gbp', [501]);

/**
 * A guest's blocked build moved into the customer's cart at sign-in: it is still the guest's
 * build, not the customer's draft, so the step link opens it by its public id.
 */
export const IncompatibleMergedGuestBuild: Story = {
  args: {
    session: true,
    guestCart: [],
    api: {
      ...guestApi,
      'GET api/account/basket/product/': mergedGuestBuildCart,
      'POST api/account/basket/calculate_summary/': customerSummaryAnswer(() => mergedGuestBuildCart),
    },
  },
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    const line = canvas.getByRole('article', { name: 'Small and tall' });
    await waitFor(() => expect(line).toHaveTextContent('Not compatible: The be quiet! Dark Rock Pro 5 cooler is 168 mm tall'));
    await expect(within(line).getByRole('link', { name: 'Go to the Case step' })).toHaveAttribute(
      'href',
      '/custom-pc-builder/customiser?guest-build=00000000-0000-4000-8000-000000000501&step=case',
    );
  },
};

export const French: Story = {
  args: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
    await expect(figure(canvasElement, 'Livraison')).toHaveTextContent('Gratuite');
    await expect(canvas.getByRole('button', { name: 'Paiement sécurisé' })).toBeVisible();
  },
};

export const German: Story = {
  args: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await cartReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
    await expect(figure(canvasElement, 'Gesamt')).toHaveTextContent(/€$/);
    await expect(canvas.getByRole('button', { name: 'Sicher zur Kasse' })).toBeVisible();
  },
};
