import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AuditLogTable } from '@rigsmith/kit';
import { auditEntries } from '../../.storybook/fixtures/adminTeam';

const meta = {
  title: 'Kit/AuditLogTable',
  component: AuditLogTable,
  tags: ['autodocs'],
  args: { entries: auditEntries },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuditLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stock edit, a shipment, a staff invitation and a hidden review: only what changed, before → after. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Audit log' });
    await expect(within(table).getAllByRole('row')).toHaveLength(auditEntries.length + 1);
  },
};

export const Paged: Story = { args: { page: 2, pageCount: 4, hrefForPage: (page) => `/admin/audit?page=${page}` } };

export const Loading: Story = { args: { entries: undefined } };

export const Empty: Story = { args: { entries: [] } };

export const LoadFailed: Story = { args: { entries: undefined, isError: true, onRetry: fn() } };

export const German: Story = { parameters: { storefront: 'de' } };
