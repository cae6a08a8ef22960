import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartSummary } from '@rigsmith/kit';
import { summaryOf } from '../../.storybook/fixtures/commerce';

const meta = {
  title: 'Kit/CartSummary',
  component: CartSummary,
  tags: ['autodocs'],
  args: {
    summary: summaryOf([
      { product: 1, amount: 1 },
      { product: 301, amount: 2 },
    ]),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, term: string) => within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling;

/** Free shipping (SPEC §3 'Free'), VAT included, shipping time and expected delivery. */
export const FreeShipping: Story = {
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Subtotal')).toHaveTextContent('£1,067.97');
    await expect(figure(canvasElement, 'Shipping')).toHaveTextContent('Free');
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('£1,067.97');
    await expect(figure(canvasElement, 'Shipping time')).toHaveTextContent('3 working days');
  },
};

export const WithCoupon: Story = {
  args: {
    summary: summaryOf(
      [
        { product: 1, amount: 1 },
        { product: 301, amount: 2 },
      ],
      { coupon: 'WELCOME10' },
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Discount (WELCOME10)')).toHaveTextContent('−£106.80');
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('£961.17');
  },
};

/** No destination yet: shipping and delivery 'To be confirmed'. */
export const ShippingToBeConfirmed: Story = {
  args: { summary: { ...summaryOf([{ product: 2, amount: 1 }]), shipping_price: null, expected_delivery_time: null } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Shipping')).toHaveTextContent('To be confirmed');
    await expect(figure(canvasElement, 'Expected delivery')).toHaveTextContent('To be confirmed');
  },
};

export const PaidShipping: Story = {
  args: {
    summary: {
      ...summaryOf([{ product: 301, amount: 1 }]),
      shipping_price: { amount: 499, currency: 'gbp' },
      total_price: { amount: 1398, currency: 'gbp' },
    },
  },
};

export const Loading: Story = {
  args: { summary: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Calculating your order summary…');
  },
};

/** The cart changed: the last figures stay, marked busy, until the new ones arrive. */
export const Recalculating: Story = {
  args: { isStale: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: { summary: undefined, hasError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be calculated');
  },
};

export const German: Story = {
  parameters: { storefront: 'de' },
  args: { summary: summaryOf([{ product: 1, amount: 1 }], { country: 'DE' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Bestellübersicht' })).toBeVisible();
    await expect(figure(canvasElement, 'Versand')).toHaveTextContent('Kostenlos');
  },
};

/** `collapsible` on a phone (390 px): the total alone, "Show details" beside the heading. */
export const CollapsedOnPhone: Story = {
  args: { collapsible: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
    await expect(figure(canvasElement, 'Total')).toBeVisible();
    await expect(figure(canvasElement, 'Subtotal')).not.toBeVisible();
  },
};

/** "Show details" pressed: every figure, and "Hide details". */
export const ExpandedOnPhone: Story = {
  args: { collapsible: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    await expect(canvas.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(figure(canvasElement, 'Subtotal')).toBeVisible();
    await expect(figure(canvasElement, 'Shipping time')).toHaveTextContent('3 working days');
  },
};
