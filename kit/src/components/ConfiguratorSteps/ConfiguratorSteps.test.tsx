import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configuratorSteps, isRequiredStep } from '../../domain';
import { ConfiguratorSteps, type ConfiguratorStepItem } from './ConfiguratorSteps';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const steps: ConfiguratorStepItem[] = configuratorSteps.map((slot) => ({
  slot,
  required: isRequiredStep(slot),
  state: slot === 'cpu' ? 'done' : slot === 'motherboard' ? 'issue' : slot === 'gpu' ? 'warning' : slot === 'cooler' ? 'needed' : 'empty',
  count: slot === 'cpu' ? 1 : 0,
}));

const stepButton = (name: RegExp) => screen.getByRole('button', { name });

describe('ConfiguratorSteps', () => {
  it('lists every step in order in a navigation landmark, the current one marked', () => {
    renderWithIntl(<ConfiguratorSteps steps={steps} value="motherboard" onValueChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Build steps' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons).toHaveLength(13);
    expect(buttons[0]!.textContent).toBe('✓1. ProcessorChosen');
    expect(buttons[3]!.textContent).toBe('⚠4. Graphics cardHas a warning');
    expect(stepButton(/Motherboard/).getAttribute('aria-current')).toBe('step');
    expect(stepButton(/Processor/).hasAttribute('aria-current')).toBe(false);
  });

  it('says each step’s state in words: chosen, issue, warning, still needed, required, optional', () => {
    renderWithIntl(<ConfiguratorSteps steps={steps} value="cpu" onValueChange={() => {}} />);
    expect(stepButton(/CPU cooler/).textContent).toContain('Still needed');
    expect(stepButton(/Motherboard/).textContent).toContain('Compatibility issue');
    expect(stepButton(/Graphics card/).textContent).toContain('Has a warning');
    expect(stepButton(/Memory/).textContent).toContain('Required');
    expect(stepButton(/Monitor/).textContent).toContain('Optional');
    expect(stepButton(/Motherboard/).getAttribute('data-state')).toBe('issue');
  });

  it('reports the step picked', async () => {
    const onValueChange = vi.fn();
    renderWithIntl(<ConfiguratorSteps steps={steps} value="cpu" onValueChange={onValueChange} />);
    await userEvent.click(stepButton(/Case fans/));
    expect(onValueChange).toHaveBeenCalledWith('case-fan');
  });

  describe('Keyboard', () => {
    it('Tab lands on the current step; arrows, Home and End move; Enter picks', async () => {
      const onValueChange = vi.fn();
      renderWithIntl(<ConfiguratorSteps steps={steps} value="memory" onValueChange={onValueChange} />);
      await userEvent.tab();
      expect(document.activeElement).toBe(stepButton(/Memory/));
      await userEvent.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(stepButton(/Graphics card/));
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      expect(document.activeElement).toBe(stepButton(/Motherboard/));
      await userEvent.keyboard('{End}');
      expect(document.activeElement).toBe(stepButton(/Operating system/));
      await userEvent.keyboard('{Home}{Enter}');
      expect(onValueChange).toHaveBeenCalledWith('cpu');
    });
  });

  describe('A11y', () => {
    it('speaks the storefront language', () => {
      renderWithIntl(<ConfiguratorSteps steps={steps} value="cpu" onValueChange={() => {}} />, { locale: 'de-DE' });
      expect(screen.getByRole('navigation', { name: 'Konfigurationsschritte' })).toBeTruthy();
      expect(stepButton(/Grafikkarte/)).toBeTruthy();
    });

    it('keeps every step’s name and state for screen readers in the compact layout', async () => {
      const { container } = renderWithIntl(<ConfiguratorSteps steps={steps} value="memory" onValueChange={() => {}} compact />);
      expect(container.querySelector('nav')?.dataset.compact).toBe('true');
      expect(stepButton(/Memory/).getAttribute('aria-current')).toBe('step');
      expect(stepButton(/Graphics card/).textContent).toMatch(/Graphics card/);
      await expectNoAxeViolations(container);
    });

    it('has no axe violations', async () => {
      const { container } = renderWithIntl(<ConfiguratorSteps steps={steps} value="cpu" onValueChange={() => {}} />);
      await expectNoAxeViolations(container);
    });
  });
});
