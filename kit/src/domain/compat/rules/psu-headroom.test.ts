import { describe, expect, it } from 'vitest';
import type { Part } from '../../catalogue/parts';
import { alternativesFor, checkCompatibility, compatibilityFilter } from '../engine';
import { part, partsOf, seededBuilds, variant } from '../fixtures/curated';
import { estimatePower } from '../power';
import { psuHeadroom } from './psu-headroom';

const withWattage = (psu: Part<'psu'>, wattage: number): Part<'psu'> => ({ ...psu, specs: { ...psu.specs, wattage } });
const sff4090 = { cpu: part('cpu-amd-ryzen-7-7800x3d'), gpu: [part('gpu-nvidia-rtx-4090-founders-edition')], psu: part('psu-corsair-sf750-2024') };

describe('psu-headroom', () => {
  it('warns on an RX 6600 on 450 W, under AMD’s 500 W; no pre-built build raises it', () => {
    const warned = seededBuilds.filter(({ build }) => psuHeadroom.check(build).length > 0).map(({ reference }) => reference);
    expect(warned).toEqual([]);
    // The Nomad RX 6600 ships with a 600 W unit; its former 450 W one is under AMD's recommendation.
    const on450 = variant('RS-NOMAD-6600', { psu: part('psu-be-quiet-sfx-power-3-450') });
    expect(psuHeadroom.check(on450).map((issue) => issue.rule)).toEqual(['psu-headroom']);
  });

  it('warns when a PSU covers the peak but not the card maker’s recommendation, and does not block', () => {
    expect(psuHeadroom.check(sff4090)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        parts: [
          { slot: 'psu', id: 'psu-corsair-sf750-2024' },
          { slot: 'cpu', id: 'cpu-amd-ryzen-7-7800x3d' },
          { slot: 'gpu', id: 'gpu-nvidia-rtx-4090-founders-edition' },
        ],
        message: { id: 'compat.psu-headroom', values: { psu: 'Corsair SF750 (2024)', wattage: 750, drawW: 687, recommendedW: 850 } },
      }),
    ]);
    expect(checkCompatibility(sff4090).some((issue) => issue.severity === 'blocker' && issue.parts.some(({ slot }) => slot === 'psu'))).toBe(false);
  });

  it('asks 1.2 × the peak where that is above the maker’s figure', () => {
    // Core i9 at 253 W + RTX 4090: 778 W peak, 934 W recommended (NVIDIA says 850 W).
    const build = {
      cpu: part('cpu-intel-core-i9-14900k'),
      gpu: [part('gpu-nvidia-rtx-4090-founders-edition')],
      psu: part('psu-corsair-rm850x-2024'),
    };
    expect(estimatePower(build).recommendedW).toBe(934);
    expect(psuHeadroom.check(build)).toHaveLength(1);
    expect(psuHeadroom.check({ ...build, psu: withWattage(build.psu, 934) })).toEqual([]);
    expect(psuHeadroom.check({ ...build, psu: withWattage(build.psu, 933) })).toHaveLength(1);
  });

  it('stays quiet below the peak, where psu-wattage refuses instead', () => {
    const build = { ...sff4090, psu: part('psu-msi-mag-a650bn') };
    const rules = checkCompatibility(build).map((issue) => issue.rule);
    expect(rules).toContain('psu-wattage');
    expect(rules).not.toContain('psu-headroom');
  });

  it('does not hide the unit from "only compatible", and suggests units with the headroom as swaps', () => {
    const { psu, ...rest } = sff4090;
    expect(compatibilityFilter(rest, 'psu')(psu)).toBe(true);
    const [issue] = psuHeadroom.check(sff4090);
    const swaps = alternativesFor(sff4090, issue!, { slot: 'psu', id: psu.id }, partsOf('psu'));
    expect(swaps.map((swap) => swap.id)).toContain('psu-corsair-sf1000-2024');
    expect(swaps.every((swap) => swap.specs.wattage >= 850)).toBe(true);
  });
});
