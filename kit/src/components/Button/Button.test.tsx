import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('Button', () => {
  describe('Keyboard', () => {
    it('presses with Enter and Space', async () => {
      const user = userEvent.setup();
      const onPress = vi.fn();
      renderWithIntl(<Button onPress={onPress}>Save</Button>);
      await user.tab();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(onPress).toHaveBeenCalledTimes(2);
    });
  });

  it('while pending keeps focus, says it is busy and ignores presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithIntl(
      <Button onPress={onPress} isPending>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.hasAttribute('data-pending')).toBe(true);
    await user.click(button);
    expect(document.activeElement).toBe(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does not submit its form while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderWithIntl(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('A11y', () => {
    it('has no axe violations', async () => {
      const { container } = renderWithIntl(
        <>
          <Button>Primary</Button>
          <Button variant="secondary" isPending>
            Secondary
          </Button>
          <Button variant="danger">Delete</Button>
        </>,
      );
      await expectNoAxeViolations(container);
    });
  });
});
