import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '../../domain/contract/admin';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';
import { StaffTable } from './StaffTable';

const staff: StaffMember[] = [
  { id: 1, email: 'olive.owner@rigsmith.test', full_name: 'Olive Owner', role: 'owner', status: 'active', created_at: '2026-10-01T09:00:00Z' },
  { id: 7, email: 'new.hire@rigsmith.test', full_name: '', role: 'support', status: 'invited', created_at: '2026-11-26T09:00:00Z' },
];

describe('StaffTable', () => {
  it('lists each member with email, role, status and since when; an invitee without a name by their email', async () => {
    const { container } = renderWithIntl(<StaffTable staff={staff} />);
    const table = screen.getByRole('table', { name: 'Staff' });
    const [, owner, invitee] = within(table).getAllByRole('row');
    expect(within(owner!).getByRole('rowheader').textContent).toBe('Olive Owner');
    expect(owner!.textContent).toContain('Owner');
    expect(owner!.textContent).toContain('1 Oct 2026');
    expect(within(invitee!).getByRole('rowheader').textContent).toBe('new.hire@rigsmith.test');
    expect(invitee!.getAttribute('data-role')).toBe('support');
    expect(owner!.textContent).toContain('Active');
    expect(invitee!.textContent).toContain('Invitation pending');
    expect(invitee!.getAttribute('data-status')).toBe('invited');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('sends a pending invitation again by keyboard and announces it; an active member has no such button', async () => {
    const onResend = vi.fn(async () => {});
    const user = userEvent.setup();
    const { container } = renderWithIntl(<StaffTable staff={staff} onResend={onResend} />);
    const [, owner] = within(screen.getByRole('table', { name: 'Staff' })).getAllByRole('row');
    expect(within(owner!).queryByRole('button')).toBeNull();
    screen.getByRole('button', { name: 'Resend invitation to new.hire@rigsmith.test' }).focus();
    await user.keyboard('{Enter}');
    expect(onResend).toHaveBeenCalledWith(staff[1]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Invitation sent again to new.hire@rigsmith.test.'));
    await expectNoAxeViolations(container);
  });

  it('shows the server’s refusal of a resend and moves focus to it', async () => {
    const onResend = vi.fn(async () => {
      throw Object.assign(new Error('new.hire@rigsmith.test is already on the staff.'), { fields: {} });
    });
    const user = userEvent.setup();
    renderWithIntl(<StaffTable staff={staff} onResend={onResend} />);
    await user.click(screen.getByRole('button', { name: 'Resend invitation to new.hire@rigsmith.test' }));
    await waitFor(() => expect(document.body.textContent).toContain('The invitation to new.hire@rigsmith.test could not be sent again'));
    expect(document.body.textContent).toContain('new.hire@rigsmith.test is already on the staff.');
    expect(document.activeElement?.textContent).toContain('could not be sent again');
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
