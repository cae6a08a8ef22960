import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffTable } from '@rigsmith/kit';
import { ApiError } from '@rigsmith/kit/api';
import { staffMembers } from '../../.storybook/fixtures/adminTeam';

const meta = {
  title: 'Kit/StaffTable',
  component: StaffTable,
  tags: ['autodocs'],
  args: { staff: staffMembers, onResend: fn(() => Promise.resolve()) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each role, and an invitee who has not set a name or password yet: shown by email, "Invitation pending". */
export const Staff: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Staff' });
    await expect(within(table).getAllByRole('row')).toHaveLength(staffMembers.length + 1);
    await expect(within(table).getAllByText('Invitation pending')).toHaveLength(1);
  },
};

/** Without `onResend` (a read-only list): no action column. */
export const ReadOnly: Story = { args: { onResend: undefined } };

export const InvitationResent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend invitation to new.hire@rigsmith.test' }));
    await expect(args.onResend).toHaveBeenCalledWith(staffMembers[3]);
    await expect(await canvas.findByText('Invitation sent again to new.hire@rigsmith.test.')).toBeVisible();
  },
};

export const ResendRefused: Story = {
  args: {
    onResend: fn(() =>
      Promise.reject(
        new ApiError(409, {
          code: 'already_staff',
          message: 'new.hire@rigsmith.test is already on the staff.',
          fields: { email: 'new.hire@rigsmith.test is already on the staff.' },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend invitation to new.hire@rigsmith.test' }));
    await expect(await canvas.findByText('new.hire@rigsmith.test is already on the staff.')).toBeVisible();
  },
};

export const Loading: Story = { args: { staff: undefined } };

export const Empty: Story = { args: { staff: [] } };

export const LoadFailed: Story = { args: { staff: undefined, isError: true, onRetry: fn() } };

export const German: Story = { parameters: { storefront: 'de' } };
