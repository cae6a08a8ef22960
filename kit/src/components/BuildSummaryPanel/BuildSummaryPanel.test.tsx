import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildFigures, chosenFrom, noParts, seededBuildLinesForTest } from './testFigures';
import { BuildSummaryPanel } from './BuildSummaryPanel';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const options = { currency: 'gbp' as const, assemblyFee: 9900, assemblyDays: 2, today: new Date('2026-11-23T09:00:00Z') };

function panelFor(figures: ReturnType<typeof buildFigures>, extra: Partial<Parameters<typeof BuildSummaryPanel>[0]> = {}) {
  return (
    <BuildSummaryPanel
      price={figures.price}
      assemblyFee={figures.assemblyFee}
      estimatedShipDate={figures.estimatedShipDate}
      shippingDays={figures.shippingDays}
      inStock={figures.inStock}
      power={figures.power}
      blockerCount={figures.blockerCount}
      warningCount={figures.warningCount}
      missing={figures.missing}
      {...extra}
    />
  );
}

describe('BuildSummaryPanel', () => {
  it('an empty build: the fee alone, no ship date, everything still needed', () => {
    renderWithIntl(panelFor(buildFigures(noParts, options)));
    const summary = screen.getByRole('region', { name: 'Your build' });
    expect(summary.textContent).toContain('£99.00');
    expect(summary.textContent).toContain('Choose parts to see it');
    expect(summary.textContent).toContain('Processor, Motherboard, Memory, Storage, Case and Power supply');
    expect(summary.textContent).toContain('No issues');
  });

  it('a complete build: price with assembly, ship date in working days, ready', () => {
    const figures = buildFigures(chosenFrom(seededBuildLinesForTest('RS-VANGUARD-5070')), options);
    const { container } = renderWithIntl(panelFor(figures));
    const text = container.textContent!;
    expect(text).toContain('Includes assembly and testing (£99.00) and VAT');
    expect(text).toContain(`(${figures.shippingDays} working days)`);
    expect(container.querySelector('time')!.getAttribute('dateTime')).toBe(figures.estimatedShipDate);
    expect(container.firstElementChild!.hasAttribute('data-ready')).toBe(true);
    expect(screen.getByRole('meter', { name: 'PSU load' })).toBeTruthy();
  });

  it('tells parts out of stock from parts ordered in from the supplier', () => {
    const figures = buildFigures(chosenFrom(seededBuildLinesForTest('RS-VANGUARD-5070')), options);
    const { rerender } = renderWithIntl(panelFor(figures, { inStock: false }));
    expect(screen.getByRole('region').textContent).toContain('Some parts out of stock');
    rerender(panelFor(figures, { inStock: false, backorder: true }));
    expect(screen.getByRole('region').textContent).toContain('Some parts to be ordered in');
  });

  it('counts issues and warnings, and says what the customisation loses', () => {
    renderWithIntl(panelFor(buildFigures(noParts, options), { blockerCount: 2, warningCount: 1, lostDiscount: { amount: 10000, currency: 'gbp' } }));
    expect(screen.getByText('2 issues and 1 warning')).toBeTruthy();
    expect(screen.getByRole('region').textContent).toContain('Customised builds do not get the pre-built discount of £100.00.');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(panelFor(buildFigures(chosenFrom(seededBuildLinesForTest('RS-VANGUARD-5070')), options)), {
      locale: 'de-DE',
    });
    await expectNoAxeViolations(container);
  });
});
