import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BudgetBand, BudgetBands, ProductCard, ProductGrid } from '@rigsmith/kit';
import { budgetBandFixtures, euroBudgetBandFixtures } from '../../.storybook/fixtures/listing';
import type { BudgetBand as BudgetBandData } from '@rigsmith/kit/api';

function Bands({ bands }: { bands: BudgetBandData[] }) {
  return (
    <BudgetBands>
      {bands.map((band) => (
        <BudgetBand key={band.slug} band={band.slug} min={band.min} max={band.max} seeAllHref={`/gaming-pcs?band=${band.slug}`}>
          {band.builds.length > 0 ? (
            <ProductGrid>
              {band.builds.map((build) => (
                <ProductCard
                  key={build.id}
                  title={build.name}
                  price={build.price}
                  wasPrice={build.was_price}
                  estimatedShipDate={build.estimated_ship_date}
                  shippingDays={build.shipping_days}
                  rating={build.rating}
                  reviewCount={build.review_count}
                  inStock={build.in_stock}
                  fpsRange={build.fps}
                />
              ))}
            </ProductGrid>
          ) : null}
        </BudgetBand>
      ))}
    </BudgetBands>
  );
}

const meta = {
  title: 'Kit/BudgetBands',
  component: Bands,
  tags: ['autodocs'],
  subcomponents: { BudgetBands, BudgetBand },
  args: { bands: budgetBandFixtures.slice(0, 2) },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Bands>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoBands: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Entry Up to £1,000' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mainstream £1,000 to £1,500' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all Entry gaming PCs' })).toHaveAttribute('href', '/gaming-pcs?band=entry');
  },
};

export const TopBandAndEmptyBand: Story = {
  args: { bands: [{ ...budgetBandFixtures[2]!, builds: [] }, budgetBandFixtures[3]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No builds in this price band right now.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Enthusiast £2,500 and over' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const GermanStorefront: Story = {
  args: { bands: euroBudgetBandFixtures.slice(1, 2) },
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /^Mittelklasse 1\.200\s€ bis 1\.800\s€$/ })).toBeVisible();
  },
};
