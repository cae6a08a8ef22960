import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartCard } from '@rigsmith/kit';
import { offer as seededOffer } from '../../kit/src/domain/configurator/fixtures/offers';
import { partCategoryPicture } from '../../.storybook/fixtures/pictures';

/** A seeded part with its category's picture, as the parts listing sends it. */
const offer = (id: string, currency?: 'gbp' | 'eur') => {
  const part = seededOffer(id, currency);
  return { ...part, image: partCategoryPicture(part.category, part.specs) };
};

const meta = {
  title: 'Kit/PartCard',
  component: PartCard,
  tags: ['autodocs'],
  args: { part: offer('cpu-amd-ryzen-7-9800x3d'), selection: 'single', name: 'cpu', onSelect: fn(), onAmountChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A radio-like choice in a one-part step; choosing it reports the part. */
export const Single: Story = {
  play: async ({ canvasElement, args }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'AMD Ryzen 7 9800X3D' });
    await userEvent.click(radio);
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

export const SingleSelected: Story = { args: { isSelected: true } };

/** A multi-part step: a quantity stepper named after the part. */
export const Multi: Story = {
  args: { part: offer('memory-corsair-vengeance-32gb-6000-cl30'), selection: 'multi', amount: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Quantity of/ })).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(args.onAmountChange).toHaveBeenCalledWith(2);
  },
};

export const OutOfStock: Story = { args: { part: { ...offer('gpu-msi-rtx-4060-ventus-2x-black-oc'), in_stock: false, lead_time_days: 7 } } };

/** Out of stock, but the supplier takes orders: the dispatch time is the restock's. */
export const OnBackorder: Story = {
  args: { part: { ...offer('gpu-msi-rtx-4060-ventus-2x-black-oc'), in_stock: false, backorder: true, lead_time_days: 9 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('On backorder')).toBeVisible();
    await expect(within(canvasElement).getByText('Dispatched in 9 days')).toBeVisible();
  },
};

/** Rated by buyers who received it: stars for the eye, the same fact in words for everyone. */
export const Rated: Story = {
  args: { part: { ...offer('cpu-amd-ryzen-7-9800x3d'), rating: 4.7, review_count: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4.7 out of 5, 3 reviews')).toBeVisible();
  },
};

export const FrenchStorefront: Story = {
  parameters: { storefront: 'fr' },
  args: { part: offer('psu-corsair-rm850x-2024', 'eur') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En stock')).toBeVisible();
  },
};
