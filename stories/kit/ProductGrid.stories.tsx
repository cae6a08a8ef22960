import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard, ProductGrid } from '@rigsmith/kit';
import { buildFixtures } from '../../.storybook/fixtures/builds';

const cards = buildFixtures
  .slice(0, 3)
  .map((build) => (
    <ProductCard
      key={build.id}
      title={build.name}
      price={build.price}
      estimatedShipDate={build.estimated_ship_date}
      shippingDays={build.shipping_days}
      rating={build.rating}
      reviewCount={build.review_count}
      inStock={build.in_stock}
      fpsRange={build.fps}
    />
  ));

/** A responsive list of product cards, announced as a list with its count. */
const meta = {
  title: 'Kit/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  args: { 'aria-label': 'Gaming PCs', children: cards },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeBuilds: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Gaming PCs' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const OneBuild: Story = {
  args: { children: cards[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};
