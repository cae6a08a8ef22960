import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingSummary } from '@rigsmith/kit';

const meta = {
  title: 'Kit/RatingSummary',
  component: RatingSummary,
  tags: ['autodocs'],
  args: { rating: 4.7, reviewCount: 38 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4.7 out of 5, 38 reviews')).toBeVisible();
  },
};

export const Small: Story = { args: { rating: 4.2, reviewCount: 1, size: 'small' } };

export const NotYetRated: Story = {
  args: { rating: null, reviewCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not yet rated')).toBeVisible();
  },
};

export const FrenchStorefront: Story = {
  parameters: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4,7 sur 5, 38 avis')).toBeVisible();
  },
};

export const EmberTheme: Story = { parameters: { theme: 'ember' } };
