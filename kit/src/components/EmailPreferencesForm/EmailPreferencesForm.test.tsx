import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailPreferencesForm } from './EmailPreferencesForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const orders = () => screen.getByRole('checkbox', { name: 'Order notifications' });
const marketing = () => screen.getByRole('checkbox', { name: 'Marketing emails' });

describe('EmailPreferencesForm', () => {
  describe('Keyboard', () => {
    it('toggles with Space and saves both preferences together', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      renderWithIntl(<EmailPreferencesForm value={{ notify_orders: true, notify_marketing: false }} onSubmit={onSubmit} />);
      expect(screen.getByRole('group', { name: 'Emails we send you' })).toBeTruthy();
      expect(orders()).toHaveProperty('checked', true);
      await user.tab();
      expect(document.activeElement).toBe(orders());
      await user.keyboard(' ');
      await user.tab();
      expect(document.activeElement).toBe(marketing());
      await user.keyboard(' ');
      await user.tab();
      await user.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledWith({ notify_orders: false, notify_marketing: true });
    });
  });

  describe('Controlled', () => {
    it('follows the saved value and keeps the choice after a refusal', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = renderWithIntl(<EmailPreferencesForm value={{ notify_orders: true, notify_marketing: false }} onSubmit={onSubmit} />);
      await user.click(marketing());
      rerender(
        <EmailPreferencesForm
          value={{ notify_orders: true, notify_marketing: false }}
          onSubmit={onSubmit}
          serverError={{ message: 'Could not save' }}
        />,
      );
      expect(marketing()).toHaveProperty('checked', true);
      expect(screen.getByRole('alert').textContent).toContain('Could not save');
      rerender(<EmailPreferencesForm value={{ notify_orders: false, notify_marketing: false }} onSubmit={onSubmit} />);
      expect(orders()).toHaveProperty('checked', false);
      expect(marketing()).toHaveProperty('checked', false);
    });
  });

  describe('A11y', () => {
    it('has no axe violations in its error state', async () => {
      const { container } = renderWithIntl(
        <EmailPreferencesForm
          value={{ notify_orders: true, notify_marketing: true }}
          onSubmit={() => {}}
          serverError={{ message: 'Could not save' }}
        />,
      );
      await expectNoAxeViolations(container);
    });
  });
});
