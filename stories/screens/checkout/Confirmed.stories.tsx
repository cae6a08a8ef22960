import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { orderFixture, paidOrderFixture } from '../../../.storybook/fixtures/commerce';

const meta = {
  title: 'Screens/Checkout/Confirmed',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/checkout/confirmed?order=42', session: true, api: { 'GET api/account/order/42/': paidOrderFixture } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 stage 4: the order reference, the estimated ship date, a link to the order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Thank you for your order' });
    await expect(region).toHaveTextContent('Order referenceRS-2026-000042');
    await expect(region).toHaveTextContent('Estimated ship dateMonday, 30 November 2026');
    await expect(canvas.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '/order/details?id=42');
    const tabs = canvas.getByRole('navigation', { name: 'Checkout steps' });
    await expect(tabs.querySelector('[aria-current="step"]')).toHaveTextContent('5. Confirmation');
  },
};

/** The guard: an order not paid yet goes back to its payment. */
export const NotPaidYet: Story = {
  args: { api: { 'GET api/account/order/42/': orderFixture } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'Payment' });
    await expect(heading).toBeVisible();
    // The route change hands focus to the new page's heading (after its first frame).
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Payment' })).toHaveFocus());
  },
};

export const GermanStorefront: Story = {
  args: { storefront: 'de', api: { 'GET api/account/order/42/': { ...paidOrderFixture, total: { amount: 112_499, currency: 'eur' } } } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const region = await within(canvasElement).findByRole('region', { name: 'Vielen Dank für Ihre Bestellung' });
    await expect(region).toHaveTextContent('Montag, 30. November 2026');
  },
};
