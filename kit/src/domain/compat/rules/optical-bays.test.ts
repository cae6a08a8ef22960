import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { idsOf, part, seededBuilds, variant } from '../fixtures/curated';
import { opticalBays } from './optical-bays';

const dvd = part('optical-drive-lg-gh24nsc0');

describe('optical-bays', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(opticalBays.check(build)).toEqual([]);
  });

  it('blocks an optical drive in a case without a 5.25" bay', () => {
    expect(opticalBays.check(variant('RS-VANGUARD-5070', { 'optical-drive': [dvd] }))).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'case', id: 'case-nzxt-h5-flow-2024-black' },
          { slot: 'optical-drive', id: dvd.id },
        ],
        message: { id: 'compat.optical-bays', values: expect.objectContaining({ drives: 1, bays: 0 }) },
      }),
    ]);
  });

  it('takes one in the Pop Air’s bay, and offers only cases with a bay for it', () => {
    expect(opticalBays.check(variant('RS-STRIKER-760M', {}))).toEqual([]);
    const cases = compatibilityFilter({ 'optical-drive': [dvd] }, 'case');
    expect(idsOf('case', cases)).toEqual(idsOf('case', (chassis) => chassis.specs.bays525! >= 1));
  });
});
