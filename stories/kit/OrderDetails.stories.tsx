import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDetails } from '@rigsmith/kit';
import { orderHistoryFixtures, paidOrderFixture } from '../../.storybook/fixtures/commerce';

const meta = {
  title: 'Kit/OrderDetails',
  component: OrderDetails,
  tags: ['autodocs'],
  args: { order: paidOrderFixture, onTabChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: the Components tab, each build with its parts. */
export const Components: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Components (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('list', { name: 'Components of Rigsmith Vanguard RTX 5060' })).toHaveTextContent(
      '2 × Corsair Vengeance 16 GB DDR5-6000',
    );
  },
};

/** The Accessories tab, reached with the arrow keys. */
export const Accessories: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Components (1)' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenCalledWith('accessories');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('2 × £8.99 = £17.98');
  },
};

/** Delivered: the delivery date, the tracking number linking to the carrier's page, and every step. */
export const Delivered: Story = {
  args: { order: orderHistoryFixtures[2]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facts = canvas.getByRole('region', { name: 'Order' });
    await expect(facts).toHaveTextContent('Delivered on8 September 2026');
    await expect(within(facts).getByRole('link', { name: 'Track parcel 15501234567 with DPD' })).toHaveAttribute(
      'href',
      'https://www.dpd.com/tracking?parcelNumber=15501234567',
    );
    const steps = within(canvas.getByRole('region', { name: 'Status history' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    await expect(steps[4]).toHaveTextContent('Delivered');
  },
};

export const NoAccessories: Story = {
  args: { order: { ...paidOrderFixture, items: [paidOrderFixture.items[0]!] }, defaultTab: 'accessories' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('This order has no accessories.');
  },
};
