import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PerformanceChart, type PerformanceChartRow } from './PerformanceChart';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const rows: PerformanceChartRow[] = [
  { id: 1, label: 'Rigsmith Striker RX 7600', href: '/models/striker', fps: { min: 61, max: 88 } },
  { id: 2, label: 'Rigsmith Vanguard RTX 5060', fps: { min: 84, max: 117 } },
  { id: 3, label: 'Rigsmith Titan RTX 4090', fps: { min: 203, max: 268 } },
];
const source = 'Estimates by PCGameBenchmarks (pcgamebenchmarks.com), pc-game-fps-dataset, CC BY 4.0';

describe('PerformanceChart', () => {
  it('is a real table of the figures, with the bars hidden from screen readers', () => {
    renderWithIntl(<PerformanceChart caption="Estimated FPS in Cyberpunk 2077 at 1440p High" rows={rows} source={source} />);
    const table = screen.getByRole('table', { name: 'Estimated FPS in Cyberpunk 2077 at 1440p High' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['PC', 'Estimated FPS']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(rows.map((row) => row.label));
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['61–88 FPS', '84–117 FPS', '203–268 FPS']);
    expect(within(table).getByRole('link', { name: 'Rigsmith Striker RX 7600' }).getAttribute('href')).toBe('/models/striker');
    for (const track of table.querySelectorAll('td [aria-hidden="true"]')) expect(track.textContent).toBe('');
  });

  it('scales the bars to the highest estimate and states the estimate note with the source', () => {
    const { container } = renderWithIntl(<PerformanceChart caption="FPS" rows={rows} source={source} />);
    // 268 rounds up to 270, so the Titan's high end sits at 99.26 %.
    const titanTrack = container.querySelectorAll('td [aria-hidden="true"]')[2]!;
    expect(titanTrack.getAttribute('style')).toContain('99.26%');
    const table = screen.getByRole('table');
    const note = document.getElementById(table.getAttribute('aria-describedby')!)!;
    expect(note.textContent).toContain('FPS figures are estimates');
    expect(note.textContent).toContain(source);
  });

  it('gives one figure for a row whose range is a single value', () => {
    renderWithIntl(<PerformanceChart caption="FPS" rows={[{ id: 9, label: 'Capped', fps: { min: 360, max: 360 } }]} />);
    expect(screen.getByText('360 FPS')).toBeTruthy();
  });

  it('says when there is nothing to chart, and keeps the note', () => {
    renderWithIntl(<PerformanceChart caption="FPS" rows={[]} />, { locale: 'fr-FR' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Aucun chiffre à afficher pour ces réglages.')).toBeTruthy();
    expect(screen.getByText(/pc-game-fps-dataset \(CC BY 4.0\)/)).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<PerformanceChart caption="FPS" rows={rows} source={source} />);
    await expectNoAxeViolations(container);
  });
});
