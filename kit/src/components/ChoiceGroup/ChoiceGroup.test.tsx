import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceGroup } from './ChoiceGroup';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const options = [
  { value: '1080p', label: '1080p' },
  { value: '1440p', label: '1440p' },
  { value: '4k', label: '4K' },
] as const;

describe('ChoiceGroup', () => {
  describe('Uncontrolled', () => {
    it('is a labelled radio group that starts at its default', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithIntl(<ChoiceGroup label="Resolution" options={options} defaultValue="1080p" onValueChange={onValueChange} />);
      const group = screen.getByRole('radiogroup', { name: 'Resolution' });
      expect(within(group).getByRole('radio', { name: '1080p' })).toHaveProperty('checked', true);
      await user.click(screen.getByText('4K'));
      expect(within(group).getByRole('radio', { name: '4K' })).toHaveProperty('checked', true);
      expect(onValueChange).toHaveBeenCalledWith('4k');
    });
  });

  describe('Controlled', () => {
    it('shows the value it is given', () => {
      const { rerender } = renderWithIntl(<ChoiceGroup label="Resolution" options={options} value="1440p" />);
      expect(screen.getByRole('radio', { name: '1440p' })).toHaveProperty('checked', true);
      rerender(<ChoiceGroup label="Resolution" options={options} value="4k" />);
      expect(screen.getByRole('radio', { name: '4K' })).toHaveProperty('checked', true);
      expect(screen.getByText('4K').closest('label')!.hasAttribute('data-selected')).toBe(true);
    });
  });

  describe('Keyboard', () => {
    it('is one tab stop and arrow keys choose', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithIntl(<ChoiceGroup label="Resolution" options={options} defaultValue="1080p" onValueChange={onValueChange} />);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1080p' }));
      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1440p' }));
      expect(onValueChange).toHaveBeenLastCalledWith('1440p');
    });
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<ChoiceGroup label="Resolution" options={options} defaultValue="1080p" />);
    await expectNoAxeViolations(container);
  });
});
