import { describe, expect, it } from 'vitest';
import { checkCompatibility, compatibilityFilter } from '../engine';
import { UnknownFactError } from '../facts';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { memoryClearance } from './memory-clearance';

const nhD15 = part('cooler-noctua-nh-d15-chromax-black'); // 32 mm over the memory
/** The NH-D15 as an import without the maker's figure: its clearance unknown. */
const unknownClearance = { ...nhD15, id: 'cooler-imported-tower', specs: { ...nhD15.specs, memoryClearanceMm: null } };

describe('memory-clearance', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(memoryClearance.check(build)).toEqual([]);
  });

  it('blocks 33 mm modules under the NH-D15’s 32 mm of clearance', () => {
    expect(memoryClearance.check(variant('RS-VANGUARD-5070', { cooler: nhD15 }))).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'memory', id: 'memory-gskill-flare-x5-32gb-6000-cl36' },
          { slot: 'cooler', id: nhD15.id },
        ],
        message: { id: 'compat.memory-clearance', values: expect.objectContaining({ heightMm: 33, clearanceMm: 32 }) },
      }),
    ]);
  });

  it('ignores coolers that do not overhang the memory', () => {
    expect(part('cooler-deepcool-ak400').specs.memoryClearanceMm).toBe('unlimited');
    expect(
      memoryClearance.check({ cooler: part('cooler-deepcool-ak400'), memory: [part('memory-corsair-dominator-titanium-64gb-6600-white')] }),
    ).toEqual([]);
  });

  it('does not read an unknown clearance as "no overhang": the engine says it could not check', () => {
    const tall = [part('memory-corsair-dominator-titanium-64gb-6600-white')]; // 56 mm
    expect(() => memoryClearance.check({ cooler: unknownClearance, memory: tall })).toThrow(UnknownFactError);
    const issues = checkCompatibility({ cooler: unknownClearance, memory: tall }, [memoryClearance]);
    expect(issues).toEqual([
      expect.objectContaining({
        rule: 'could-not-check',
        severity: 'info',
        parts: expect.arrayContaining([{ slot: 'cooler', id: 'cooler-imported-tower' }]),
      }),
    ]);
  });

  it('keeps a cooler of unknown clearance out of "only compatible" once memory is chosen', () => {
    const fits = compatibilityFilter({ memory: [part('memory-teamgroup-t-force-vulcan-z-16gb-3200')] }, 'cooler');
    expect(fits(unknownClearance)).toBe(false);
    expect(fits(part('cooler-deepcool-ak400'))).toBe(true);
  });

  it('offers only modules that fit under the cooler', () => {
    const fits = compatibilityFilter({ cooler: nhD15 }, 'memory');
    expect(fits(part('memory-teamgroup-t-force-vulcan-z-16gb-3200'))).toBe(true); // 32 mm
    expect(fits(part('memory-corsair-vengeance-rgb-pro-32gb-3600'))).toBe(false); // 51 mm
  });
});
