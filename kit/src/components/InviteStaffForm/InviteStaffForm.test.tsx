import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';
import { InviteStaffForm } from './InviteStaffForm';

describe('InviteStaffForm', () => {
  it('checks every field, with the errors next to them and in the summary', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithIntl(<InviteStaffForm onSubmit={onSubmit} aria-label="Invite staff" />);
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role.getAttribute('aria-invalid')).toBe('true');
    expect(role.getAttribute('aria-describedby')).toMatch(/-error$/);
    const summary = screen.getByRole('alert');
    expect(document.activeElement?.contains(summary)).toBe(true);
    expect(within(summary).getByRole('link', { name: 'Incorrect email format' })).toBeTruthy();
    expect(within(summary).getAllByRole('link', { name: 'This is a required field' })).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('sends the cleaned values and clears the fields once the invitation is sent', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithIntl(<InviteStaffForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), ' Sam@Rigsmith.test ');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Sam Support');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Support');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'sam@rigsmith.test', full_name: 'Sam Support', role: 'support' });
    rerender(<InviteStaffForm onSubmit={onSubmit} successMessage="Invitation sent to sam@rigsmith.test." />);
    expect(screen.getByRole('status').textContent).toBe('Invitation sent to sam@rigsmith.test.');
    expect((screen.getByRole('textbox', { name: /Email address/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value).toBe('');
  });

  it('shows the server’s refusal and keeps everything typed', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithIntl(<InviteStaffForm onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'sam@rigsmith.test');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Sam Support');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Owner');
    rerender(<InviteStaffForm onSubmit={vi.fn()} serverError={{ message: 'This address is staff already' }} />);
    expect(screen.getByRole('alert').textContent).toContain('This address is staff already');
    expect((screen.getByRole('textbox', { name: /Email address/ }) as HTMLInputElement).value).toBe('sam@rigsmith.test');
    expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value).toBe('owner');
  });
});
