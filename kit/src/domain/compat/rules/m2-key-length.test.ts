import { describe, expect, it } from 'vitest';
import type { Part } from '../../catalogue/parts';
import { alternativesFor, checkCompatibility, compatibilityFilter } from '../engine';
import { UnknownFactError } from '../facts';
import { part, partsOf, seededBuilds, variant } from '../fixtures/curated';
import { micron7450Pro22110, mx500M2 } from '../fixtures/extra-parts';
import { m2KeyLength } from './m2-key-length';

const nvme = part('storage-samsung-990-pro-2tb');
// RS-NOMAD-5070: a Gigabyte B650I AORUS ULTRA, three NVMe-only slots for 2242 to 2280 cards.
const nomad = (storage: Part<'storage'>[]) => variant('RS-NOMAD-5070', { storage });
// An MSI MAG B550 TOMAHAWK: NVMe-only 2280 first slot, second slot SATA too and 22110 long.
const tomahawk = part('motherboard-msi-mag-b550-tomahawk');

describe('m2-key-length', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(m2KeyLength.check(build)).toEqual([]);
  });

  it('blocks a 22110 drive on a board whose slots end at 2280', () => {
    const [issue, ...rest] = m2KeyLength.check(nomad([nvme, micron7450Pro22110]));
    expect(rest).toEqual([]);
    expect(issue).toEqual({
      rule: 'm2-key-length',
      severity: 'blocker',
      parts: [
        { slot: 'storage', id: micron7450Pro22110.id },
        { slot: 'motherboard', id: 'motherboard-gigabyte-b650i-aorus-ultra' },
      ],
      message: {
        id: 'compat.m2-key-length',
        values: { drive: micron7450Pro22110.name, size: '22110', board: 'Gigabyte B650I AORUS ULTRA', sizes: '2242, 2260, 2280', reason: 'length' },
      },
    });
  });

  it('blocks a SATA M.2 drive on NVMe-only slots, and passes it on a board with a SATA slot', () => {
    const [issue] = m2KeyLength.check(nomad([mx500M2]));
    expect(issue?.message.values).toMatchObject({ drive: mx500M2.name, reason: 'sata' });
    expect(m2KeyLength.check({ motherboard: tomahawk, storage: [mx500M2] })).toEqual([]);
    expect(m2KeyLength.check({ motherboard: tomahawk, storage: [micron7450Pro22110] })).toEqual([]);
  });

  it('matches the drives to the slots as a whole: two 22110 drives for one 22110 slot', () => {
    const issues = m2KeyLength.check({ motherboard: tomahawk, storage: [micron7450Pro22110, micron7450Pro22110] });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ severity: 'blocker', message: { values: { reason: 'shared', size: '22110' } } });
    // A SATA drive and a 22110 drive both need the second slot.
    expect(m2KeyLength.check({ motherboard: tomahawk, storage: [mx500M2, micron7450Pro22110] })[0]?.message.values.reason).toBe('shared');
    // Each in a slot of its own: the 2280 NVMe drive takes the first, the 22110 the second.
    expect(m2KeyLength.check({ motherboard: tomahawk, storage: [nvme, micron7450Pro22110] })).toEqual([]);
  });

  it('leaves more drives than slots to m2-slots', () => {
    expect(m2KeyLength.check({ motherboard: tomahawk, storage: [nvme, nvme, nvme] })).toEqual([]);
  });

  it('cannot judge a board whose slots are unknown: could not check, not a pass', () => {
    const unknown: Part<'motherboard'> = { ...tomahawk, id: 'ds-motherboard-1', specs: { ...tomahawk.specs, m2SlotSupport: null } };
    expect(() => m2KeyLength.check({ motherboard: unknown, storage: [nvme] })).toThrow(UnknownFactError);
    expect(m2KeyLength.check({ motherboard: unknown, storage: [] })).toEqual([]);
    const issues = checkCompatibility({ motherboard: unknown, storage: [nvme] });
    expect(issues.find((issue) => issue.rule === 'could-not-check')?.parts).toContainEqual({ slot: 'motherboard', id: unknown.id });
    expect(compatibilityFilter({ storage: [nvme] }, 'motherboard')(unknown)).toBe(false);
  });

  it('offers only drives that fit a free slot, and swaps the long drive for one that does', () => {
    const build = nomad([nvme, micron7450Pro22110]);
    const fits = compatibilityFilter(nomad([nvme]), 'storage', 'add');
    expect(fits(micron7450Pro22110)).toBe(false);
    expect(fits(mx500M2)).toBe(false);
    expect(fits(part('storage-crucial-p3-plus-1tb'))).toBe(true);
    const [issue] = checkCompatibility(build).filter((found) => found.rule === 'm2-key-length');
    const swaps = alternativesFor(build, issue!, { slot: 'storage', id: micron7450Pro22110.id }, [micron7450Pro22110, ...partsOf('storage')]);
    expect(swaps.length).toBeGreaterThan(0);
    expect(swaps.every((drive) => drive.specs.m2Size !== '22110')).toBe(true);
  });
});
