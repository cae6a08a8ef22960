import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './LoginForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const renderForm = (props: Partial<Parameters<typeof LoginForm>[0]> = {}) => {
  const onSubmit = vi.fn();
  const utils = renderWithIntl(<LoginForm onSubmit={onSubmit} forgotPasswordHref="/login/reset" registerHref="/register" {...props} />);
  return { onSubmit, ...utils };
};

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const password = () => screen.getByLabelText('Password');

describe('LoginForm', () => {
  describe('Uncontrolled', () => {
    it('submitting empty shows every required message next to its field and in a focused summary', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(onSubmit).not.toHaveBeenCalled();
      const summary = screen.getByRole('alert');
      expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['This is a required field', 'This is a required field']);
      expect(document.activeElement).toBe(summary.parentElement);
      expect(email().getAttribute('aria-invalid')).toBe('true');
      expect(email().getAttribute('aria-describedby')).toBeTruthy();
      const describedBy = email().getAttribute('aria-describedby')!.split(' ');
      expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('This is a required field');
      expect(password().getAttribute('aria-invalid')).toBe('true');
    });

    it('a summary link moves focus to its field', async () => {
      const user = userEvent.setup();
      renderForm();
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await user.click(within(screen.getByRole('alert')).getAllByRole('link')[1]!);
      expect(document.activeElement).toBe(password());
    });

    it('calls onSubmit with the parsed values (email trimmed and lower-cased)', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.type(email(), '  Ada@Example.COM ');
      await user.type(password(), 'secret');
      await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret', remember_me: true });
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('checks a field on blur only once it was changed, and not while typing', async () => {
      const user = userEvent.setup();
      renderForm();
      await user.click(email());
      await user.tab();
      expect(screen.queryByText('This is a required field')).toBeNull();
      await user.click(email());
      await user.keyboard('ada@');
      expect(screen.queryByText('Incorrect email format')).toBeNull();
      await user.tab();
      expect(screen.getByText('Incorrect email format')).toBeTruthy();
      // No summary before a submit: the message sits by the field only.
      expect(screen.queryByRole('alert')).toBeNull();
      // Fixing it removes the message at once.
      await user.click(email());
      await user.keyboard('example.com');
      expect(screen.queryByText('Incorrect email format')).toBeNull();
    });

    it('shows the server refusal in the summary and keeps what was typed', async () => {
      const user = userEvent.setup();
      const { rerender, onSubmit } = renderForm();
      await user.type(email(), 'ada@example.com');
      await user.type(password(), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(onSubmit).toHaveBeenCalledOnce();
      rerender(
        <LoginForm
          onSubmit={onSubmit}
          forgotPasswordHref="/login/reset"
          registerHref="/register"
          serverError={{ message: 'Your Email Address or Password is incorrect.' }}
        />,
      );
      const summary = screen.getByRole('alert');
      expect(summary.textContent).toContain('Your Email Address or Password is incorrect.');
      expect(document.activeElement).toBe(summary.parentElement);
      expect((email() as HTMLInputElement).value).toBe('ada@example.com');
      expect((password() as HTMLInputElement).value).toBe('wrong');
    });

    it('shows server field texts next to their field until that field is edited', async () => {
      const user = userEvent.setup();
      renderForm({
        serverError: { message: 'Too many attempts', fields: { email: 'Try again in 15 minutes' } },
        defaultValues: { email: 'ada@example.com' },
      });
      expect(screen.getAllByText('Try again in 15 minutes')).toHaveLength(2);
      expect(email().getAttribute('aria-invalid')).toBe('true');
      await user.type(email(), 'x');
      expect(screen.queryAllByText('Try again in 15 minutes')).toHaveLength(0);
    });
  });

  describe('Keyboard', () => {
    it('tabs through the fields in order and submits with Enter', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.tab();
      expect(document.activeElement).toBe(email());
      await user.keyboard('ada@example.com');
      await user.tab();
      expect(document.activeElement).toBe(password());
      await user.keyboard('secret');
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show password' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Remember me' }));
      await user.keyboard(' ');
      expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveProperty('checked', true);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Forgot password?' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Create an account' }));
      password().focus();
      await user.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret', remember_me: true });
    });

    it('ignores a second submit while the first is pending', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm({ isSubmitting: true, defaultValues: { email: 'ada@example.com', password: 'secret' } });
      const button = screen.getByRole('button', { name: 'Sign in' });
      expect(button.getAttribute('aria-busy')).toBe('true');
      await user.click(button);
      password().focus();
      await user.keyboard('{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  it('links to the forgot-password and register screens', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/login/reset');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  describe('A11y', () => {
    it('has no axe violations in its error state', async () => {
      const user = userEvent.setup();
      const { container } = renderForm();
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await expectNoAxeViolations(container);
    });
  });
});
