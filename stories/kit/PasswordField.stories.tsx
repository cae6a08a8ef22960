import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '@rigsmith/kit';

const meta = {
  title: 'Kit/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = { args: { defaultValue: 'Secret-pass1' } };

/** The toggle keeps its name; `aria-pressed` says whether the password shows. */
export const Shown: Story = {
  args: { defaultValue: 'Secret-pass1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

/** A new password: the SPEC §5 rules tick as they are met, progress announced politely. */
export const RulesChecklist: Story = {
  args: { label: 'New password', autoComplete: 'new-password', showRules: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'rigsmith1');
    await expect(canvas.getByText('4 of 6 password rules met')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { label: 'New password', showRules: true, defaultValue: 'Rigsmith1', errorMessage: 'Password must contain a special character' },
};
