import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds } from '../fixtures/curated';
import { boxedCoolerTooTall, BOXED_COOLER_HEIGHT_MM } from './boxed-cooler-too-tall';

const terra = part('case-fractal-design-terra'); // 48 mm of cooler clearance
const ryzen5600 = part('cpu-amd-ryzen-5-5600'); // sold with a Wraith Stealth

describe('boxed-cooler-too-tall', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(boxedCoolerTooTall.check(build)).toEqual([]);
  });

  it('blocks running the boxed cooler in a case with 48 mm of clearance', () => {
    expect(boxedCoolerTooTall.check({ cpu: ryzen5600, case: terra })).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'cpu', id: ryzen5600.id },
          { slot: 'case', id: terra.id },
        ],
        message: { id: 'compat.boxed-cooler-too-tall', values: expect.objectContaining({ heightMm: BOXED_COOLER_HEIGHT_MM, maxHeightMm: 48 }) },
      }),
    ]);
  });

  it('is resolved by a low-profile cooler, and never hides cases from the case step', () => {
    expect(boxedCoolerTooTall.check({ cpu: ryzen5600, case: terra, cooler: part('cooler-thermalright-axp90-x47') })).toEqual([]);
    expect(compatibilityFilter({ cpu: ryzen5600 }, 'case')(terra)).toBe(true);
  });
});
