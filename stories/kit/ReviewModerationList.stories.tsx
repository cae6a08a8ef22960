import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewModerationList } from '@rigsmith/kit';
import { ApiError } from '@rigsmith/kit/api';
import { approvedReviews, hiddenReviews, pendingReviews } from '../../.storybook/fixtures/adminTeam';

const done = () => Promise.resolve();

const meta = {
  title: 'Kit/ReviewModerationList',
  component: ReviewModerationList,
  tags: ['autodocs'],
  args: { reviews: pendingReviews, status: 'pending', onApprove: fn(done), onHide: fn(done) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewModerationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: a verified purchase, markup typed into a review (shown as text), a German review, a sample. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '<script>alert("hi")</script>' })).toBeVisible();
    await expect(canvasElement.querySelector('article script, article b')).toBeNull();
  },
};

export const Approved: Story = { args: { reviews: approvedReviews, status: 'approved' } };

/** Hidden reviews keep the moderator's reason and can be approved after all. */
export const Hidden: Story = { args: { reviews: hiddenReviews, status: 'hidden' } };

export const Loading: Story = { args: { reviews: undefined } };

export const Empty: Story = { args: { reviews: [] } };

export const LoadFailed: Story = { args: { reviews: undefined, isError: true, onRetry: fn() } };

/** Approving moves focus to the next review and says what happened. */
export const ApprovedOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve “Quiet, quick and well packed”' }));
    await expect(args.onApprove).toHaveBeenCalledWith(31);
    await expect(await canvas.findByText('“Quiet, quick and well packed” is approved: its model page shows it.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: '<script>alert("hi")</script>' })).toHaveFocus());
  },
};

export const HideNeedsReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide “<script>alert("hi")</script>”' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide review' }));
    await expect(canvas.getByText('Enter the reason for hiding this review')).toBeVisible();
    await expect(args.onHide).not.toHaveBeenCalled();
  },
};

export const HideRefused: Story = {
  args: { onHide: fn(() => Promise.reject(new ApiError(409, { code: 'review_status_unchanged', message: 'The review already has that status.' }))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide “<script>alert("hi")</script>”' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason for hiding/ }), 'Script injection attempt');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The review already has that status.');
    await expect(canvas.getByRole('textbox', { name: /Reason for hiding/ })).toHaveValue('Script injection attempt');
  },
};

/** The last review decided: the empty queue's message takes focus. */
export const QueueCleared: Story = {
  args: { reviews: pendingReviews.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve “Quiet, quick and well packed”' }));
    await waitFor(() => expect(canvas.getByText('No review is waiting for moderation.')).toHaveFocus());
  },
};

export const German: Story = { parameters: { storefront: 'de' } };
