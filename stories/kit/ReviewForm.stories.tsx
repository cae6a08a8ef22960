import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/ReviewForm',
  component: ReviewForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), name: 'Rigsmith Nightfall RTX 5070', orderLine: 42, 'aria-label': 'Review of Rigsmith Nightfall RTX 5070' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Rigsmith Nightfall RTX 5070' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toHaveAccessibleDescription(/Optional/);
  },
};

/** Submitting empty: a rating and a title are needed (SPEC §5 "Review needs a title"). */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getByRole('link', { name: 'Choose a rating from 1 to 5 stars' })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: 'This is a required field' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Stars chosen by keyboard, title and text typed: what is sent. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Quiet and fast');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), 'Holds 144 FPS at 1440p.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ order_line: 42, rating: 4, title: 'Quiet and fast', text: 'Holds 144 FPS at 1440p.' });
  },
};

/** The server refused (someone reviewed the line from another tab): its message heads the summary. */
export const ServerRefused: Story = {
  args: { serverError: { message: 'You have already reviewed this item.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You have already reviewed this item.');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Submit review/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Just sent: "Review submitted" (SPEC §8) takes the form's place. */
export const Submitted: Story = {
  args: { reviewStatus: 'pending', justSubmitted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Review submitted')).toBeVisible();
  },
};

/** Reviewed on an earlier visit, waiting for a moderator. */
export const AwaitingModeration: Story = {
  args: { reviewStatus: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have reviewed this. It will appear once we have checked it.')).toBeVisible();
  },
};

export const Approved: Story = {
  args: { reviewStatus: 'approved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have reviewed this. Your review is published in the shop.')).toBeVisible();
  },
};

/** A line whose product the shop no longer sells: nothing left to review. */
export const NotReviewable: Story = {
  args: { name: 'Razer BlackWidow V4', reviewable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This item is no longer sold, so it cannot be reviewed.')).toBeVisible();
  },
};

export const GermanStorefront: Story = {
  parameters: { storefront: 'de' },
  args: { 'aria-label': 'Bewertung' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bewertung absenden' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wählen Sie eine Bewertung von 1 bis 5 Sternen');
  },
};
