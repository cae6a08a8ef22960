/**
 * SPEC §8 "PSU not powerful enough": the power supply must give the estimated draw
 * (processor TDP + graphics cards' board power + the rest of the system) with
 * `PSU_HEADROOM` to spare for GPU transients (`../power.ts`, shown as "PSU load").
 */
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import { estimatePower, gpuPowerW, psuCovers, REST_OF_SYSTEM_W } from '../power';
import type { CompatibilityRule } from '../types';

export const psuWattage: CompatibilityRule = {
  code: 'psu-wattage',
  severity: 'blocker',
  appliesTo: ['psu', 'cpu', 'gpu'],
  check(build) {
    const { psu, cpu, gpu } = build;
    if (!psu) return noIssues;
    const power = estimatePower(build);
    if (psuCovers(psu.specs.wattage, power.drawW)) return noIssues;
    return [
      issueOf(this, [ref('psu', psu), ...(cpu ? [ref('cpu', cpu)] : []), ...refsOf('gpu', gpu ?? [])], {
        psu: psu.name,
        wattage: psu.specs.wattage,
        drawW: power.drawW,
        recommendedW: power.recommendedW,
      }),
    ];
  },
  constrain(base, slot) {
    const cpuW = base.cpu?.specs.tdpW ?? 0;
    const gpuW = gpuPowerW(base);
    if (slot === 'psu') {
      const drawW = cpuW + gpuW + REST_OF_SYSTEM_W;
      return forSlot('psu', (psu) => psuCovers(psu.specs.wattage, drawW));
    }
    if (!base.psu) return null;
    const wattage = base.psu.specs.wattage;
    if (slot === 'cpu') return forSlot('cpu', (cpu) => psuCovers(wattage, cpu.specs.tdpW + gpuW + REST_OF_SYSTEM_W));
    if (slot === 'gpu') return forSlot('gpu', (card) => psuCovers(wattage, cpuW + gpuW + card.specs.boardPowerW + REST_OF_SYSTEM_W));
    return null;
  },
};
