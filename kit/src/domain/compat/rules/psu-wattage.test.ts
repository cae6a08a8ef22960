import { describe, expect, it } from 'vitest';
import type { Part } from '../../catalogue/parts';
import { checkCompatibility, compatibilityFilter } from '../engine';
import { part, partsOf, seededBuilds, variant } from '../fixtures/curated';
import { cpuPeakPowerW, estimatePower } from '../power';
import { psuWattage } from './psu-wattage';

/**
 * Power supplies the graphics chip makers pair with their cards: NVIDIA's "Required System
 * Power" and AMD's "Recommended PSU" on their product pages, each with a processor of the
 * class the card is sold with. None may be refused; at or above the maker's figure none
 * carries a warning either. The Corsair SF750 under an RTX 4090 is Corsair's own
 * small-form-factor pairing (below NVIDIA's 850 W, so a warning at most).
 */
const makerPairings: [gpu: `gpu-${string}`, makerW: number, cpu: `cpu-${string}`, psu: `psu-${string}`][] = [
  ['gpu-nvidia-rtx-4090-founders-edition', 850, 'cpu-amd-ryzen-7-9800x3d', 'psu-corsair-rm850x-2024'],
  ['gpu-nvidia-rtx-5090-founders-edition', 1000, 'cpu-amd-ryzen-7-9800x3d', 'psu-corsair-rm1000x-2024'],
  ['gpu-nvidia-rtx-5080-founders-edition', 850, 'cpu-amd-ryzen-7-9800x3d', 'psu-corsair-rm850x-2024'],
  ['gpu-nvidia-rtx-4080-super-founders-edition', 750, 'cpu-amd-ryzen-7-7800x3d', 'psu-corsair-rm750e-2025'],
  ['gpu-msi-rtx-5070-ti-ventus-3x-oc', 750, 'cpu-amd-ryzen-7-9700x', 'psu-corsair-rm750e-2025'],
  ['gpu-nvidia-rtx-5070-founders-edition', 650, 'cpu-amd-ryzen-5-7600', 'psu-corsair-rm650e-2025'],
  ['gpu-asus-rtx-4070-super-dual-evo-oc', 650, 'cpu-intel-core-i5-14600k', 'psu-corsair-rm650e-2025'],
  ['gpu-msi-rtx-4060-ventus-2x-black-oc', 550, 'cpu-amd-ryzen-5-5600', 'psu-msi-mag-a550bn'],
  ['gpu-asrock-rx-7900-xtx-phantom-gaming-oc', 800, 'cpu-amd-ryzen-7-7800x3d', 'psu-corsair-rm850x-2024'],
  ['gpu-sapphire-rx-9070-xt-pulse', 750, 'cpu-amd-ryzen-7-9700x', 'psu-corsair-rm750e-2025'],
  ['gpu-powercolor-rx-7800-xt-16g-p', 700, 'cpu-amd-ryzen-5-7600', 'psu-corsair-rm750e-2025'],
  ['gpu-asrock-rx-6600-challenger-d', 500, 'cpu-amd-ryzen-5-5600', 'psu-msi-mag-a550bn'],
];

const rulesOf = (build: Parameters<typeof checkCompatibility>[0]) => checkCompatibility(build).map((issue) => issue.rule);
const withWattage = (psu: Part<'psu'>, wattage: number): Part<'psu'> => ({ ...psu, specs: { ...psu.specs, wattage } });

describe('psu-wattage', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(psuWattage.check(build)).toEqual([]);
  });

  it.each(makerPairings)('accepts %s on the maker’s %i W with %s (%s)', (gpu, makerW, cpu, psu) => {
    const build = { cpu: part(cpu), gpu: [part(gpu)], psu: part(psu) };
    expect(part(gpu).specs.recommendedPsuW).toBe(makerW);
    expect(part(psu).specs.wattage).toBeGreaterThanOrEqual(makerW);
    expect(rulesOf(build)).not.toContain('psu-wattage');
    expect(rulesOf(build)).not.toContain('psu-headroom');
  });

  it('accepts an RTX 4090 on a Corsair SF750 in a small build, as Corsair pairs them', () => {
    const build = { cpu: part('cpu-amd-ryzen-7-7800x3d'), gpu: [part('gpu-nvidia-rtx-4090-founders-edition')], psu: part('psu-corsair-sf750-2024') };
    // 162 W (PPT of a 120 W Ryzen) + 450 W + 75 W = 687 W at peak, under 750 W.
    expect(psuWattage.check(build)).toEqual([]);
    // Nothing about the power supply blocks (the cooler, still to choose, is another matter).
    expect(checkCompatibility(build).filter((issue) => issue.severity === 'blocker' && issue.parts.some(({ slot }) => slot === 'psu'))).toEqual([]);
  });

  it('counts an Intel processor at its Maximum Turbo Power and an AMD one at its PPT', () => {
    expect(cpuPeakPowerW(part('cpu-intel-core-i9-14900k'))).toBe(253);
    expect(cpuPeakPowerW(part('cpu-intel-core-i5-14400f'))).toBe(148);
    expect(cpuPeakPowerW(part('cpu-amd-ryzen-5-7600'))).toBe(88);
    expect(cpuPeakPowerW(part('cpu-amd-ryzen-7-9800x3d'))).toBe(162);
    expect(cpuPeakPowerW(part('cpu-amd-ryzen-9-9950x'))).toBe(230);
  });

  it('blocks a 650 W unit under an RTX 4090 and a Core i9, with the peak in the message', () => {
    // 253 W (PL2) + 450 W + 75 W = 778 W at peak; recommended 778 × 1.2 = 934 W.
    const build = variant('RS-TITAN-4090', { psu: part('psu-msi-mag-a650bn') });
    expect(psuWattage.check(build)).toEqual([
      expect.objectContaining({
        severity: 'blocker',
        parts: [
          { slot: 'psu', id: 'psu-msi-mag-a650bn' },
          { slot: 'cpu', id: 'cpu-intel-core-i9-14900k' },
          { slot: 'gpu', id: 'gpu-asus-rtx-4090-rog-strix-gaming-oc' },
        ],
        message: { id: 'compat.psu-wattage', values: expect.objectContaining({ wattage: 650, drawW: 778, recommendedW: 934 }) },
      }),
    ]);
  });

  it.each<[string, `cpu-${string}`, `gpu-${string}`, `psu-${string}`]>([
    ['an RTX 5090 on 750 W', 'cpu-amd-ryzen-7-9800x3d', 'gpu-nvidia-rtx-5090-founders-edition', 'psu-corsair-rm750e-2025'],
    ['an RTX 4090 and a Core i9 at 253 W on the SF750', 'cpu-intel-core-i9-14900k', 'gpu-nvidia-rtx-4090-founders-edition', 'psu-corsair-sf750-2024'],
    ['an RTX 4080 SUPER and a Ryzen 9 on 550 W', 'cpu-amd-ryzen-9-9950x', 'gpu-nvidia-rtx-4080-super-founders-edition', 'psu-msi-mag-a550bn'],
    ['an RX 7900 XTX and a Core Ultra 9 on 650 W', 'cpu-intel-core-ultra-9-285k', 'gpu-asrock-rx-7900-xtx-phantom-gaming-oc', 'psu-msi-mag-a650bn'],
  ])('blocks %s: below the peak draw', (_case, cpu, gpu, psu) => {
    const build = { cpu: part(cpu), gpu: [part(gpu)], psu: part(psu) };
    expect(estimatePower(build).drawW).toBeGreaterThan(part(psu).specs.wattage);
    expect(psuWattage.check(build)).toHaveLength(1);
  });

  it('estimates the peak draw and the PSU load the customiser shows', () => {
    // Ryzen 7 7800X3D at 162 W PPT, RTX 5070 at 250 W; NVIDIA recommends 650 W for it.
    expect(estimatePower(variant('RS-VANGUARD-5070', {}))).toEqual({
      cpuW: 162,
      gpuW: 250,
      restW: 75,
      drawW: 487,
      recommendedW: 650,
      psuW: 750,
      load: 487 / 750,
    });
    expect(estimatePower({})).toMatchObject({ drawW: 75, psuW: null, load: null });
  });

  it('accepts a unit exactly at the peak and blocks one a watt under', () => {
    const build = { cpu: part('cpu-amd-ryzen-7-7800x3d'), gpu: [part('gpu-nvidia-rtx-5070-founders-edition')] };
    const psu = part('psu-msi-mag-a750gl-pcie5');
    expect(psuWattage.check({ ...build, psu: withWattage(psu, 487) })).toEqual([]);
    expect(psuWattage.check({ ...build, psu: withWattage(psu, 486) })).toHaveLength(1);
  });

  it('does not check an Intel processor whose peak power is unknown, rather than pass it on its base power', () => {
    const cpu = part('cpu-intel-core-i9-14900k');
    const unknownPeak = { ...cpu, specs: { ...cpu.specs, peakPowerW: undefined } };
    const build = variant('RS-TITAN-4090', { cpu: unknownPeak });
    const issues = checkCompatibility(build);
    expect(issues.map((issue) => issue.rule)).not.toContain('psu-wattage');
    expect(issues.find((issue) => issue.rule === 'could-not-check')?.parts).toContainEqual({ slot: 'cpu', id: cpu.id });
    // The customiser's meter still shows a figure: the base power.
    expect(estimatePower(build).cpuW).toBe(125);
  });

  it('offers only graphics cards whose peak the chosen PSU covers, ignoring the headroom', () => {
    const fits = compatibilityFilter({ cpu: part('cpu-amd-ryzen-7-7800x3d'), psu: part('psu-msi-mag-a550bn') }, 'gpu');
    // 550 W less 162 W and 75 W: cards up to 313 W.
    expect(
      partsOf('gpu')
        .filter(fits)
        .every((gpu) => gpu.specs.boardPowerW! <= 313),
    ).toBe(true);
    // Below NVIDIA's 650 W for an RTX 5070, so a warning, but it runs: offered.
    expect(fits(part('gpu-nvidia-rtx-5070-founders-edition'))).toBe(true);
    expect(fits(part('gpu-msi-rtx-5070-ti-ventus-3x-oc'))).toBe(true);
    expect(fits(part('gpu-nvidia-rtx-4080-super-founders-edition'))).toBe(false);
  });

  it('offers only processors whose peak the chosen PSU covers', () => {
    const fits = compatibilityFilter({ gpu: [part('gpu-nvidia-rtx-4090-founders-edition')], psu: part('psu-corsair-sf750-2024') }, 'cpu');
    // 750 W less 450 W and 75 W: processors peaking at 225 W or less.
    expect(fits(part('cpu-amd-ryzen-7-9800x3d'))).toBe(true);
    expect(fits(part('cpu-intel-core-i5-14600k'))).toBe(true);
    expect(fits(part('cpu-amd-ryzen-9-9950x'))).toBe(false);
    expect(fits(part('cpu-intel-core-i9-14900k'))).toBe(false);
  });
});
