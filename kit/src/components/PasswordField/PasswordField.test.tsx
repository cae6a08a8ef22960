import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

function Controlled({ showRules = true }: { showRules?: boolean }) {
  const [value, setValue] = useState('');
  return <PasswordField label="New password" value={value} onChange={setValue} showRules={showRules} autoComplete="new-password" />;
}

const metRules = () =>
  within(screen.getByRole('list', { name: 'Your password needs:' }))
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-met'))
    .map((item) => item.textContent?.replace(/^[✓•]/, ''));

describe('PasswordField', () => {
  describe('Keyboard', () => {
    it('shows and hides the password with a toggle button that keeps its name', async () => {
      const user = userEvent.setup();
      renderWithIntl(<PasswordField label="Password" defaultValue="Secret1!" />);
      const input = screen.getByLabelText('Password') as HTMLInputElement;
      const toggle = screen.getByRole('button', { name: 'Show password' });
      expect(input.type).toBe('password');
      expect(toggle.getAttribute('aria-pressed')).toBe('false');
      toggle.focus();
      await user.keyboard('{Enter}');
      expect(input.type).toBe('text');
      expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('true');
      await user.keyboard(' ');
      expect(input.type).toBe('password');
    });
  });

  describe('Controlled', () => {
    it('ticks each SPEC §5 rule as the typed password meets it and announces the progress', async () => {
      const user = userEvent.setup();
      renderWithIntl(<Controlled />);
      expect(metRules()).toEqual([]);
      const input = screen.getByLabelText('New password');
      await user.type(input, 'a');
      expect(metRules()).toEqual(['a lower case letter (done)', 'only Latin letters, numbers and symbols (done)']);
      await user.type(input, 'A1');
      expect(metRules()).toHaveLength(4);
      await user.type(input, '!xyzw');
      expect(metRules()).toHaveLength(6);
      expect(screen.getByRole('status').textContent).toBe('6 of 6 password rules met');
      await user.type(input, 'é');
      expect(metRules()).not.toContain('only Latin letters, numbers and symbols (done)');
    });

    it('describes the input with the rules and the error', () => {
      renderWithIntl(<PasswordField label="New password" showRules errorMessage="Passwords do not match" value="" />);
      const input = screen.getByLabelText('New password');
      const described = input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' | ');
      expect(described).toContain('Passwords do not match');
      expect(described).toContain('Your password needs:');
      expect(input.getAttribute('aria-invalid')).toBe('true');
    });
  });

  describe('A11y', () => {
    it('has no axe violations with rules and an error', async () => {
      const { container } = renderWithIntl(
        <PasswordField label="New password" showRules errorMessage="Password must contain a number" defaultValue="abc" />,
      );
      await expectNoAxeViolations(container);
    });
  });
});
