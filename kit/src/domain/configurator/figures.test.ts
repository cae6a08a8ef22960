import { describe, expect, it } from 'vitest';
import type { CompatibilityIssue } from '../compat/types';
import { buildFigures, stepStates } from './figures';
import { chosenFrom, noParts, withAmount } from './chosenParts';
import { offer, seededBuildLines } from './fixtures/offers';

// A Friday: ship dates skip the weekend.
const options = { currency: 'gbp' as const, assemblyFee: 9900, assemblyDays: 2, today: new Date('2026-11-27T10:00:00Z') };

describe('buildFigures', () => {
  it('an empty build costs the assembly fee and ships on no date', () => {
    const figures = buildFigures(noParts, options);
    expect(figures).toMatchObject({
      issues: [],
      missing: ['cpu', 'motherboard', 'memory', 'storage', 'case', 'psu'],
      partsPrice: { amount: 0, currency: 'gbp' },
      price: { amount: 9900, currency: 'gbp' },
      estimatedShipDate: null,
      shippingDays: 0,
      inStock: false,
      canOrder: false,
    });
  });

  it('prices parts times amounts plus the fee, and ships after the slowest part and assembly', () => {
    const cpu = offer('cpu-amd-ryzen-5-5500'); // £58.99, 4 days
    const ram = offer('memory-teamgroup-t-force-vulcan-z-16gb-3200'); // £30.99, 3 days
    const chosen = withAmount(withAmount(noParts, cpu, 1), ram, 2);
    const figures = buildFigures(chosen, options);
    expect(figures.partsPrice.amount).toBe(5899 + 2 * 3099);
    expect(figures.price?.amount).toBe(5899 + 2 * 3099 + 9900);
    expect(figures.shippingDays).toBe(6);
    // Friday 27 + 6 working days → Monday 7 December.
    expect(figures.estimatedShipDate).toBe('2026-12-07');
  });

  it('says whether parts out of stock can be ordered in (backorder) or not', () => {
    const cpu = offer('cpu-amd-ryzen-5-5500');
    const ram = offer('memory-teamgroup-t-force-vulcan-z-16gb-3200');
    const chosen = (backorder: boolean) => withAmount(withAmount(noParts, cpu, 1), { ...ram, in_stock: false, backorder }, 1);
    expect(buildFigures(chosen(true), options)).toMatchObject({ inStock: false, backorder: true });
    expect(buildFigures(chosen(false), options)).toMatchObject({ inStock: false, backorder: false });
    expect(buildFigures(withAmount(noParts, cpu, 1), options)).toMatchObject({ inStock: true, backorder: false });
  });

  it('has no price while the assembly fee is unknown', () => {
    expect(buildFigures(noParts, { ...options, assemblyFee: null }).price).toBeNull();
  });

  it('a complete pre-built build can be ordered, with its power explained', () => {
    const figures = buildFigures(chosenFrom(seededBuildLines('RS-VANGUARD-5070')), options);
    expect(figures.missing).toEqual([]);
    expect(figures.blockerCount).toBe(0);
    expect(figures.canOrder).toBe(true);
    expect(figures.power.psuW).toBeGreaterThanOrEqual(figures.power.recommendedW);
    expect(figures.psuOverloaded).toBe(false);
  });

  it('an undersized PSU is overloaded and blocks the order', () => {
    const chosen = withAmount(chosenFrom(seededBuildLines('RS-TITAN-5090')), offer('psu-msi-mag-a550bn'), 1);
    const figures = buildFigures(chosen, options);
    expect(figures.psuOverloaded).toBe(true);
    expect(figures.issues.map((issue) => issue.rule)).toContain('psu-wattage');
    expect(figures.canOrder).toBe(false);
  });

  it('a part no longer sold stops the order', () => {
    const chosen = withAmount(chosenFrom(seededBuildLines('RS-VANGUARD-5070')), offer('os-microsoft-windows-10-pro'), 1);
    const figures = buildFigures(chosen, options);
    expect(figures.unavailable.map((line) => line.part.id)).toEqual(['os-microsoft-windows-10-pro']);
    expect(figures.canOrder).toBe(false);
  });

  it('refuses a part priced in another currency', () => {
    expect(() => buildFigures(withAmount(noParts, offer('cpu-amd-ryzen-5-5500', 'eur'), 1), options)).toThrow(/priced in eur/);
  });
});

describe('stepStates', () => {
  it('marks chosen steps done, blockers’ steps as issues, and the slot a rule asks to fill as needed', () => {
    // An AM4 processor without graphics on an LGA1700 board: socket mismatch, and a graphics card is required.
    const chosen = withAmount(withAmount(noParts, offer('cpu-amd-ryzen-7-5700x'), 1), offer('motherboard-asus-tuf-gaming-b760-plus-wifi'), 1);
    const { issues } = buildFigures(chosen, options);
    const states = stepStates(chosen, issues);
    expect(states.cpu).toBe('issue');
    expect(states.motherboard).toBe('issue');
    expect(states.gpu).toBe('needed');
    expect(states.cooler).toBe('needed');
    expect(states.memory).toBe('empty');
  });

  it('blames no chosen part for a slot still to fill', () => {
    const chosen = withAmount(noParts, offer('cpu-amd-ryzen-7-5700x'), 1);
    const states = stepStates(chosen, buildFigures(chosen, options).issues);
    expect(states.cpu).toBe('done');
    expect(states.gpu).toBe('needed');
  });

  it('marks a step with only a warning as warning', () => {
    const chosen = chosenFrom(seededBuildLines('RS-VANGUARD-5070'));
    const warning: CompatibilityIssue = {
      rule: 'bios-update',
      severity: 'warning',
      parts: [{ slot: 'motherboard', id: chosen.motherboard![0]!.part.id }],
      message: { id: 'compat.bios-update', values: {} },
    };
    const states = stepStates(chosen, [warning]);
    expect(states.motherboard).toBe('warning');
    expect(states.cpu).toBe('done');
  });
});
