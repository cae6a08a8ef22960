import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderConfirmation } from '@rigsmith/kit';
import { paidOrderFixture } from '../../.storybook/fixtures/commerce';

const meta = {
  title: 'Kit/OrderConfirmation',
  component: OrderConfirmation,
  tags: ['autodocs'],
  args: { order: paidOrderFixture, detailsHref: '/order/details?id=42', shopHref: '/gaming-pcs' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: the order reference and the estimated ship date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Thank you for your order' });
    await expect(region).toHaveTextContent('RS-2026-000042');
    await expect(region).toHaveTextContent('Estimated ship dateMonday, 30 November 2026');
    await expect(within(region).getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '/order/details?id=42');
  },
};

export const French: Story = {
  parameters: { storefront: 'fr' },
  args: { order: { ...paidOrderFixture, total: { amount: 112_499, currency: 'eur' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Merci pour votre commande' })).toHaveTextContent('lundi 30 novembre 2026');
  },
};
