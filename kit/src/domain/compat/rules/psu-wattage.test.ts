import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, partsOf, seededBuilds, variant } from '../fixtures/curated';
import { estimatePower } from '../power';
import { psuWattage } from './psu-wattage';

describe('psu-wattage', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(psuWattage.check(build)).toEqual([]);
  });

  it('blocks a 650 W unit under an RTX 4090 and a Core i9, with the estimate in the message', () => {
    // 125 W + 450 W + 75 W = 650 W drawn; ×1.4 = 910 W needed.
    const build = variant('RS-TITAN-4090', { psu: part('psu-msi-mag-a650bn') });
    expect(psuWattage.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'psu', id: 'psu-msi-mag-a650bn' },
          { slot: 'cpu', id: 'cpu-intel-core-i9-14900k' },
          { slot: 'gpu', id: 'gpu-asus-rtx-4090-rog-strix-gaming-oc' },
        ],
        message: { id: 'compat.psu-wattage', values: expect.objectContaining({ wattage: 650, drawW: 650, recommendedW: 910 }) },
      }),
    ]);
  });

  it('estimates the draw and the PSU load the customiser shows', () => {
    expect(estimatePower(seededBuild())).toEqual({ cpuW: 120, gpuW: 250, restW: 75, drawW: 445, recommendedW: 623, psuW: 750, load: 445 / 750 });
    expect(estimatePower({})).toMatchObject({ drawW: 75, psuW: null, load: null });
  });

  it('accepts a unit exactly at the headroom and blocks one a watt under', () => {
    const build = { cpu: part('cpu-amd-ryzen-7-7800x3d'), gpu: [part('gpu-nvidia-rtx-5070-founders-edition')] };
    const at = { ...part('psu-msi-mag-a750gl-pcie5'), specs: { ...part('psu-msi-mag-a750gl-pcie5').specs, wattage: 623 } };
    expect(psuWattage.check({ ...build, psu: at })).toEqual([]);
    expect(psuWattage.check({ ...build, psu: { ...at, specs: { ...at.specs, wattage: 622 } } })).toHaveLength(1);
  });

  it('offers only graphics cards the chosen PSU can feed', () => {
    const fits = compatibilityFilter({ cpu: part('cpu-amd-ryzen-7-7800x3d'), psu: part('psu-msi-mag-a550bn') }, 'gpu');
    // 550 W ÷ 1.4 = 392 W, less 120 W + 75 W: cards up to 197 W.
    expect(
      partsOf('gpu')
        .filter(fits)
        .every((gpu) => gpu.specs.boardPowerW <= 197),
    ).toBe(true);
    expect(fits(part('gpu-msi-rtx-5060-ti-16g-ventus-2x-plus-oc'))).toBe(true);
    expect(fits(part('gpu-nvidia-rtx-5070-founders-edition'))).toBe(false);
  });
});

function seededBuild() {
  return variant('RS-VANGUARD-5070', {});
}
