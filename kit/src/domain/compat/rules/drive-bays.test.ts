import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { driveBays } from './drive-bays';

const hdd = part('storage-seagate-barracuda-4tb');
const sataSsd = part('storage-samsung-870-evo-1tb');
const nvme = part('storage-crucial-p3-plus-1tb');

describe('drive-bays', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(driveBays.check(build)).toEqual([]);
  });

  it('blocks a second 3.5" drive in a case with one 3.5" bay', () => {
    // NZXT H5 Flow (2024): one 3.5" bay, two 2.5" mounts.
    const build = variant('RS-VANGUARD-5070', { storage: [nvme, hdd, hdd] });
    const issues = driveBays.check(build);
    expect(issues).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'case', id: 'case-nzxt-h5-flow-2024-black' },
          { slot: 'storage', id: hdd.id },
        ],
        message: { id: 'compat.drive-bays', values: { size: '3.5"', drives: 2, bays: 1, case: 'NZXT H5 Flow (2024)' } },
      }),
    ]);
  });

  it('lets 2.5" drives use free 3.5" bays, and blames the 3.5" drives once those are taken', () => {
    const three = variant('RS-VANGUARD-5070', { storage: [sataSsd, sataSsd, sataSsd] });
    expect(driveBays.check(three)).toEqual([]); // 2 mounts + the free 3.5" bay
    const issues = driveBays.check(variant('RS-VANGUARD-5070', { storage: [sataSsd, sataSsd, sataSsd, hdd] }));
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message.values).toMatchObject({ size: '2.5"', drives: 3, bays: 2 });
    expect(issues[0]!.parts).toContainEqual({ slot: 'storage', id: hdd.id });
  });

  it('never counts M.2 drives', () => {
    expect(driveBays.check(variant('RS-VANGUARD-5070', { storage: [nvme, nvme, nvme, nvme, nvme] }))).toEqual([]);
  });

  it('offers no further 3.5" drive once the bays are full, but still M.2 and 2.5" drives', () => {
    const fits = compatibilityFilter(variant('RS-VANGUARD-5070', { storage: [nvme, hdd] }), 'storage', 'add');
    expect(fits(hdd)).toBe(false);
    expect(fits(sataSsd)).toBe(true);
    expect(fits(nvme)).toBe(true);
  });
});
