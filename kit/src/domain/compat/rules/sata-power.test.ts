import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds } from '../fixtures/curated';
import { sataPower } from './sata-power';

const sfx450 = part('psu-be-quiet-sfx-power-3-450'); // 3 SATA plugs
const ssd = part('storage-samsung-870-evo-1tb');

describe('sata-power', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(sataPower.check(build)).toEqual([]);
  });

  it('blocks a fourth SATA drive on a PSU with three SATA plugs', () => {
    expect(sataPower.check({ psu: sfx450, storage: [ssd, ssd, ssd, ssd] })).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'psu', id: sfx450.id },
          { slot: 'storage', id: ssd.id },
        ],
        message: { id: 'compat.sata-power', values: expect.objectContaining({ devices: 4, plugs: 3 }) },
      }),
    ]);
  });

  it('does not count M.2 drives, which the board powers', () => {
    const nvme = part('storage-crucial-p3-plus-1tb');
    expect(sataPower.check({ psu: sfx450, storage: [nvme, nvme, nvme, ssd, ssd, ssd] })).toEqual([]);
    expect(compatibilityFilter({ psu: sfx450, storage: [ssd, ssd, ssd] }, 'storage', 'add')(nvme)).toBe(true);
    expect(compatibilityFilter({ psu: sfx450, storage: [ssd, ssd, ssd] }, 'storage', 'add')(ssd)).toBe(false);
  });
});
