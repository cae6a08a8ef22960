import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '../../domain/contract/admin';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';
import { AuditLogTable } from './AuditLogTable';

const entries: AuditEntry[] = [
  {
    id: 3,
    at: '2026-11-26T10:15:00Z',
    actor_email: 'finn.fulfil@rigsmith.test',
    action: 'stock.update',
    subject: 'part:12',
    before: { stock: 2, lead_time_days: 6 },
    after: { stock: 25, lead_time_days: 6, reason: 'Delivery from supplier' },
  },
  { id: 2, at: '2026-11-25T09:00:00Z', actor_email: 'cli', action: 'staff.grant', subject: 'user:7', before: null, after: { role: 'support' } },
  {
    id: 1,
    at: '2026-11-24T09:00:00Z',
    actor_email: 'olive.owner@rigsmith.test',
    action: 'order.confirm',
    subject: 'order:48',
    before: null,
    after: null,
  },
];

describe('AuditLogTable', () => {
  it('shows who did what to which record, and only what changed, said in words too', async () => {
    const { container } = renderWithIntl(<AuditLogTable entries={entries} />);
    const table = screen.getByRole('table', { name: 'Audit log' });
    const [, stock, grant, confirm] = within(table).getAllByRole('row');
    expect(stock!.textContent).toContain('finn.fulfil@rigsmith.test');
    expect(stock!.textContent).toContain('stock.update');
    expect(stock!.textContent).toContain('part:12');
    const changes = within(stock!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(changes).toEqual(['stock', 'reason']);
    expect(within(stock!).getAllByRole('definition')[0]!.textContent).toBe('before 2→after 25');
    expect(within(stock!).getAllByRole('definition')[1]!.textContent).toBe('after Delivery from supplier');
    expect(within(grant!).getByRole('definition').textContent).toBe('after support');
    expect(confirm!.textContent).toContain('No change recorded');
    await expectNoAxeViolations(container);
  });

  it('links the pages when there are several', () => {
    const { rerender } = renderWithIntl(
      <AuditLogTable entries={entries} page={2} pageCount={3} hrefForPage={(page) => `/admin/audit?page=${page}`} />,
    );
    expect(screen.getByRole('link', { name: /3/ }).getAttribute('href')).toBe('/admin/audit?page=3');
    rerender(<AuditLogTable entries={entries} page={1} pageCount={1} hrefForPage={(page) => `/admin/audit?page=${page}`} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says when the log is loading, failed or empty', () => {
    const { rerender } = renderWithIntl(<AuditLogTable entries={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the audit log…');
    rerender(<AuditLogTable entries={undefined} isError />);
    expect(screen.getByRole('alert').textContent).toContain('The audit log could not be loaded.');
    rerender(<AuditLogTable entries={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No entry matches.');
  });
});
