import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '../../domain';
import { AccountDetailsForm } from './AccountDetailsForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const account: Account = {
  id: 7,
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  phone_number: '+447123456123',
  birth_date: null,
  notify_orders: true,
  notify_marketing: false,
};

const fullName = () => screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement;
const phone = () => screen.getByRole('textbox', { name: 'Phone number (optional)' }) as HTMLInputElement;

describe('AccountDetailsForm', () => {
  describe('Uncontrolled', () => {
    it('starts from the account, with the email read-only', () => {
      renderWithIntl(<AccountDetailsForm account={account} onSubmit={() => {}} />);
      expect(fullName().value).toBe('Ada Lovelace');
      expect(phone().value).toBe('+447123456123');
      const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
      expect(email.readOnly).toBe(true);
      expect(email.value).toBe('ada@example.com');
    });

    it('requires the name and checks the phone', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      renderWithIntl(<AccountDetailsForm account={account} onSubmit={onSubmit} />);
      await user.clear(fullName());
      await user.clear(phone());
      await user.type(phone(), '12345');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      const summary = screen.getByRole('alert');
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['This is a required field', 'Number is not correct']);
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('submits the parsed update: phone normalised, an empty date as null, an empty phone cleared', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      renderWithIntl(<AccountDetailsForm account={account} onSubmit={onSubmit} />);
      await user.clear(phone());
      await user.type(phone(), '+33 6 12 34 56 78');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(onSubmit).toHaveBeenLastCalledWith({ full_name: 'Ada Lovelace', phone_number: '+33612345678', birth_date: null });
      await user.clear(phone());
      await user.type(screen.getByLabelText('Date of birth (optional)'), '1990-12-10');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(onSubmit).toHaveBeenLastCalledWith({ full_name: 'Ada Lovelace', phone_number: '', birth_date: '1990-12-10' });
    });

    it('keeps what was typed when the server refuses, and follows the saved account', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = renderWithIntl(<AccountDetailsForm account={account} onSubmit={onSubmit} />);
      await user.clear(fullName());
      await user.type(fullName(), 'Ada King');
      rerender(
        <AccountDetailsForm account={account} onSubmit={onSubmit} serverError={{ message: 'Nope', fields: { full_name: 'Name is too long' } }} />,
      );
      expect(fullName().value).toBe('Ada King');
      expect(fullName().getAttribute('aria-invalid')).toBe('true');
      rerender(<AccountDetailsForm account={{ ...account, full_name: 'Ada King' }} onSubmit={onSubmit} successMessage="Information saved" />);
      expect(fullName().value).toBe('Ada King');
      expect(fullName().getAttribute('aria-invalid')).toBeNull();
      expect(screen.getByRole('status').textContent).toBe('Information saved');
    });
  });

  describe('A11y', () => {
    it('has no axe violations in its error state', async () => {
      const user = userEvent.setup();
      const { container } = renderWithIntl(<AccountDetailsForm account={account} onSubmit={() => {}} />);
      await user.clear(fullName());
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      await expectNoAxeViolations(container);
    });
  });
});
