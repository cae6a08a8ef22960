import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith, pending } from '../../../.storybook/mockApi';
import { orderHistoryFixtures, paidOrderFixture } from '../../../.storybook/fixtures/commerce';

const meta = {
  title: 'Screens/Checkout/Orders',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/account/orders', session: true, api: { 'GET api/account/order/': orderHistoryFixtures } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's Orders tab from the API: in progress (one to pay) and the history. */
export const InProgressAndHistory: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const inProgress = await canvas.findByRole('region', { name: 'In progress' });
    await expect(within(inProgress).getAllByRole('article')).toHaveLength(2);
    await expect(within(inProgress).getByRole('link', { name: 'Pay now for order RS-2026-000043' })).toHaveAttribute(
      'href',
      '/checkout/payment?order=43',
    );
    const history = canvas.getByRole('region', { name: 'Order history' });
    await expect(history).toHaveTextContent('Delivered');
    await expect(history).toHaveTextContent('Cancelled');
  },
};

/** SPEC §2: each list's empty state. */
export const Empty: Story = {
  args: { api: { 'GET api/account/order/': [] } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no orders in progress.')).toBeVisible();
    await expect(canvas.getByText('You have no past orders yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET api/account/order/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(within(canvasElement).getByText('Loading your orders…')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { api: { 'GET api/account/order/': failWith(500, { code: 'server_error', message: 'Internal error' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your orders could not be loaded');
  },
};

/** An order's card leads to its details page. */
export const OpensDetails: Story = {
  args: {
    api: {
      'GET api/account/order/': orderHistoryFixtures,
      'GET api/account/order/41/': { ...paidOrderFixture, id: 41, reference: 'RS-2026-000041' },
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'View details of order RS-2026-000041' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order RS-2026-000041' })).toBeVisible();
  },
};
