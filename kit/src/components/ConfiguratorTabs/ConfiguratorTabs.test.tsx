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

  it('has no axe violations', async () => {
    const { container } = renderTabs();
    await expectNoAxeViolations(container);
  });
});
