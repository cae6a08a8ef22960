/**
 * Beyond the spec: a power supply that covers the estimated peak draw but is below the
 * wattage the shop recommends (`recommendedPsuW`: the peak with `PSU_HEADROOM`, and at least
 * the graphics card maker's recommended PSU). The build runs; the unit works near its limit,
 * louder and with no margin for a later upgrade. Below the peak `psu-wattage` refuses instead.
 */
import { issueOf, noIssues, ref, refsOf } from '../build';
import { cpuPeakPowerW, gpuPowerW, gpuRecommendedPsuW, peakDrawW, psuCovers, recommendedPsuW } from '../power';
import type { CompatibilityRule } from '../types';

export const psuHeadroom: CompatibilityRule = {
  code: 'psu-headroom',
  severity: 'warning',
  appliesTo: ['psu', 'cpu', 'gpu'],
  check(build) {
    const { psu, cpu, gpu } = build;
    if (!psu) return noIssues;
    const drawW = peakDrawW(cpu ? cpuPeakPowerW(cpu) : 0, gpuPowerW(build));
    const recommendedW = recommendedPsuW(drawW, gpuRecommendedPsuW(build));
    const wattage = psu.specs.wattage;
    if (!psuCovers(wattage, drawW) || wattage >= recommendedW) return noIssues;
    return [
      issueOf(this, [ref('psu', psu), ...(cpu ? [ref('cpu', cpu)] : []), ...refsOf('gpu', gpu ?? [])], {
        psu: psu.name,
        wattage,
        drawW,
        recommendedW,
      }),
    ];
  },
};
