import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds } from '../fixtures/curated';
import { memoryCapacity } from './memory-capacity';

const kit64 = part('memory-corsair-vengeance-lpx-64gb-3200');
const a520 = part('motherboard-asrock-a520m-hdv'); // 2 slots, 64 GB at most

describe('memory-capacity', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(memoryCapacity.check(build)).toEqual([]);
  });

  it('blocks 128 GB on a board that addresses 64 GB', () => {
    expect(memoryCapacity.check({ motherboard: a520, memory: [kit64, kit64] })).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'motherboard', id: a520.id },
          { slot: 'memory', id: kit64.id },
        ],
        message: { id: 'compat.memory-capacity', values: expect.objectContaining({ totalGb: 128, maxGb: 64 }) },
      }),
    ]);
  });

  it('takes exactly the maximum', () => {
    expect(memoryCapacity.check({ motherboard: a520, memory: [kit64] })).toEqual([]);
  });

  it('offers only boards that address all the memory', () => {
    const fits = compatibilityFilter({ memory: [kit64, kit64] }, 'motherboard');
    expect(fits(part('motherboard-msi-mag-b550-tomahawk'))).toBe(true); // 128 GB
    expect(fits(part('motherboard-gigabyte-b550i-aorus-pro-ax'))).toBe(false); // 64 GB
  });
});
