import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderRow } from '../../domain/contract/admin';
import { AdminOrderTable } from './AdminOrderTable';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const row = (id: number, patch: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id,
  reference: `RS-2026-${String(id).padStart(6, '0')}`,
  status: 'in_progress',
  storefront: 'FR',
  created_at: '2026-11-20T10:30:00Z',
  email: 'ada@example.com',
  customer_name: 'Ada Lovelace',
  total: { amount: 149900, currency: 'eur' },
  quantity: 1,
  ...patch,
});
const hrefOf = (order: AdminOrderRow) => `/admin/orders/${order.id}`;

describe('AdminOrderTable', () => {
  it('shows each order as a row whose reference links to it', async () => {
    const { container } = renderWithIntl(<AdminOrderTable orders={[row(42, { status: 'shipped' }), row(41)]} hrefOf={hrefOf} />);
    const table = screen.getByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Reference', 'Placed', 'Customer', 'Storefront', 'Status', 'Total']);
    const first = rows[1]!;
    expect(within(first).getByRole('link', { name: 'RS-2026-000042' }).getAttribute('href')).toBe('/admin/orders/42');
    expect(first.textContent).toContain('Ada Lovelace');
    expect(first.textContent).toContain('ada@example.com');
    expect(first.textContent).toContain('France');
    expect(first.textContent).toContain('Shipped');
    expect(first.textContent).toContain('€1,499.00');
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T10:30:00Z');
    expect(first.getAttribute('data-status')).toBe('shipped');
    await expectNoAxeViolations(container);
  });

  it('says when it is loading, empty, or failed, and retries on request', async () => {
    const { rerender, container } = renderWithIntl(<AdminOrderTable orders={undefined} hrefOf={hrefOf} />);
    expect(screen.getByRole('status').textContent).toBe('Loading orders…');
    rerender(<AdminOrderTable orders={[]} hrefOf={hrefOf} />);
    expect(screen.getByRole('status').textContent).toBe('No order matches this search.');
    expect(screen.queryByRole('table')).toBeNull();
    const onRetry = vi.fn();
    rerender(<AdminOrderTable orders={undefined} isError onRetry={onRetry} hrefOf={hrefOf} />);
    expect(screen.getByRole('alert').textContent).toContain('The orders could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('speaks German in a German back office', () => {
    renderWithIntl(<AdminOrderTable orders={[row(1, { status: 'completed', storefront: 'DE' })]} hrefOf={hrefOf} />, { locale: 'de-DE' });
    const table = screen.getByRole('table', { name: 'Bestellungen' });
    expect(table.textContent).toContain('Zugestellt');
    expect(table.textContent).toContain('Deutschland');
  });
});
