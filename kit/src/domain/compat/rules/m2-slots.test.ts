import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { m2Slots } from './m2-slots';

const nvme = part('storage-crucial-p3-plus-1tb');

describe('m2-slots', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(m2Slots.check(build)).toEqual([]);
  });

  it('blocks a fourth M.2 drive on a board with three slots', () => {
    const build = variant('RS-NOMAD-5070', { storage: [part('storage-samsung-990-pro-2tb'), nvme, nvme, nvme] });
    const [issue] = m2Slots.check(build);
    expect(issue).toMatchObject({
      rule: 'm2-slots',
      severity: 'blocker',
      message: { values: { drives: 4, slots: 3, board: 'Gigabyte B650I AORUS ULTRA' } },
    });
    expect(issue!.parts).toEqual([
      { slot: 'motherboard', id: 'motherboard-gigabyte-b650i-aorus-ultra' },
      { slot: 'storage', id: 'storage-samsung-990-pro-2tb' },
      { slot: 'storage', id: nvme.id },
    ]);
  });

  it('offers no further M.2 drive once the slots are full, but SATA drives still', () => {
    const fits = compatibilityFilter(variant('RS-STRIKER-5060', { storage: [nvme, nvme] }), 'storage', 'add');
    expect(fits(nvme)).toBe(false);
    expect(fits(part('storage-samsung-870-evo-1tb'))).toBe(true);
  });
});
