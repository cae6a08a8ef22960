import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith } from '../../../.storybook/mockApi';
import { orderFixture, orderHistoryFixtures, paidOrderFixture } from '../../../.storybook/fixtures/commerce';

const meta = {
  title: 'Screens/Checkout/OrderDetails',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/order/details?id=42', session: true, api: { 'GET api/account/order/42/': paidOrderFixture } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 "header" layout: the order with its Components tab open; no footer. */
export const Components: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order RS-2026-000042' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Components (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute('href', '/account/orders');
  },
};

/** The Accessories tab. */
export const Accessories: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Accessories (1)' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Logitech K120');
  },
};

/** An unpaid order offers Pay now. */
export const Unpaid: Story = {
  args: { api: { 'GET api/account/order/42/': orderFixture } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/checkout/payment?order=42');
  },
};

export const Delivered: Story = {
  args: { path: '/order/details?id=12', api: { 'GET api/account/order/12/': orderHistoryFixtures[2] } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('link', { name: 'Track parcel 15501234567 with DPD' })).toBeVisible();
    // SPEC §2: the review page is reached from a delivered order.
    await expect(within(canvasElement).getByRole('link', { name: 'Review your PC' })).toHaveAttribute('href', '/order/review?order=12');
  },
};

/** Someone else's order, or none: the API's 404 is the shop's not-found page. */
export const NotFound: Story = {
  args: { api: { 'GET api/account/order/42/': failWith(404, { code: 'order_not_found', message: 'Order not found' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
  },
};

export const Italian: Story = {
  args: { storefront: 'it' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Ordine RS-2026-000042' })).toBeVisible();
  },
};
