import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailPreferencesForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/EmailPreferencesForm',
  component: EmailPreferencesForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), value: { notify_orders: true, notify_marketing: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};

export const NoneChosen: Story = { args: { value: { notify_orders: false, notify_marketing: false } } };

/** Keyboard: Space toggles, Enter on the button saves both together. */
export const Toggling: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Marketing emails' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ notify_orders: true, notify_marketing: true });
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const ServerError: Story = {
  args: { serverError: { message: 'Your preferences could not be saved. Try again.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be saved');
  },
};

export const Success: Story = { args: { successMessage: 'Information saved' } };
