/**
 * The build's estimated peak power draw, which the `psu-wattage` (blocker) and `psu-headroom`
 * (warning) rules check and the customiser shows as "PSU load" (SPEC §8 "PSU not powerful
 * enough"; the arithmetic is the shop's, storefront/server/db/seed/catalogue/notes.md).
 *
 * Peak, not typical: the processor at the power limit its maker lets it hold at stock
 * settings, every graphics card at its full board power, and the rest of the system.
 */
import type { Part } from '../catalogue/parts';
import type { BuildParts } from './types';
import { knownFact } from './facts';

/** What a build draws besides CPU and graphics cards: board, memory, drives, fans. */
export const REST_OF_SYSTEM_W = 75;

/**
 * AMD's socket power limit for desktop Ryzen on AM4 and AM5: PPT = 1.35 × the "Default TDP"
 * on amd.com (65 W → 88 W, 105 W → 142 W, 120 W → 162 W, 170 W → 230 W).
 */
export const AMD_PPT_PER_TDP_W = 1.35;

/**
 * The margin the shop recommends over the estimated peak: the peak at no more than about
 * 83 % of the rating. ATX 3.x power supplies must ride through graphics card power
 * excursions themselves (Intel's ATX 3.1 design guide: up to twice the card's power for
 * 100 µs), so the margin is for the steady peak, ageing and a quiet fan, not for spikes. It
 * is calibrated on the makers' own sizes: NVIDIA's "Required System Power" for its largest
 * cards (RTX 4090: 850 W, RTX 5090: 1000 W) clears it with a Ryzen 7 9800X3D, and a smaller
 * unit that still covers the peak is a warning, not a refusal.
 */
export const PSU_HEADROOM = 1.2;

/** A part without a fact the estimate needs: the rule reports it as not checked. */
class MissingPowerFact extends Error {}

/**
 * The processor's peak package power: its `peakPowerW` (Intel ARK "Maximum Turbo Power"),
 * else AMD's PPT derived from the TDP for AM4/AM5 parts. An Intel part without the figure
 * has no safe estimate (a Core i9-14900K boosts to 253 W on a 125 W base): it throws, so the
 * rules report "could not check" rather than pass on the base power.
 */
export function cpuPeakPowerW(cpu: Part<'cpu'>): number {
  const { peakPowerW, tdpW, socket } = cpu.specs;
  if (typeof peakPowerW === 'number' && peakPowerW > 0) return peakPowerW;
  if ((socket === 'AM4' || socket === 'AM5') && typeof tdpW === 'number' && tdpW > 0) return Math.round(tdpW * AMD_PPT_PER_TDP_W);
  throw new MissingPowerFact(`${cpu.id}: no peak power`);
}

/** Sum of the graphics cards' board power. */
export function gpuPowerW(build: BuildParts): number {
  let watts = 0;
  for (const gpu of build.gpu ?? []) watts += knownFact(gpu, 'boardPowerW');
  return watts;
}

/** The largest PSU the cards' chipset makers recommend (`recommendedPsuW`), or 0 when none says. */
export function gpuRecommendedPsuW(build: BuildParts): number {
  let watts = 0;
  for (const gpu of build.gpu ?? []) watts = Math.max(watts, gpu.specs.recommendedPsuW ?? 0);
  return watts;
}

/** Peak draw of a processor (0 while none) and graphics cards with the rest of the system. */
export function peakDrawW(cpuW: number, gpuW: number): number {
  return cpuW + gpuW + REST_OF_SYSTEM_W;
}

/**
 * The wattage the shop recommends: the peak with `PSU_HEADROOM`, and never less than a card
 * maker's recommended PSU. Rounded to a millionth before rounding up, so 687 W × 1.2 is
 * 825 W, not 826 W by floating-point noise.
 */
export function recommendedPsuW(drawW: number, makerRecommendedW = 0): number {
  return Math.max(Math.ceil(Math.round(drawW * PSU_HEADROOM * 1e6) / 1e6), makerRecommendedW);
}

/** Whether `wattage` can power the peak draw at all: the one comparison the blocker and its filter share. */
export function psuCovers(wattage: number, drawW: number): boolean {
  return wattage >= drawW;
}

export type PowerEstimate = {
  /** Processor peak power (`cpuPeakPowerW`; its TDP when the peak is unknown; 0 while none is chosen). */
  cpuW: number;
  /** Every graphics card's board power. */
  gpuW: number;
  /** `REST_OF_SYSTEM_W`. */
  restW: number;
  /** cpuW + gpuW + restW: the estimated peak draw; a PSU below it cannot run the build. */
  drawW: number;
  /** The wattage the shop recommends (`recommendedPsuW`); below it the build carries a warning. */
  recommendedW: number;
  /** The chosen PSU's wattage, or null. */
  psuW: number | null;
  /** drawW ÷ psuW (0.5 = half load), or null without a PSU: the customiser's "PSU load". */
  load: number | null;
};

/**
 * The estimated peak draw of a (possibly partial) build and how loaded its PSU would be.
 * Never throws: an Intel processor without a published peak counts at its TDP here (the
 * rules themselves then report the check as not done).
 */
export function estimatePower(build: BuildParts): PowerEstimate {
  let cpuW = 0;
  if (build.cpu) {
    try {
      cpuW = cpuPeakPowerW(build.cpu);
    } catch {
      cpuW = build.cpu.specs.tdpW ?? 0;
    }
  }
  // An unknown board power counts as none here (the PSU rules report it as not checked).
  let gpuW = 0;
  for (const gpu of build.gpu ?? []) gpuW += gpu.specs.boardPowerW ?? 0;
  const drawW = peakDrawW(cpuW, gpuW);
  const psuW = build.psu?.specs.wattage ?? null;
  return {
    cpuW,
    gpuW,
    restW: REST_OF_SYSTEM_W,
    drawW,
    recommendedW: recommendedPsuW(drawW, gpuRecommendedPsuW(build)),
    psuW,
    load: psuW ? drawW / psuW : null,
  };
}
