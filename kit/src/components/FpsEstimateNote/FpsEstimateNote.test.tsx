import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FpsEstimateNote } from './FpsEstimateNote';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('FpsEstimateNote', () => {
  it('says the figures are estimates and credits the dataset', () => {
    renderWithIntl(<FpsEstimateNote />);
    expect(screen.getByText(/FPS figures are estimates, not measurements/)).toBeTruthy();
    expect(screen.getByText('Estimates by PCGameBenchmarks, from the pc-game-fps-dataset (CC BY 4.0).')).toBeTruthy();
  });

  it('shows the source the API sends', () => {
    renderWithIntl(<FpsEstimateNote source="PCGameBenchmarks via pc-game-fps-dataset, CC BY 4.0" />, { locale: 'it-IT' });
    expect(screen.getByText(/Gli FPS sono stime/)).toBeTruthy();
    expect(screen.getByText('PCGameBenchmarks via pc-game-fps-dataset, CC BY 4.0')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<FpsEstimateNote id="note" />);
    await expectNoAxeViolations(container);
  });
});
