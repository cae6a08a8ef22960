import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { idsOf, part, seededBuilds, variant } from '../fixtures/curated';
import { radiatorTooBig } from './radiator-too-big';

describe('radiator-too-big', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(radiatorTooBig.check(build)).toEqual([]);
  });

  it('blocks a 360 mm radiator in a case that mounts up to 280 mm', () => {
    const build = variant('RS-NOMAD-5070', { cooler: part('cooler-nzxt-kraken-360') });
    expect(radiatorTooBig.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'cooler', id: 'cooler-nzxt-kraken-360' },
          { slot: 'case', id: 'case-cooler-master-nr200p-v2-black' },
        ],
        message: {
          id: 'compat.radiator-too-big',
          values: expect.objectContaining({ radiatorMm: 360, supported: '120, 240, 280', supportedCount: 3 }),
        },
      }),
    ]);
  });

  it('blocks any radiator in a case that takes none', () => {
    const [issue] = radiatorTooBig.check({ cooler: part('cooler-nzxt-kraken-120'), case: part('case-fractal-design-terra') });
    expect(issue?.message.values).toMatchObject({ supportedCount: 0 });
  });

  it('offers air coolers and the radiators the case mounts', () => {
    const fits = compatibilityFilter({ case: part('case-cooler-master-n400') }, 'cooler');
    expect(idsOf('cooler', (cooler) => fits(cooler) && cooler.specs.kind === 'liquid')).toEqual(
      idsOf('cooler', (cooler) => cooler.specs.radiatorMm === 120 || cooler.specs.radiatorMm === 240),
    );
    expect(fits(part('cooler-deepcool-ak400'))).toBe(true);
  });
});
