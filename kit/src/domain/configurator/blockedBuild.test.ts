import { describe, expect, it } from 'vitest';
import { checkCompatibility } from '../compat/engine';
import { part, variant } from '../compat/fixtures/curated';
import { incompatibleBlocks, stepToFix } from './blockedBuild';

describe('blocked builds', () => {
  it('sends a cooler too tall for its case back to the case step, the later of the two', () => {
    const build = variant('RS-NOMAD-5070', { cooler: part('cooler-be-quiet-dark-rock-pro-5') });
    const blocks = incompatibleBlocks(checkCompatibility(build));
    expect(blocks).toEqual([{ kind: 'incompatible', issue: expect.objectContaining({ rule: 'cooler-too-tall' }), step: 'case' }]);
  });

  it('sends a "fill that slot" blocker to the slot to fill', () => {
    const issue = {
      rule: 'cooler-required',
      severity: 'blocker',
      parts: [{ slot: 'cpu', id: 'cpu-x' }],
      message: { id: 'compat.cooler-required', values: {} },
    } as const;
    expect(stepToFix({ ...issue, parts: [...issue.parts] })).toBe('cooler');
  });

  it('leaves warnings and notes out: only blockers stop an order', () => {
    const warning = {
      rule: 'psu-headroom',
      severity: 'warning',
      parts: [{ slot: 'psu', id: 'psu-x' }],
      message: { id: 'compat.psu-headroom', values: {} },
    } as const;
    expect(incompatibleBlocks([{ ...warning, parts: [...warning.parts] }])).toEqual([]);
  });
});
