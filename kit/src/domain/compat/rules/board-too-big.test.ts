import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { idsOf, part, seededBuilds, variant } from '../fixtures/curated';
import { boardTooBig } from './board-too-big';

describe('board-too-big', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(boardTooBig.check(build)).toEqual([]);
  });

  it('blocks an ATX board in a Mini-ITX case', () => {
    const build = variant('RS-NOMAD-5070', { motherboard: part('motherboard-msi-mag-b650-tomahawk-wifi') });
    expect(boardTooBig.check(build)).toEqual([
      expect.objectContaining({
        rule: 'board-too-big',
        severity: 'blocker',
        parts: [
          { slot: 'motherboard', id: 'motherboard-msi-mag-b650-tomahawk-wifi' },
          { slot: 'case', id: 'case-cooler-master-nr200p-v2-black' },
        ],
        message: { id: 'compat.board-too-big', values: expect.objectContaining({ formFactor: 'ATX', supported: 'Mini ITX' }) },
      }),
    ]);
  });

  it('blocks an E-ATX board in an ATX case, and takes it in one made for E-ATX', () => {
    const godlike = part('motherboard-msi-meg-x870e-godlike');
    expect(boardTooBig.check({ motherboard: godlike, case: part('case-fractal-design-north-black') })).toHaveLength(1);
    expect(boardTooBig.check({ motherboard: godlike, case: part('case-lian-li-o11-dynamic-evo-xl-black') })).toEqual([]);
  });

  it('offers only the cases that take the board', () => {
    const fits = compatibilityFilter({ motherboard: part('motherboard-msi-meg-x870e-godlike') }, 'case');
    expect(idsOf('case', fits)).toEqual(idsOf('case', (chassis) => chassis.specs.supportedBoards!.includes('E-ATX')));
    expect(idsOf('case', fits)).toContain('case-hyte-y70-white');
  });
});
