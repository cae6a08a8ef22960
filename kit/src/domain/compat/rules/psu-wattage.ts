/**
 * SPEC §8 "PSU not powerful enough": a power supply rated below the build's estimated peak
 * draw (processor at its power limit, graphics cards at full board power, the rest of the
 * system: `../power.ts`) cannot run it. Between the peak and the recommended wattage the
 * build works with little to spare: that is `psu-headroom`'s warning, not a refusal, so
 * "only compatible" hides only units below the peak.
 */
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import { cpuPeakPowerW, estimatePower, gpuPowerW, peakDrawW, psuCovers } from '../power';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const psuWattage: CompatibilityRule = {
  code: 'psu-wattage',
  severity: 'blocker',
  appliesTo: ['psu', 'cpu', 'gpu'],
  check(build) {
    const { psu, cpu, gpu } = build;
    if (!psu) return noIssues;
    // Read the peak the strict way first: a processor without one is "could not check".
    const drawW = peakDrawW(cpu ? cpuPeakPowerW(cpu) : 0, gpuPowerW(build));
    if (psuCovers(psu.specs.wattage, drawW)) return noIssues;
    return [
      issueOf(this, [ref('psu', psu), ...(cpu ? [ref('cpu', cpu)] : []), ...refsOf('gpu', gpu ?? [])], {
        psu: psu.name,
        wattage: psu.specs.wattage,
        drawW,
        recommendedW: estimatePower(build).recommendedW,
      }),
    ];
  },
  constrain(base, slot) {
    const cpuW = base.cpu ? cpuPeakPowerW(base.cpu) : 0;
    const gpuW = gpuPowerW(base);
    if (slot === 'psu') {
      const drawW = peakDrawW(cpuW, gpuW);
      return forSlot('psu', (psu) => psuCovers(psu.specs.wattage, drawW));
    }
    if (!base.psu) return null;
    const wattage = base.psu.specs.wattage;
    if (slot === 'cpu') return forSlot('cpu', (cpu) => psuCovers(wattage, peakDrawW(cpuPeakPowerW(cpu), gpuW)));
    if (slot === 'gpu') return forSlot('gpu', (card) => psuCovers(wattage, peakDrawW(cpuW, gpuW + knownFact(card, 'boardPowerW'))));
    return null;
  },
};
