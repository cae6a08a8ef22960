import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { gpuPowerFacts, pcieCablesNeeded, pciePower } from './pcie-power';

describe('pcie-power', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(pciePower.check(build)).toEqual([]);
  });

  it('blocks an RTX 4090 on a PSU with two 8-pin cables and no 12V-2x6 one', () => {
    // The boxed adapter needs ⌈450 ÷ 150⌉ = 3 eight-pin cables.
    const build = variant('RS-TITAN-4090', { psu: part('psu-msi-mag-a650bn') });
    expect(pciePower.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'psu', id: 'psu-msi-mag-a650bn' },
          { slot: 'gpu', id: 'gpu-asus-rtx-4090-rog-strix-gaming-oc' },
        ],
        message: { id: 'compat.pcie-power', values: expect.objectContaining({ needed: 3, available: 2, cards: 1 }) },
      }),
    ]);
  });

  it('feeds a 12V-2x6 card from the native cable without any 8-pin one', () => {
    expect(pciePower.check(variant('RS-TITAN-4090', { psu: part('psu-corsair-rm850x-2024') }))).toEqual([]);
  });

  it('gives native cables to the hungriest inputs, whatever order the cards come in', () => {
    const small = gpuPowerFacts(part('gpu-nvidia-rtx-5070-founders-edition')); // 250 W: 2 cables by adapter
    const big = gpuPowerFacts(part('gpu-nvidia-rtx-4090-founders-edition')); // 450 W: 3 cables by adapter
    expect(pcieCablesNeeded([small, big], 1)).toBe(2);
    expect(pcieCablesNeeded([big, small], 1)).toBe(2);
    expect(pcieCablesNeeded([big, small], 0)).toBe(5);
  });

  it('offers only cards the PSU has cables for', () => {
    const fits = compatibilityFilter({ psu: part('psu-msi-mag-a550bn') }, 'gpu');
    expect(fits(part('gpu-msi-rtx-3060-ventus-2x-12g'))).toBe(true); // one 8-pin
    expect(fits(part('gpu-gigabyte-rx-9070-xt-gaming-oc'))).toBe(false); // three 8-pin
  });
});
