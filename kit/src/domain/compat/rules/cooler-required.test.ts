import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { coolerRequired } from './cooler-required';

describe('cooler-required', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(coolerRequired.check(build)).toEqual([]);
  });

  it('blocks an X3D processor (sold without a cooler) with no cooler chosen', () => {
    expect(coolerRequired.check(variant('RS-VANGUARD-5070', { cooler: null }))).toEqual([
      {
        rule: 'cooler-required',
        severity: 'blocker',
        parts: [{ slot: 'cpu', id: 'cpu-amd-ryzen-7-7800x3d' }],
        message: { id: 'compat.cooler-required', values: { cpu: 'AMD Ryzen 7 7800X3D' } },
      },
    ]);
  });

  it('lets a processor with a boxed cooler go without one', () => {
    expect(coolerRequired.check(variant('RS-STRIKER-5060', { cooler: null }))).toEqual([]);
  });

  it('does not hide processors without a cooler before the cooler step', () => {
    expect(compatibilityFilter({}, 'cpu')(part('cpu-amd-ryzen-7-7800x3d'))).toBe(true);
  });
});
