import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { idsOf, part, seededBuilds, variant } from '../fixtures/curated';
import { coolerSocket } from './cooler-socket';

const am5Only = part('cooler-noctua-nh-l9a-am5');

describe('cooler-socket', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(coolerSocket.check(build)).toEqual([]);
  });

  it('blocks an AM5-only cooler on an LGA1700 processor', () => {
    expect(coolerSocket.check(variant('RS-AURORA-4070S', { cooler: am5Only }))).toEqual([
      {
        rule: 'cooler-socket',
        severity: 'blocker',
        parts: [
          { slot: 'cooler', id: am5Only.id },
          { slot: 'cpu', id: 'cpu-intel-core-i7-14700k' },
        ],
        message: { id: 'compat.cooler-socket', values: { cooler: 'Noctua NH-L9A-AM5', socket: 'LGA1700' } },
      },
    ]);
  });

  it('before a processor is chosen, holds the cooler to the board’s socket', () => {
    const [issue] = coolerSocket.check({ cooler: am5Only, motherboard: part('motherboard-msi-mag-b550-tomahawk') });
    expect(issue?.parts[1]).toEqual({ slot: 'motherboard', id: 'motherboard-msi-mag-b550-tomahawk' });
  });

  it('offers only coolers that mount on the socket, and only processors the cooler mounts on', () => {
    const coolers = compatibilityFilter({ cpu: part('cpu-intel-core-i5-14400f') }, 'cooler');
    expect(idsOf('cooler', (cooler) => !coolers(cooler))).toEqual([am5Only.id]);
    const cpus = compatibilityFilter({ cooler: am5Only }, 'cpu');
    expect(idsOf('cpu', cpus)).toEqual(idsOf('cpu', (cpu) => cpu.specs.socket === 'AM5'));
  });
});
