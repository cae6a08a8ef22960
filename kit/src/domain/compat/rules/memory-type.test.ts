import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { idsOf, part, seededBuilds, variant } from '../fixtures/curated';
import { memoryType } from './memory-type';

const ddr4 = part('memory-corsair-vengeance-lpx-16gb-3200');
const ddr5 = part('memory-gskill-flare-x5-32gb-6000-cl36');

describe('memory-type', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(memoryType.check(build)).toEqual([]);
  });

  it('blocks DDR4 memory on a DDR5 board', () => {
    const build = variant('RS-VANGUARD-5070', { memory: [ddr4] });
    expect(memoryType.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'memory', id: ddr4.id },
          { slot: 'motherboard', id: 'motherboard-msi-b650-gaming-plus-wifi' },
        ],
        message: { id: 'compat.memory-type', values: { part: ddr4.name, type: 'DDR4', other: 'MSI B650 GAMING PLUS WIFI', supported: 'DDR5' } },
      }),
    ]);
  });

  it('blocks a DDR4 board under a processor that takes DDR5 only', () => {
    const issues = memoryType.check({ cpu: part('cpu-intel-core-ultra-5-245k'), motherboard: part('motherboard-msi-pro-b760m-a-wifi-ddr4') });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message.values).toMatchObject({ type: 'DDR4', supported: 'DDR5' });
  });

  it('before a board is chosen, holds memory to the types the processor takes', () => {
    expect(memoryType.check({ cpu: part('cpu-amd-ryzen-5-5600'), memory: [ddr5] })).toHaveLength(1);
    expect(memoryType.check({ cpu: part('cpu-intel-core-i5-14400f'), memory: [ddr4] })).toEqual([]);
    expect(memoryType.check({ cpu: part('cpu-intel-core-i5-14400f'), memory: [ddr5] })).toEqual([]);
  });

  it('offers memory of the board’s type, and boards of the memory’s type', () => {
    const kits = compatibilityFilter({ motherboard: part('motherboard-msi-pro-b760m-a-wifi-ddr4') }, 'memory');
    expect(idsOf('memory', kits)).toEqual(idsOf('memory', (kit) => kit.specs.type === 'DDR4'));
    const boards = compatibilityFilter({ memory: [ddr4], cpu: part('cpu-intel-core-i5-14400f') }, 'motherboard');
    expect(idsOf('motherboard', boards)).toEqual(
      idsOf('motherboard', (board) => board.specs.memoryType === 'DDR4' && board.specs.socket === 'LGA1700'),
    );
  });
});
