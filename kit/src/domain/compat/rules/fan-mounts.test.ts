import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { fanMounts } from './fan-mounts';

const argbPack = part('case-fan-lian-li-uni-fan-sl-infinity-3-pack');

describe('fan-mounts', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(fanMounts.check(build)).toEqual([]);
  });

  it('blocks twelve 120 mm fans in a case with five free 120 mm mounts', () => {
    // NZXT H5 Flow (2024): 7 × 120 mm mounts, 2 fans fitted.
    const build = variant('RS-VANGUARD-5060TI', { 'case-fan': [argbPack, argbPack, argbPack, argbPack] });
    expect(fanMounts.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'case', id: 'case-nzxt-h5-flow-2024-black' },
          { slot: 'case-fan', id: argbPack.id },
        ],
        message: { id: 'compat.fan-mounts', values: expect.objectContaining({ size: 120, fans: 12, mounts: 5 }) },
      }),
    ]);
  });

  it('counts each size against its own mounts', () => {
    const p14 = part('case-fan-arctic-p14-pst');
    expect(fanMounts.check(variant('RS-VANGUARD-5060TI', { 'case-fan': [p14, p14] }))).toEqual([]);
    const issues = fanMounts.check(variant('RS-VANGUARD-5060TI', { 'case-fan': [p14, p14, p14] }));
    expect(issues.map((issue) => issue.message.values.size)).toEqual([140]);
  });

  it('offers no 120 mm pack that would overfill the case, but 140 mm fans still', () => {
    const fits = compatibilityFilter(variant('RS-VANGUARD-5060TI', { 'case-fan': [argbPack] }), 'case-fan', 'add');
    expect(fits(part('case-fan-arctic-p12-pst-5-pack'))).toBe(false);
    expect(fits(part('case-fan-corsair-rs120-argb'))).toBe(true);
    expect(fits(part('case-fan-arctic-p14-pst'))).toBe(true);
  });
});
