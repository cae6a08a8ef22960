import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreatePasswordForm } from './CreatePasswordForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const renderForm = (props: Partial<Parameters<typeof CreatePasswordForm>[0]> = {}) => {
  const onSubmit = vi.fn();
  const utils = renderWithIntl(<CreatePasswordForm kind="create" email="ada@example.com" onSubmit={onSubmit} {...props} />);
  return { onSubmit, ...utils };
};

const password = () => screen.getByLabelText('New password');
const confirmation = () => screen.getByLabelText('Confirm new password');
const submit = () => screen.getByRole('button', { name: /Create password|Save new password/ });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.tagName === 'P' && element.textContent?.startsWith('Password'))?.textContent;

describe('CreatePasswordForm', () => {
  describe('Uncontrolled', () => {
    it('submitting empty shows every required message, listed in the focused summary', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.click(submit());
      expect(onSubmit).not.toHaveBeenCalled();
      const summary = screen.getByRole('alert');
      expect(document.activeElement).toBe(summary.parentElement);
      expect(within(summary).getAllByRole('link')).toHaveLength(4);
      for (const name of ['Full name', 'Phone number', 'New password', 'Confirm new password']) {
        expect(screen.getByLabelText(name).getAttribute('aria-invalid')).toBe('true');
      }
    });

    it('shows the account email read-only for password managers', () => {
      renderForm();
      const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
      expect(email.value).toBe('ada@example.com');
      expect(email.readOnly).toBe(true);
      expect(email.autocomplete).toBe('username');
    });

    // One test per SPEC §5 rule: a password failing that rule alone shows its own message.
    it.each([
      ['Aa1!', 'Password must be at least 8 characters long'],
      ['ABCDEFG1!', 'Password must contain a lower case letter'],
      ['abcdefg1!', 'Password must contain an upper case letter'],
      ['Abcdefgh!', 'Password must contain a number'],
      ['Abcdefgh1', 'Password must contain a special character'],
      ['Abcdefgh1!é', 'Password must use the Latin alphabet only'],
      [`Aa1!${'x'.repeat(130)}`, 'Password must be at most 128 characters long'],
    ])('%s fails with "%s"', async (typed, message) => {
      const user = userEvent.setup();
      renderForm({ kind: 'reset' });
      await user.click(password());
      await user.paste(typed);
      await user.click(confirmation());
      await user.paste(typed);
      await user.click(submit());
      expect(errorOf(password())).toBe(message);
      expect(within(screen.getByRole('alert')).getByRole('link', { name: message })).toBeTruthy();
    });

    it('says when the confirmation does not match, and clears it once the password is fixed to match', async () => {
      const user = userEvent.setup();
      renderForm({ kind: 'reset' });
      await user.type(password(), 'Abcdefg1!');
      await user.type(confirmation(), 'Abcdefg1?');
      await user.click(submit());
      expect(screen.getAllByText('Passwords do not match')).toHaveLength(2);
      await user.type(password(), '{Backspace}?');
      expect(screen.queryAllByText('Passwords do not match')).toHaveLength(0);
    });

    it('calls onSubmit with the parsed values (name trimmed, phone normalised)', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.type(screen.getByRole('textbox', { name: 'Full name' }), '  Ada Lovelace ');
      await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+44 (7123) 456-123');
      await user.type(password(), 'Abcdefg1!');
      await user.type(confirmation(), 'Abcdefg1!');
      await user.click(submit());
      expect(onSubmit).toHaveBeenCalledWith({
        full_name: 'Ada Lovelace',
        phone_number: '+447123456123',
        password: 'Abcdefg1!',
        confirmation: 'Abcdefg1!',
      });
    });

    it('for a reset asks only for the password and sends no profile', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm({ kind: 'reset' });
      expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull();
      await user.type(password(), 'Abcdefg1!');
      await user.type(confirmation(), 'Abcdefg1!');
      await user.click(screen.getByRole('button', { name: 'Save new password' }));
      expect(onSubmit).toHaveBeenCalledWith({ password: 'Abcdefg1!', confirmation: 'Abcdefg1!' });
    });

    it('shows server field errors next to their field and keeps what was typed', async () => {
      const user = userEvent.setup();
      const { rerender, onSubmit } = renderForm();
      await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada');
      await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+447123456123');
      await user.type(password(), 'Abcdefg1!');
      await user.type(confirmation(), 'Abcdefg1!');
      await user.click(submit());
      rerender(
        <CreatePasswordForm
          kind="create"
          email="ada@example.com"
          onSubmit={onSubmit}
          serverError={{ message: 'Please check the form', fields: { phone_number: 'Le numéro est incorrect' } }}
        />,
      );
      const phone = screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement;
      expect(phone.getAttribute('aria-invalid')).toBe('true');
      expect(phone.value).toBe('+447123456123');
      expect((password() as HTMLInputElement).value).toBe('Abcdefg1!');
      const summary = screen.getByRole('alert');
      expect(within(summary).getByText('Please check the form')).toBeTruthy();
      expect(within(summary).getByRole('link', { name: 'Le numéro est incorrect' })).toBeTruthy();
    });
  });

  describe('A11y', () => {
    it('has no axe violations in its error state', async () => {
      const user = userEvent.setup();
      const { container } = renderForm();
      await user.type(password(), 'abc');
      await user.click(submit());
      await expectNoAxeViolations(container);
    });
  });
});
