import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangePasswordForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(within(canvas.getByRole('alert')).getAllByRole('link')).toHaveLength(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A short password: the length rule is the first to fail. */
export const InvalidTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'Old-pass1');
    await userEvent.type(canvas.getByLabelText('New password'), 'Ab1!');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Ab1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getAllByText('Password must be at least 8 characters long')).toHaveLength(2);
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const ServerError: Story = {
  args: { serverError: { message: 'The password could not be changed.', fields: { old_password: 'The current password is not correct.' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** After a success the fields are cleared. */
export const Success: Story = {
  args: { successMessage: 'Your password has been changed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your password has been changed.')).toBeVisible();
  },
};
