import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { idsOf, part, seededBuilds, variant } from '../fixtures/curated';
import { psuTooLong } from './psu-too-long';

describe('psu-too-long', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(psuTooLong.check(build)).toEqual([]);
  });

  it('blocks a 200 mm ATX unit in a case that takes 170 mm', () => {
    const build = { psu: part('psu-corsair-hx1500i-2023'), case: part('case-fractal-design-define-r5') };
    expect(psuTooLong.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'psu', id: 'psu-corsair-hx1500i-2023' },
          { slot: 'case', id: 'case-fractal-design-define-r5' },
        ],
        message: { id: 'compat.psu-too-long', values: expect.objectContaining({ lengthMm: 200, maxLengthMm: 170 }) },
      }),
    ]);
  });

  it('blocks an SFX-L unit in a case that takes 100 mm SFX units', () => {
    expect(psuTooLong.check(variant('RS-NOMAD-5070', { psu: part('psu-asus-rog-loki-1000'), case: part('case-lian-li-a4-h20-x4') }))).toHaveLength(1);
  });

  it('offers only units that fit the case', () => {
    const fits = compatibilityFilter({ case: part('case-fractal-design-define-r5') }, 'psu');
    expect(idsOf('psu', fits)).toEqual(idsOf('psu', (psu) => psu.specs.formFactor === 'ATX' && psu.specs.lengthMm! <= 170));
  });
});
