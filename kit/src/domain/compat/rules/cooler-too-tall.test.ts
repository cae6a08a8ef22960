import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { coolerTooTall } from './cooler-too-tall';

describe('cooler-too-tall', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(coolerTooTall.check(build)).toEqual([]);
  });

  it('blocks a 168 mm tower in a case that takes 155 mm', () => {
    const build = variant('RS-NOMAD-5070', { cooler: part('cooler-be-quiet-dark-rock-pro-5') });
    expect(coolerTooTall.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'cooler', id: 'cooler-be-quiet-dark-rock-pro-5' },
          { slot: 'case', id: 'case-cooler-master-nr200p-v2-black' },
        ],
        message: { id: 'compat.cooler-too-tall', values: expect.objectContaining({ heightMm: 168, maxHeightMm: 155 }) },
      }),
    ]);
  });

  it('ignores liquid coolers (their radiator is checked instead)', () => {
    expect(coolerTooTall.check({ cooler: part('cooler-nzxt-kraken-240'), case: part('case-fractal-design-terra') })).toEqual([]);
  });

  it('offers only low-profile air coolers for a 48 mm case', () => {
    const fits = compatibilityFilter({ case: part('case-fractal-design-terra') }, 'cooler');
    expect(fits(part('cooler-noctua-nh-l9a-am5'))).toBe(true);
    expect(fits(part('cooler-thermalright-axp90-x47'))).toBe(true);
    expect(fits(part('cooler-noctua-nh-l9x65-chromax-black'))).toBe(false);
  });
});
