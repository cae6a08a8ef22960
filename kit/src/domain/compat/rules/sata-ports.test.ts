import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds } from '../fixtures/curated';
import { sataPorts } from './sata-ports';

const tomahawk = part('motherboard-msi-mag-b550-tomahawk'); // 6 SATA ports, 2 shared with the second M.2 slot
const hdd = part('storage-seagate-barracuda-4tb');
const nvme = part('storage-crucial-p3-plus-1tb');
const dvd = part('optical-drive-lg-gh24nsc0');

describe('sata-ports', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(sataPorts.check(build)).toEqual([]);
  });

  it('blocks a fifth SATA drive on a board with four ports', () => {
    const board = part('motherboard-msi-b550m-pro-vdh-wifi');
    expect(sataPorts.check({ motherboard: board, storage: [hdd, hdd, hdd, hdd], 'optical-drive': [dvd] })).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'motherboard', id: board.id },
          { slot: 'storage', id: hdd.id },
          { slot: 'optical-drive', id: dvd.id },
        ],
        message: { id: 'compat.sata-ports', values: expect.objectContaining({ devices: 5, ports: 4 }) },
      }),
    ]);
  });

  it('counts the ports a second M.2 drive switches off, and then blames the M.2 drives too', () => {
    const five = [hdd, hdd, hdd, hdd, hdd];
    expect(sataPorts.check({ motherboard: tomahawk, storage: [nvme, ...five] })).toEqual([]);
    const [issue] = sataPorts.check({ motherboard: tomahawk, storage: [nvme, nvme, ...five] });
    expect(issue?.message.values).toMatchObject({ devices: 5, ports: 4 });
    expect(issue?.parts).toContainEqual({ slot: 'storage', id: nvme.id });
  });

  it('offers no second M.2 drive that would leave SATA drives without a port, but a first one', () => {
    const five = [hdd, hdd, hdd, hdd, hdd];
    expect(compatibilityFilter({ motherboard: tomahawk, storage: [nvme, ...five] }, 'storage', 'add')(nvme)).toBe(false);
    expect(compatibilityFilter({ motherboard: tomahawk, storage: five }, 'storage', 'add')(nvme)).toBe(true);
    expect(compatibilityFilter({ motherboard: tomahawk, storage: [nvme, nvme, hdd, hdd, hdd] }, 'storage', 'add')(hdd)).toBe(true);
    expect(compatibilityFilter({ motherboard: tomahawk, storage: [nvme, nvme, hdd, hdd, hdd, hdd] }, 'storage', 'add')(hdd)).toBe(false);
  });
});
