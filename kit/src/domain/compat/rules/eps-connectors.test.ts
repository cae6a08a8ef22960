import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { epsConnectors } from './eps-connectors';

describe('eps-connectors', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(epsConnectors.check(build)).toEqual([]);
  });

  it('blocks a PSU with one EPS cable on a board with two EPS inputs', () => {
    const build = variant('RS-AURORA-9070', { psu: part('psu-msi-mag-a650bn') });
    expect(epsConnectors.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'psu', id: 'psu-msi-mag-a650bn' },
          { slot: 'motherboard', id: 'motherboard-msi-mag-b650-tomahawk-wifi' },
        ],
        message: { id: 'compat.eps-connectors', values: expect.objectContaining({ cables: 1, inputs: 2 }) },
      }),
    ]);
  });

  it('offers boards the PSU can power', () => {
    const fits = compatibilityFilter({ psu: part('psu-msi-mag-a650bn') }, 'motherboard');
    expect(fits(part('motherboard-msi-b650-gaming-plus-wifi'))).toBe(true);
    expect(fits(part('motherboard-msi-mag-b650-tomahawk-wifi'))).toBe(false);
  });
});
