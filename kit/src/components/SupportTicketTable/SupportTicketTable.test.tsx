import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportTicketRow } from '../../domain/contract/adminSupport';
import { SupportTicketTable } from './SupportTicketTable';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const row = (id: number, patch: Partial<SupportTicketRow> = {}): SupportTicketRow => ({
  id,
  reference: `SUP-7F3K${id}Q`,
  status: 'open',
  storefront: 'FR',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  created_at: '2026-11-20T10:30:00Z',
  updated_at: '2026-11-20T10:30:00Z',
  reply_count: 0,
  ...patch,
});
const hrefOf = (ticket: SupportTicketRow) => `/admin/support/${ticket.id}`;

describe('SupportTicketTable', () => {
  it('shows each ticket as a row whose reference links to it, with its status in words', async () => {
    const { container } = renderWithIntl(
      <SupportTicketTable tickets={[row(9, { status: 'waiting_on_customer', reply_count: 2 }), row(8, { status: 'closed' })]} hrefOf={hrefOf} />,
    );
    const table = screen.getByRole('table', { name: 'Support tickets' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Reference', 'Received', 'From', 'Storefront', 'Status', 'Replies']);
    const first = rows[1]!;
    expect(within(first).getByRole('link', { name: 'SUP-7F3K9Q' }).getAttribute('href')).toBe('/admin/support/9');
    expect(first.textContent).toContain('Ada Lovelace');
    expect(first.textContent).toContain('ada@example.com');
    expect(first.textContent).toContain('France');
    expect(first.textContent).toContain('Waiting on customer');
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T10:30:00Z');
    expect(first.getAttribute('data-status')).toBe('waiting_on_customer');
    expect(within(rows[2]!).getByText('Closed').getAttribute('data-status')).toBe('closed');
    await expectNoAxeViolations(container);
  });

  it('says when it is loading, empty, or failed, and retries on request', async () => {
    const { rerender, container } = renderWithIntl(<SupportTicketTable tickets={undefined} hrefOf={hrefOf} />);
    expect(screen.getByRole('status').textContent).toBe('Loading tickets…');
    rerender(<SupportTicketTable tickets={[]} hrefOf={hrefOf} />);
    expect(screen.getByRole('status').textContent).toBe('No ticket matches this search.');
    expect(screen.queryByRole('table')).toBeNull();
    const onRetry = vi.fn();
    rerender(<SupportTicketTable tickets={undefined} isError onRetry={onRetry} hrefOf={hrefOf} />);
    expect(screen.getByRole('alert').textContent).toContain('The tickets could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('speaks German in a German back office', () => {
    renderWithIntl(<SupportTicketTable tickets={[row(1, { storefront: 'DE', status: 'waiting_on_customer' })]} hrefOf={hrefOf} />, {
      locale: 'de-DE',
    });
    const table = screen.getByRole('table', { name: 'Supportanfragen' });
    expect(table.textContent).toContain('Wartet auf Kunden');
    expect(table.textContent).toContain('Deutschland');
  });
});
