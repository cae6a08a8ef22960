import { describe, expect, it } from 'vitest';
import type { Part } from '../../catalogue/parts';
import { alternativesFor, checkCompatibility, hasBlockers } from '../engine';
import { part, partsOf, seededBuilds, variant } from '../fixtures/curated';
import { tridentZ5Rgb8000 } from '../fixtures/extra-parts';
import { memorySpeed } from './memory-speed';

// RS-VANGUARD-5070: an MSI B650 GAMING PLUS WIFI, listed up to DDR5-7200 (OC).
const board = part('motherboard-msi-b650-gaming-plus-wifi');

describe('memory-speed', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(memorySpeed.check(build)).toEqual([]);
  });

  it('warns that a kit faster than the board lists runs slower, without blocking the build', () => {
    const build = variant('RS-VANGUARD-5070', { memory: [tridentZ5Rgb8000] });
    expect(memorySpeed.check(build)).toEqual([
      {
        rule: 'memory-speed',
        severity: 'warning',
        parts: [
          { slot: 'memory', id: tridentZ5Rgb8000.id },
          { slot: 'motherboard', id: board.id },
        ],
        message: {
          id: 'compat.memory-speed',
          values: { memory: tridentZ5Rgb8000.name, speedMts: 8000, board: board.name, maxMts: 7200 },
        },
      },
    ]);
    expect(hasBlockers(checkCompatibility(build))).toBe(false);
  });

  it('passes a kit at or below the board’s speed, and the same kit on a faster board', () => {
    expect(memorySpeed.check({ motherboard: board, memory: [part('memory-gskill-flare-x5-32gb-6000-cl36')] })).toEqual([]);
    expect(memorySpeed.check({ motherboard: part('motherboard-msi-meg-x870e-godlike'), memory: [tridentZ5Rgb8000] })).toEqual([]);
  });

  it('leaves a kit of the wrong type to memory-type', () => {
    expect(memorySpeed.check({ motherboard: board, memory: [part('memory-gskill-ripjaws-v-16gb-3600')] })).toEqual([]);
  });

  it('swaps the fast kit for one the board runs at its rated speed', () => {
    const build = variant('RS-VANGUARD-5070', { memory: [tridentZ5Rgb8000] });
    const [issue] = checkCompatibility(build).filter((found) => found.rule === 'memory-speed');
    const swaps = alternativesFor(build, issue!, { slot: 'memory', id: tridentZ5Rgb8000.id }, [tridentZ5Rgb8000, ...partsOf('memory')]);
    expect(swaps.length).toBeGreaterThan(0);
    expect(swaps.every((kit) => kit.specs.speedMts <= 7200)).toBe(true);
  });

  it('reports an unknown board speed as not checked', () => {
    const unknown: Part<'motherboard'> = { ...board, id: 'ds-motherboard-3', specs: { ...board.specs, maxMemorySpeedMts: null } };
    const issues = checkCompatibility({ motherboard: unknown, memory: [tridentZ5Rgb8000] });
    expect(issues.some((issue) => issue.rule === 'memory-speed')).toBe(false);
    expect(issues.find((issue) => issue.rule === 'could-not-check')).toMatchObject({ severity: 'info' });
  });
});
