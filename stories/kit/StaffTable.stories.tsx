import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StaffTable } from '@rigsmith/kit';
import { staffMembers } from '../../.storybook/fixtures/adminTeam';

const meta = {
  title: 'Kit/StaffTable',
  component: StaffTable,
  args: { staff: staffMembers },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each role, and an invitee who has not set a name yet (shown by email). */
export const Staff: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Staff' });
    await expect(within(table).getAllByRole('row')).toHaveLength(staffMembers.length + 1);
  },
};

export const Loading: Story = { args: { staff: undefined } };

export const Empty: Story = { args: { staff: [] } };

export const LoadFailed: Story = { args: { staff: undefined, isError: true, onRetry: fn() } };

export const German: Story = { parameters: { storefront: 'de' } };
