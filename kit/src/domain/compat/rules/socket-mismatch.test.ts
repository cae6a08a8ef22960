import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, partsOf, seededBuilds, variant } from '../fixtures/curated';
import { socketMismatch } from './socket-mismatch';

describe('socket-mismatch', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(socketMismatch.check(build)).toEqual([]);
  });

  it('blocks an AM5 processor on an AM4 board, naming both parts and sockets', () => {
    const build = variant('RS-STRIKER-5060', { cpu: part('cpu-amd-ryzen-7-7800x3d') });
    expect(socketMismatch.check(build)).toEqual([
      {
        rule: 'socket-mismatch',
        severity: 'blocker',
        parts: [
          { slot: 'cpu', id: 'cpu-amd-ryzen-7-7800x3d' },
          { slot: 'motherboard', id: 'motherboard-msi-b550m-pro-vdh-wifi' },
        ],
        message: {
          id: 'compat.socket-mismatch',
          values: { cpu: 'AMD Ryzen 7 7800X3D', cpuSocket: 'AM5', board: 'MSI B550M PRO-VDH WIFI', boardSocket: 'AM4' },
        },
      },
    ]);
  });

  it('says nothing until both a processor and a board are chosen', () => {
    expect(socketMismatch.check({ cpu: part('cpu-amd-ryzen-7-7800x3d') })).toEqual([]);
    expect(socketMismatch.check({ motherboard: part('motherboard-msi-b550m-pro-vdh-wifi') })).toEqual([]);
  });

  it('offers only processors of the board’s socket', () => {
    const fits = compatibilityFilter({ motherboard: part('motherboard-msi-b550m-pro-vdh-wifi') }, 'cpu');
    const offered = partsOf('cpu').filter(fits);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((cpu) => cpu.specs.socket === 'AM4')).toBe(true);
    expect(offered.map((cpu) => cpu.id)).toContain('cpu-amd-ryzen-7-5800x3d');
  });
});
