import { describe, expect, it } from 'vitest';
import { checkCompatibility, compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { gpuPowerAdapter } from './gpu-power-adapter';

describe('gpu-power-adapter', () => {
  it('passes every pre-built build (their PSUs have native 12V-2x6 cables)', () => {
    for (const { build } of seededBuilds) expect(gpuPowerAdapter.check(build)).toEqual([]);
  });

  it('warns that a 12V-2x6 card runs through the adapter on a PSU without the cable', () => {
    // RTX 5070 FE: 250 W, 2 eight-pin cables through the adapter; the A650BN has 2.
    const build = variant('RS-VANGUARD-5070', { psu: part('psu-msi-mag-a650bn') });
    expect(gpuPowerAdapter.check(build)).toEqual([
      {
        rule: 'gpu-power-adapter',
        severity: 'warning',
        parts: [
          { slot: 'gpu', id: 'gpu-nvidia-rtx-5070-founders-edition' },
          { slot: 'psu', id: 'psu-msi-mag-a650bn' },
        ],
        message: { id: 'compat.gpu-power-adapter', values: { gpu: 'NVIDIA Founders Edition GeForce RTX 5070', psu: 'MSI MAG A650BN' } },
      },
    ]);
    // A warning, not a blocker: the build can still be ordered and the card offered.
    expect(checkCompatibility(build).filter((issue) => issue.severity === 'blocker')).toEqual([]);
    expect(compatibilityFilter({ psu: part('psu-msi-mag-a650bn') }, 'gpu')(part('gpu-nvidia-rtx-5070-founders-edition'))).toBe(true);
  });

  it('says nothing for cards on 8-pin inputs', () => {
    expect(gpuPowerAdapter.check(variant('RS-STRIKER-5060', {}))).toEqual([]);
  });
});
