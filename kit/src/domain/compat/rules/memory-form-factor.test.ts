import { describe, expect, it } from 'vitest';
import type { Part } from '../../catalogue/parts';
import { alternativesFor, checkCompatibility, compatibilityFilter } from '../engine';
import { part, partsOf, seededBuilds, variant } from '../fixtures/curated';
import { crucialSoDimm } from '../fixtures/extra-parts';
import { memoryFormFactor } from './memory-form-factor';

const board = part('motherboard-msi-b650-gaming-plus-wifi');

describe('memory-form-factor', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(memoryFormFactor.check(build)).toEqual([]);
  });

  it('blocks laptop SO-DIMM memory on a DIMM board', () => {
    const build = variant('RS-VANGUARD-5070', { memory: [crucialSoDimm] });
    expect(memoryFormFactor.check(build)).toEqual([
      {
        rule: 'memory-form-factor',
        severity: 'blocker',
        parts: [
          { slot: 'memory', id: crucialSoDimm.id },
          { slot: 'motherboard', id: board.id },
        ],
        message: {
          id: 'compat.memory-form-factor',
          values: { memory: crucialSoDimm.name, formFactor: 'SO-DIMM', board: board.name, slots: 'DIMM' },
        },
      },
    ]);
  });

  it('hides SO-DIMM kits for a DIMM board and boards for a SO-DIMM kit, and swaps in a DIMM kit', () => {
    expect(compatibilityFilter({ motherboard: board }, 'memory')(crucialSoDimm)).toBe(false);
    expect(compatibilityFilter({ memory: [crucialSoDimm] }, 'motherboard')(board)).toBe(false);
    const build = variant('RS-VANGUARD-5070', { memory: [crucialSoDimm] });
    const [issue] = checkCompatibility(build).filter((found) => found.rule === 'memory-form-factor');
    const swaps = alternativesFor(build, issue!, { slot: 'memory', id: crucialSoDimm.id }, [crucialSoDimm, ...partsOf('memory')]);
    expect(swaps.length).toBeGreaterThan(0);
    expect(swaps.every((kit) => kit.specs.formFactor === 'DIMM' && kit.specs.type === 'DDR5')).toBe(true);
  });

  it('reports a board whose slots are unknown as not checked, and keeps it out of "only compatible"', () => {
    const unknown: Part<'motherboard'> = { ...board, id: 'ds-motherboard-2', specs: { ...board.specs, memoryFormFactor: null } };
    const kit = part('memory-gskill-flare-x5-32gb-6000-cl36');
    const issues = checkCompatibility({ motherboard: unknown, memory: [kit] });
    expect(issues.some((issue) => issue.rule === 'memory-form-factor')).toBe(false);
    expect(issues.find((issue) => issue.rule === 'could-not-check')?.parts).toContainEqual({ slot: 'motherboard', id: unknown.id });
    expect(compatibilityFilter({ memory: [kit] }, 'motherboard')(unknown)).toBe(false);
  });
});
