import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { BuildAddedToCartDialog } from '@rigsmith/kit';

const meta = {
  title: 'Kit/BuildAddedToCartDialog',
  component: BuildAddedToCartDialog,
  tags: ['autodocs'],
  args: { open: true, buildName: 'Quiet AM5 build', price: { amount: 149999, currency: 'gbp' }, cartHref: '/checkout', onContinue: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuildAddedToCartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4 'Added to Cart'. */
export const AddedToCart: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Added to Cart' })).toHaveTextContent('“Quiet AM5 build” (£1,499.99) is in your cart.');
  },
};

export const SpanishStorefront: Story = { parameters: { storefront: 'es' }, args: { price: { amount: 174999, currency: 'eur' } } };
