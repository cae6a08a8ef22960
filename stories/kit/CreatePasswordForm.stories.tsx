import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreatePasswordForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/CreatePasswordForm',
  component: CreatePasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), kind: 'create', email: 'ada@example.com' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreatePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After registration: name, phone and the password, with the rules as a checklist. */
export const Empty: Story = {};

/** After "forgot password": only the password. */
export const ResetEmpty: Story = { args: { kind: 'reset' } };

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create password' }));
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getAllByRole('link')).toHaveLength(4);
    await expect(summary.parentElement).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A password meeting some rules only: the checklist ticks those, submit names the first miss. */
export const InvalidPasswordRules: Story = {
  args: { kind: 'reset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'abcdefgh');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'abcdefgx');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(canvas.getAllByText('Password must contain an upper case letter')).toHaveLength(2);
    await expect(canvas.getAllByText('Passwords do not match')).toHaveLength(2);
    await expect(canvas.getByText('3 of 6 password rules met')).toBeInTheDocument();
  },
};

/** Each SPEC §5 rule met: every item ticked. */
export const RulesMet: Story = {
  args: { kind: 'reset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'Rigsmith-2025');
    await expect(canvas.getByText('6 of 6 password rules met')).toBeInTheDocument();
  },
};

export const Submitting: Story = { args: { isSubmitting: true, kind: 'reset' } };

export const ServerError: Story = {
  args: {
    defaultValues: { full_name: 'Ada Lovelace', phone_number: '+44 7123 456123' },
    serverError: { message: 'This link has expired. Ask for a new one.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This link has expired');
  },
};

export const Success: Story = {
  args: { kind: 'reset', successMessage: 'Your password has been changed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your password has been changed.')).toBeVisible();
  },
};
