import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccessoriesUpsell } from '@rigsmith/kit';
import { accessoriesListing } from '../../.storybook/fixtures/commerce';

const accessories = accessoriesListing.items.map((part) => ({ id: part.product_id, name: part.name, price: part.price, inStock: part.in_stock }));

const meta = {
  title: 'Kit/AccessoriesUpsell',
  component: AccessoriesUpsell,
  tags: ['autodocs'],
  args: { accessories, onAdd: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccessoriesUpsell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 "an accessories upsell": one press adds it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Complete your setup' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart Logitech G305 Lightspeed' }));
    await expect(args.onAdd).toHaveBeenCalledWith(304);
  },
};

/** One already in the cart, another being added. */
export const InCartAndAdding: Story = {
  args: { inCartIds: [301], addingId: 305 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'In your cart Logitech K120' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add to cart HyperX Cloud III' })).toHaveAttribute('aria-busy', 'true');
  },
};
