import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyCart } from '@rigsmith/kit';

const meta = {
  title: 'Kit/EmptyCart',
  component: EmptyCart,
  tags: ['autodocs'],
  args: { shopHref: '/gaming-pcs', builderHref: '/custom-pc-builder/customiser' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 "an empty-cart stub". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse gaming PCs' })).toHaveAttribute('href', '/gaming-pcs');
    await expect(canvas.getByRole('link', { name: 'Build your own PC' })).toHaveAttribute('href', '/custom-pc-builder/customiser');
  },
};

export const Spanish: Story = {
  parameters: { storefront: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  },
};
