import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfiguratorTabs } from './ConfiguratorTabs';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const renderTabs = (onValueChange = vi.fn()) =>
  renderWithIntl(<ConfiguratorTabs components={<p>Parts here</p>} performance={<p>FPS here</p>} onValueChange={onValueChange} />);

describe('ConfiguratorTabs', () => {
  it('shows the components first, the other panel on its tab', async () => {
    const onValueChange = vi.fn();
    renderTabs(onValueChange);
    expect(screen.getByRole('tablist', { name: 'Build views' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Components' }).textContent).toBe('Parts here');
    await userEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(onValueChange).toHaveBeenCalledWith('performance');
    expect(screen.getByRole('tabpanel', { name: 'Performance' }).textContent).toBe('FPS here');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderTabs();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Components' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Performance' }));
    expect(screen.getByRole('tab', { name: 'Performance' }).getAttribute('aria-selected')).toBe('true');
  });

  it('wraps with the arrow keys, goes to the ends with Home and End, and keeps only the shown tab in the Tab order', async () => {
    const onValueChange = vi.fn();
    renderTabs(onValueChange);
    const components = screen.getByRole('tab', { name: 'Components' });
    const performance = screen.getByRole('tab', { name: 'Performance' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(performance);
    expect(onValueChange).toHaveBeenLastCalledWith('performance');
    expect(performance.getAttribute('tabindex')).toBe('0');
    expect(components.getAttribute('tabindex')).toBe('-1');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(components);
    expect(components.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(performance);
    // Tab leaves the tab list for the shown panel.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Performance' }));
  });

  it('links each tab to its panel and leaves the hidden panel empty', () => {
    renderTabs();
    const performance = screen.getByRole('tab', { name: 'Performance' });
    const hiddenPanel = document.getElementById(performance.getAttribute('aria-controls') ?? '');
    expect(hiddenPanel?.hidden).toBe(true);
    expect(hiddenPanel?.textContent).toBe('');
    expect(hiddenPanel?.getAttribute('aria-labelledby')).toBe(performance.id);
    expect(screen.getByRole('tabpanel', { name: 'Components' }).getAttribute('data-state')).toBe('active');
  });

  it('follows the value the app controls', async () => {
    const onValueChange = vi.fn();
    const { rerender } = renderWithIntl(
      <ConfiguratorTabs value="components" components={<p>Parts here</p>} performance={<p>FPS here</p>} onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(onValueChange).toHaveBeenCalledWith('performance');
    // Still the app's value until it changes it.
    expect(screen.getByRole('tab', { name: 'Components' }).getAttribute('aria-selected')).toBe('true');
    rerender(<ConfiguratorTabs value="performance" components={<p>Parts here</p>} performance={<p>FPS here</p>} onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel', { name: 'Performance' }).textContent).toBe('FPS here');
  });

  it('has no axe violations', async () => {
    const { container } = renderTabs();
    await expectNoAxeViolations(container);
  });
});
