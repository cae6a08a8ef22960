import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrderHistoryEntry } from '../../domain/contract/commerce';
import { OrderTimeline } from './OrderTimeline';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const history: OrderHistoryEntry[] = [
  { status: 'waiting_for_payment', at: '2026-11-20T10:00:00Z', actor: 'customer', note: null },
  { status: 'in_progress', at: '2026-11-20T10:02:00Z', actor: 'customer', note: null },
  { status: 'cancelled', at: '2026-11-21T09:00:00Z', actor: 'staff', note: 'Customer asked <script>alert(1)</script>' },
];

describe('OrderTimeline', () => {
  it('lists each step in order with who moved it, the latest marked, notes as plain text', async () => {
    const { container } = renderWithIntl(<OrderTimeline history={history} aria-label="Timeline" />);
    const list = screen.getByRole('list', { name: 'Timeline' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.getAttribute('data-status'))).toEqual(['waiting_for_payment', 'in_progress', 'cancelled']);
    expect(entries[0]!.textContent).toContain('By the customer');
    expect(entries[2]!.textContent).toContain('By staff');
    expect(entries[2]!.getAttribute('aria-current')).toBe('step');
    expect(entries[0]!.getAttribute('aria-current')).toBeNull();
    expect(entries[2]!.textContent).toContain('Customer asked <script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says when nothing has happened yet', () => {
    renderWithIntl(<OrderTimeline history={[]} />);
    expect(screen.getByText('Nothing has happened to this order yet.')).toBeTruthy();
  });
});
