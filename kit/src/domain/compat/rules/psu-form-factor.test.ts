import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { idsOf, part, seededBuilds, variant } from '../fixtures/curated';
import { psuFormFactor } from './psu-form-factor';

describe('psu-form-factor', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(psuFormFactor.check(build)).toEqual([]);
  });

  it('blocks an SFX power supply in a case for ATX units', () => {
    const build = variant('RS-VANGUARD-5060TI', { psu: part('psu-be-quiet-sfx-power-3-450') });
    expect(psuFormFactor.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'psu', id: 'psu-be-quiet-sfx-power-3-450' },
          { slot: 'case', id: 'case-nzxt-h5-flow-2024-black' },
        ],
        message: { id: 'compat.psu-form-factor', values: expect.objectContaining({ formFactor: 'SFX', supported: 'ATX', supportedCount: 1 }) },
      }),
    ]);
  });

  it('blocks an SFX-L unit in a case that takes SFX only', () => {
    expect(psuFormFactor.check({ psu: part('psu-be-quiet-sfx-l-power-600'), case: part('case-lian-li-a4-h20-x4') })).toHaveLength(1);
    expect(psuFormFactor.check({ psu: part('psu-be-quiet-sfx-l-power-600'), case: part('case-cooler-master-nr200p-v2-black') })).toEqual([]);
  });

  it('offers SFX and SFX-L units for a small case', () => {
    const fits = compatibilityFilter({ case: part('case-cooler-master-nr200p-v2-black') }, 'psu');
    expect(idsOf('psu', fits).length).toBeGreaterThan(0);
    expect(idsOf('psu', (psu) => fits(psu) && psu.specs.formFactor === 'ATX')).toEqual([]);
  });
});
