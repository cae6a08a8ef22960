import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterForm } from './RegisterForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const renderForm = (props: Partial<Parameters<typeof RegisterForm>[0]> = {}) => {
  const onSubmit = vi.fn();
  const utils = renderWithIntl(<RegisterForm onSubmit={onSubmit} termsHref="/terms" privacyHref="/privacy" loginHref="/login" {...props} />);
  return { onSubmit, ...utils };
};
const terms = () => screen.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' });

describe('RegisterForm', () => {
  describe('Uncontrolled', () => {
    it('submitting empty asks for the email and the consent', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      const summary = screen.getByRole('alert');
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['This is a required field', 'You must agree to the terms and privacy policy']);
      expect(document.activeElement).toBe(summary.parentElement);
      expect(terms().getAttribute('aria-invalid')).toBe('true');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('links the terms and the privacy policy from the consent label', () => {
      renderForm();
      expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/terms');
      expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
    });

    it('submits the email lower-cased with the consent and the optional opt-in', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'Ada@Example.com');
      await user.click(terms());
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', terms_accepted: true, promotions_opt_in: false });
    });

    it('shows the taken-email refusal next to the email and keeps it', async () => {
      const user = userEvent.setup();
      const { rerender, onSubmit } = renderForm();
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
      await user.click(terms());
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      const message = 'A user with such an email has already been registered';
      rerender(
        <RegisterForm
          onSubmit={onSubmit}
          termsHref="/terms"
          privacyHref="/privacy"
          loginHref="/login"
          serverError={{ message, fields: { email: message } }}
        />,
      );
      const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
      expect(email.value).toBe('ada@example.com');
      expect(email.getAttribute('aria-invalid')).toBe('true');
      // Once in the summary (not repeated as its heading text) and once by the field.
      expect(screen.getAllByText(message)).toHaveLength(2);
      expect(terms()).toHaveProperty('checked', true);
    });

    it('shows the success message', () => {
      renderForm({ successMessage: 'Registration email sent' });
      expect(screen.getByRole('status').textContent).toBe('Registration email sent');
    });
  });

  describe('Keyboard', () => {
    it('ticks the consent with Space and submits with Enter', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.tab();
      await user.keyboard('ada@example.com');
      await user.tab();
      expect(document.activeElement).toBe(terms());
      await user.keyboard(' ');
      await user.tab();
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Email me offers and news' }));
      await user.keyboard(' ');
      screen.getByRole('textbox', { name: 'Email address' }).focus();
      await user.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', terms_accepted: true, promotions_opt_in: true });
    });
  });

  describe('A11y', () => {
    it('has no axe violations in its error state', async () => {
      const user = userEvent.setup();
      const { container } = renderForm();
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await expectNoAxeViolations(container);
    });
  });
});
