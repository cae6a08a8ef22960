import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PcBuildPerformance } from '../../domain';
import { BuildPerformance, type BuildPerformanceProps } from './BuildPerformance';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const performance: PcBuildPerformance = {
  resolution: '1440p',
  preset: 'high',
  games: [
    { game: { slug: 'cyberpunk-2077', name: 'Cyberpunk 2077', release_year: 2020, engine_fps_cap: null }, estimated_fps: { min: 58, max: 74 } },
    { game: { slug: 'counter-strike-2', name: 'Counter-Strike 2', release_year: 2023, engine_fps_cap: null }, estimated_fps: { min: 210, max: 260 } },
  ],
  source: 'PCGameBenchmarks via pc-game-fps-dataset (CC BY 4.0)',
};

function renderTab(props: Partial<BuildPerformanceProps> = {}) {
  const handlers = { onResolutionChange: vi.fn(), onPresetChange: vi.fn() };
  const utils = renderWithIntl(<BuildPerformance resolution="1440p" preset="high" performance={performance} canEstimate {...handlers} {...props} />);
  return { ...handlers, ...utils };
}

describe('BuildPerformance', () => {
  it('charts estimated FPS per game with the data source', () => {
    renderTab();
    const table = screen.getByRole('table', { name: 'Estimated FPS at 1440p High' });
    expect(within(table).getByRole('columnheader', { name: 'Game' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Cyberpunk 2077' })).toBeTruthy();
    expect(table.textContent).toContain('58');
    expect(screen.getByText(/PCGameBenchmarks via pc-game-fps-dataset/)).toBeTruthy();
  });

  it('reports a new resolution and preset', async () => {
    const { onResolutionChange, onPresetChange } = renderTab();
    await userEvent.click(screen.getByRole('radio', { name: '4K' }));
    expect(onResolutionChange).toHaveBeenCalledWith('4k');
    await userEvent.click(screen.getByRole('radio', { name: 'Ultra' }));
    expect(onPresetChange).toHaveBeenCalledWith('ultra');
  });

  it('explains why there is nothing to show yet, loads, and fails with a retry', async () => {
    const { rerender } = renderTab({ canEstimate: false });
    expect(screen.getByText(/Choose a processor and a graphics card/)).toBeTruthy();
    rerender(<BuildPerformance resolution="1080p" preset="high" canEstimate onResolutionChange={() => {}} onPresetChange={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Estimating FPS…');
    const onRetry = vi.fn();
    rerender(
      <BuildPerformance
        resolution="1080p"
        preset="high"
        canEstimate
        errorMessage="We couldn’t estimate FPS."
        onRetry={onRetry}
        onResolutionChange={() => {}}
        onPresetChange={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = renderTab();
    await expectNoAxeViolations(container);
  });
});
