import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('ForgotPasswordForm', () => {
  describe('Uncontrolled', () => {
    it('refuses a malformed email with its own message', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      renderWithIntl(<ForgotPasswordForm onSubmit={onSubmit} loginHref="/login" />);
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Incorrect email format' })).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('submits the email and shows the neutral reply', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = renderWithIntl(<ForgotPasswordForm onSubmit={onSubmit} loginHref="/login" />);
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), ' ADA@example.com');
      await user.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' });
      rerender(<ForgotPasswordForm onSubmit={onSubmit} loginHref="/login" successMessage="If an account is linked, a link is on its way." />);
      expect(screen.getByRole('status').textContent).toBe('If an account is linked, a link is on its way.');
      expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    });
  });

  describe('A11y', () => {
    it('has no axe violations in its error state', async () => {
      const user = userEvent.setup();
      const { container } = renderWithIntl(<ForgotPasswordForm onSubmit={() => {}} loginHref="/login" />, { locale: 'it-IT' });
      await user.click(screen.getByRole('button', { name: 'Invia il link' }));
      await expectNoAxeViolations(container);
    });
  });
});
