import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordForm } from './ChangePasswordForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const oldPassword = () => screen.getByLabelText('Current password') as HTMLInputElement;
const password = () => screen.getByLabelText('New password') as HTMLInputElement;
const confirmation = () => screen.getByLabelText('Confirm new password') as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(oldPassword(), 'Old-pass1');
  await user.type(password(), 'New-pass1');
  await user.type(confirmation(), 'New-pass1');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  describe('Uncontrolled', () => {
    it('submitting empty shows the three required messages and focuses the summary', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      renderWithIntl(<ChangePasswordForm onSubmit={onSubmit} />);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      const summary = screen.getByRole('alert');
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(Array(3).fill('This is a required field'));
      expect(document.activeElement).toBe(summary.parentElement);
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('keeps the fields after a refusal and clears them after a success only', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = renderWithIntl(<ChangePasswordForm onSubmit={onSubmit} />);
      await fill(user);
      expect(onSubmit).toHaveBeenCalledWith({ old_password: 'Old-pass1', password: 'New-pass1', confirmation: 'New-pass1' });
      rerender(
        <ChangePasswordForm onSubmit={onSubmit} serverError={{ message: 'Wrong', fields: { old_password: 'The current password is wrong' } }} />,
      );
      expect(oldPassword().value).toBe('Old-pass1');
      expect(oldPassword().getAttribute('aria-invalid')).toBe('true');
      rerender(<ChangePasswordForm onSubmit={onSubmit} successMessage="Password changed" />);
      expect(screen.getByText('Password changed').closest('[role="status"]')).not.toBeNull();
      expect([oldPassword().value, password().value, confirmation().value]).toEqual(['', '', '']);
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('A11y', () => {
    it('has no axe violations in its error state', async () => {
      const user = userEvent.setup();
      const { container } = renderWithIntl(<ChangePasswordForm onSubmit={() => {}} />);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      await expectNoAxeViolations(container);
    });
  });
});
