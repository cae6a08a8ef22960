import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildPartsTable } from '@rigsmith/kit';
import { offer, seededBuildLines } from '../../kit/src/domain/configurator/fixtures/offers';

const lines = seededBuildLines('RS-VANGUARD-5070');
const total = { amount: lines.reduce((sum, { part, amount }) => sum + part.price.amount * amount, 9900), currency: 'gbp' as const };

const meta = {
  title: 'Kit/BuildPartsTable',
  component: BuildPartsTable,
  tags: ['autodocs'],
  args: { lines, assemblyFee: { amount: 9900, currency: 'gbp' }, total },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuildPartsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompleteBuild: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Total (VAT included)' })).toBeVisible();
  },
};

/** A part named by a blocker, and one out of stock, say so in words. */
export const FlaggedParts: Story = {
  args: {
    lines: [...lines.filter((line) => line.part.category !== 'psu'), { part: { ...offer('psu-msi-mag-a550bn'), in_stock: false }, amount: 1 }],
    flagged: new Set([offer('psu-msi-mag-a550bn').product_id]),
  },
};

/** A part out of stock whose supplier takes orders: it is ordered in for the shopper. */
export const PartOrderedIn: Story = {
  args: {
    lines: lines.map((line) => (line.part.category === 'gpu' ? { ...line, part: { ...line.part, in_stock: false, backorder: true } } : line)),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of stock: ordered in for you')).toBeVisible();
  },
};
