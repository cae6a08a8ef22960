import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddedToCartNotice } from '@rigsmith/kit';

const meta = {
  title: 'Kit/AddedToCartNotice',
  component: AddedToCartNotice,
  tags: ['autodocs'],
  args: { productName: 'Rigsmith Vanguard RTX 5060', onDismiss: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddedToCartNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4 "Add to cart then shows 'Added to Cart'". */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveTextContent('Added to Cart');
    await expect(region).toHaveTextContent('Rigsmith Vanguard RTX 5060');
    await expect(within(region).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/checkout');
    await userEvent.click(within(region).getByRole('button', { name: 'Close message' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const German: Story = {
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('In den Warenkorb gelegt');
  },
};
