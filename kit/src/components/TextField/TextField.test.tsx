import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  describe('Uncontrolled', () => {
    it('is a labelled input that reports what is typed', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      renderWithIntl(<TextField label="Full name" defaultValue="Ada" onChange={onChange} isRequired />);
      const input = screen.getByRole('textbox', { name: 'Full name' });
      expect(input.getAttribute('aria-required')).toBe('true');
      expect(input.hasAttribute('required')).toBe(false);
      await user.type(input, ' L');
      expect(onChange).toHaveBeenLastCalledWith('Ada L');
    });
  });

  describe('Controlled', () => {
    it('links its hint always and its error while it has one', () => {
      const { rerender } = renderWithIntl(<TextField label="Phone" description="Include the country code" value="" />);
      const input = screen.getByRole('textbox', { name: 'Phone' });
      expect(describedText(input)).toEqual(['Include the country code']);
      expect(input.getAttribute('aria-invalid')).toBeNull();
      rerender(<TextField label="Phone" description="Include the country code" value="12" errorMessage="Number is not correct" />);
      expect(describedText(input)).toEqual(['Include the country code', 'Number is not correct']);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.closest('[data-invalid]')).not.toBeNull();
    });
  });

  describe('A11y', () => {
    it('has no axe violations with a hint and an error', async () => {
      const { container } = renderWithIntl(
        <TextField label="Email" description="We never share it" errorMessage="Incorrect email format" value="x" type="email" />,
      );
      await expectNoAxeViolations(container);
    });
  });
});
