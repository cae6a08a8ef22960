import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewList } from '@rigsmith/kit';
import { nightfallModel, nightfallModelDe } from '../../.storybook/fixtures/models';

const meta = {
  title: 'Kit/ReviewList',
  component: ReviewList,
  args: { reviews: nightfallModel.reviews, 'aria-label': 'Reviews' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(within(list).getByRole('heading', { name: 'Quiet, cool and tidy' })).toBeVisible();
    await expect(within(list).getAllByText('Rated 5 out of 5')).toHaveLength(2);
    await expect(within(list).getAllByRole('article')[0]).toHaveTextContent('By Priya S. on 2 October 2026');
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet.')).toBeVisible();
  },
};

export const GermanStorefront: Story = {
  args: { reviews: nightfallModelDe.reviews, 'aria-label': 'Bewertungen' },
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Von Jonas B. am 5. Oktober 2026');
  },
};
