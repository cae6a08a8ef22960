import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InviteStaffForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/InviteStaffForm',
  component: InviteStaffForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), 'aria-label': 'Invite staff' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InviteStaffForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'sam@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'sam@rigsmith.test');
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Sam Support');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), 'Support');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'sam@rigsmith.test', full_name: 'Sam Support', role: 'support' });
  },
};

export const Sending: Story = { args: { isSubmitting: true } };

export const Sent: Story = { args: { successMessage: 'Invitation sent to sam@rigsmith.test.' } };

/** An address that is staff already (an invitation already sent included): the server's message; what was typed stays. */
export const AlreadyStaff: Story = {
  args: { serverError: { message: 'This email address already has a staff role.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This email address already has a staff role.');
  },
};

export const German: Story = { parameters: { storefront: 'de' } };
