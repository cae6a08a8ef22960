import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StaffMember } from '../../domain/contract/admin';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';
import { StaffTable } from './StaffTable';

const staff: StaffMember[] = [
  { id: 1, email: 'olive.owner@rigsmith.test', full_name: 'Olive Owner', role: 'owner', created_at: '2026-10-01T09:00:00Z' },
  { id: 7, email: 'new.hire@rigsmith.test', full_name: '', role: 'support', created_at: '2026-11-26T09:00:00Z' },
];

describe('StaffTable', () => {
  it('lists each member with email, role and since when; an invitee without a name by their email', async () => {
    const { container } = renderWithIntl(<StaffTable staff={staff} />);
    const table = screen.getByRole('table', { name: 'Staff' });
    const [, owner, invitee] = within(table).getAllByRole('row');
    expect(within(owner!).getByRole('rowheader').textContent).toBe('Olive Owner');
    expect(owner!.textContent).toContain('Owner');
    expect(owner!.textContent).toContain('1 Oct 2026');
    expect(within(invitee!).getByRole('rowheader').textContent).toBe('new.hire@rigsmith.test');
    expect(invitee!.getAttribute('data-role')).toBe('support');
    await expectNoAxeViolations(container);
  });

  it('speaks German in the German back office', () => {
    renderWithIntl(<StaffTable staff={staff} />, { locale: 'de-DE' });
    expect(screen.getByRole('table', { name: 'Mitarbeitende' }).textContent).toContain('Inhaber');
  });

  it('says when the list is loading, failed or empty', () => {
    const { rerender } = renderWithIntl(<StaffTable staff={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading staff…');
    rerender(<StaffTable staff={undefined} isError />);
    expect(screen.getByRole('alert').textContent).toContain('The staff could not be loaded.');
    rerender(<StaffTable staff={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No staff yet.');
  });
});
