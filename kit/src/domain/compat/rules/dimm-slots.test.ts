import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { dimmSlots } from './dimm-slots';

const kit = part('memory-corsair-vengeance-32gb-6000-cl30');

describe('dimm-slots', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(dimmSlots.check(build)).toEqual([]);
  });

  it('blocks a second two-module kit on a Mini-ITX board with two slots', () => {
    const [issue, ...rest] = dimmSlots.check(variant('RS-NOMAD-5070', { memory: [kit, kit] }));
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({
      parts: [
        { slot: 'motherboard', id: 'motherboard-gigabyte-b650i-aorus-ultra' },
        { slot: 'memory', id: kit.id },
      ],
      message: { id: 'compat.dimm-slots', values: { modules: 4, slots: 2 } },
    });
  });

  it('takes two kits on a board with four slots', () => {
    expect(dimmSlots.check(variant('RS-VANGUARD-5070', { memory: [kit, kit] }))).toEqual([]);
  });

  it('offers no second kit on a full Mini-ITX board, and only four-slot boards for two kits', () => {
    expect(compatibilityFilter(variant('RS-NOMAD-5070', {}), 'memory', 'add')(kit)).toBe(false);
    const boards = compatibilityFilter({ memory: [kit, kit] }, 'motherboard');
    expect(boards(part('motherboard-gigabyte-b650i-aorus-ultra'))).toBe(false);
    expect(boards(part('motherboard-msi-b650-gaming-plus-wifi'))).toBe(true);
  });
});
