import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceTag } from '@rigsmith/kit';

const meta = {
  title: 'Kit/PriceTag',
  component: PriceTag,
  tags: ['autodocs'],
  args: { price: { amount: 104_999, currency: 'gbp' } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('£1,049.99')).toBeVisible();
    await expect(canvas.queryByText(/^Save/)).toBeNull();
  },
};

export const Discounted: Story = {
  args: { price: { amount: 249_999, currency: 'gbp' }, wasPrice: { amount: 264_999, currency: 'gbp' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Was £2,649.99, now £2,499.99')).toBeInTheDocument();
    await expect(canvas.getByText('£2,649.99')).toHaveStyle({ textDecorationLine: 'line-through' });
    await expect(canvas.getByText('Save £150.00')).toBeVisible();
  },
};

export const DiscountedInItaly: Story = {
  args: { price: { amount: 292_499, currency: 'eur' }, wasPrice: { amount: 309_999, currency: 'eur' } },
  parameters: { storefront: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Risparmi 175,00/)).toBeVisible();
  },
};
