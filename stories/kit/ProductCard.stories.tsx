import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard } from '@rigsmith/kit';
import { buildFixtures, euroBuildFixtures } from '../../.storybook/fixtures/builds';

const [vanguard, titan, scout] = buildFixtures as [(typeof buildFixtures)[0], (typeof buildFixtures)[0], (typeof buildFixtures)[0]];

const toProps = (build: typeof vanguard) => ({
  title: build.name,
  price: build.price,
  estimatedShipDate: build.estimated_ship_date,
  shippingDays: build.shipping_days,
  rating: build.rating,
  reviewCount: build.review_count,
  inStock: build.in_stock,
  fpsRange: build.fps,
  image: build.image,
});

const meta = {
  title: 'Kit/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: toProps(vanguard),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: vanguard.name });
    await expect(within(card).getByText('£1,049.99')).toBeVisible();
    await expect(within(card).getByText('In stock')).toBeVisible();
    await expect(within(card).getByText('98–164 FPS')).toBeVisible();
  },
};

export const OutOfStockAndUnrated: Story = {
  args: toProps(scout),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of stock')).toBeVisible();
    await expect(within(canvasElement).getByText('Not yet rated')).toBeVisible();
  },
};

/** Out of stock, but its parts' suppliers restock: it can be ordered, and ships on the later date shown. */
export const AvailableToOrder: Story = {
  args: { ...toProps(titan), inStock: false, backorder: true, shippingDays: 12, estimatedShipDate: '2026-12-09' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: titan.name });
    await expect(within(card).getByText('Available to order')).toBeVisible();
    await expect(within(card).getByText('12 days')).toBeVisible();
  },
};

export const WithLinkedTitle: Story = {
  args: { ...toProps(titan), href: '/models/titan' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: titan.name });
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** A discounted build: the old price struck through, read as "Was …, now …", and the saving. */
export const Discounted: Story = {
  args: { ...toProps(titan), wasPrice: titan.was_price, href: '/models/titan' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: titan.name });
    await expect(card).toHaveAttribute('data-discounted', 'true');
    await expect(within(card).getByText('Was £2,649.99, now £2,499.99')).toBeInTheDocument();
    await expect(within(card).getByText('£2,649.99')).toBeVisible();
    await expect(within(card).getByText('Save £150.00')).toBeVisible();
    await expect(within(card).getByRole('link', { name: titan.name })).toHaveAttribute('href', '/models/titan');
  },
};

export const DiscountedInFrance: Story = {
  args: { ...toProps(euroBuildFixtures[1]!), wasPrice: euroBuildFixtures[1]!.was_price },
  parameters: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Économisez/)).toBeVisible();
  },
};

export const FrenchStorefront: Story = {
  args: toProps(euroBuildFixtures[0]!),
  parameters: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En stock')).toBeVisible();
    await expect(within(canvasElement).getByText('TTC')).toBeVisible();
  },
};

export const GermanStorefront: Story = {
  args: toProps(euroBuildFixtures[1]!),
  parameters: { storefront: 'de' },
};

/** A brand re-themes the kit with tokens alone: the same card under the "ember" theme. */
export const EmberTheme: Story = {
  args: toProps(titan),
  parameters: { theme: 'ember' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    // The accent and surface come from the ember theme's tokens, not the default's.
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(29, 26, 34)');
  },
};
