import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildSummaryPanel, Link } from '@rigsmith/kit';
import { buildFigures, chosenFrom, noParts, withAmount } from '@rigsmith/kit/domain';
import { offer, seededBuildLines } from '../../kit/src/domain/configurator/fixtures/offers';

const options = { currency: 'gbp' as const, assemblyFee: 9900, assemblyDays: 2, today: new Date('2026-11-23T09:00:00Z') };
const propsOf = (figures: ReturnType<typeof buildFigures>) => ({
  price: figures.price,
  assemblyFee: figures.assemblyFee,
  estimatedShipDate: figures.estimatedShipDate,
  shippingDays: figures.shippingDays,
  inStock: figures.inStock,
  power: figures.power,
  blockerCount: figures.blockerCount,
  warningCount: figures.warningCount,
  missing: figures.missing,
});

const complete = propsOf(buildFigures(chosenFrom(seededBuildLines('RS-VANGUARD-5070')), options));
const overloaded = propsOf(buildFigures(withAmount(chosenFrom(seededBuildLines('RS-TITAN-5090')), offer('psu-msi-mag-a550bn'), 1), options));

const meta = {
  title: 'Kit/BuildSummaryPanel',
  component: BuildSummaryPanel,
  tags: ['autodocs'],
  args: complete,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuildSummaryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete build: price with assembly, ship date, PSU load within the headroom. */
export const NormalPsuLoad: Story = {
  args: {
    actions: (
      <Link href="/system-summary" variant="button">
        Review your build
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Your build' });
    await expect(summary).toHaveTextContent('Includes assembly and testing (£99.00) and VAT');
    await expect(summary).toHaveTextContent('No issues');
  },
};

/** The PSU is too small: the meter is full and red, the panel counts the blockers. */
export const OverloadedPsu: Story = {
  args: overloaded,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/power supply is too small/)).toBeVisible();
  },
};

/** Some parts out of stock whose suppliers restock: the build can still be ordered, later. */
export const PartsOrderedIn: Story = {
  args: { inStock: false, backorder: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Some parts to be ordered in')).toBeVisible();
  },
};

/** Some parts out of stock that cannot be ordered in. */
export const PartsOutOfStock: Story = {
  args: { inStock: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Some parts out of stock')).toBeVisible();
  },
};

export const EmptyBuild: Story = { args: propsOf(buildFigures(noParts, options)) };

/** A customised discounted pre-built build says what it loses. */
export const LostDiscount: Story = { args: { lostDiscount: { amount: 10000, currency: 'gbp' } } };

export const GermanStorefront: Story = {
  parameters: { storefront: 'de' },
  args: propsOf(buildFigures(chosenFrom(seededBuildLines('RS-VANGUARD-5070', 'eur')), { ...options, currency: 'eur', assemblyFee: 11900 })),
};
