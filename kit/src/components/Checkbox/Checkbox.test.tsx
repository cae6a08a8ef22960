import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('Checkbox', () => {
  describe('Uncontrolled', () => {
    it('toggles when its label is clicked', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      renderWithIntl(<Checkbox onChange={onChange}>Remember me</Checkbox>);
      await user.click(screen.getByText('Remember me'));
      expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveProperty('checked', true);
      expect(onChange).toHaveBeenCalledWith(true);
    });
  });

  describe('Keyboard', () => {
    it('toggles with Space', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      renderWithIntl(<Checkbox onChange={onChange}>Marketing emails</Checkbox>);
      await user.tab();
      await user.keyboard(' ');
      expect(onChange).toHaveBeenLastCalledWith(true);
      await user.keyboard(' ');
      expect(onChange).toHaveBeenLastCalledWith(false);
    });
  });

  describe('Controlled', () => {
    it('shows its error, linked and marked invalid', () => {
      renderWithIntl(
        <Checkbox isSelected={false} errorMessage="You must agree to the terms and privacy policy" description="Read them first">
          I agree
        </Checkbox>,
      );
      const box = screen.getByRole('checkbox', { name: 'I agree' });
      expect(box.getAttribute('aria-invalid')).toBe('true');
      const described = box
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toEqual(['You must agree to the terms and privacy policy', 'Read them first']);
    });
  });

  describe('A11y', () => {
    it('has no axe violations with an error', async () => {
      const { container } = renderWithIntl(<Checkbox errorMessage="Required">I agree</Checkbox>);
      await expectNoAxeViolations(container);
    });
  });
});
