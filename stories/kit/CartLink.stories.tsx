import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartLink } from '@rigsmith/kit';

const meta = {
  title: 'Kit/CartLink',
  component: CartLink,
  tags: ['autodocs'],
  args: { count: 3 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/checkout');
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  },
};

/** On the cart page itself. */
export const Current: Story = {
  args: { count: 1, isCurrent: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Italian: Story = {
  parameters: { storefront: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Carrello, 3 articoli' })).toBeVisible();
  },
};
