/**
 * The build's estimated power draw, which the `psu-wattage` rule checks and the customiser
 * shows as "PSU load". The arithmetic is the shop's reading of SPEC §8 "PSU not powerful
 * enough" (storefront/server/db/seed/catalogue/notes.md): every pre-built build passes it.
 */
import type { BuildParts } from './types';

/** What a build draws besides CPU and graphics cards: board, memory, drives, fans. */
export const REST_OF_SYSTEM_W = 75;
/**
 * A power supply must offer 40 % over the estimated draw. Graphics cards draw short
 * spikes well above their board power (transients), and Intel K processors boost far
 * above their 125 W base power; the headroom covers both and keeps the PSU in its
 * efficient, quiet range.
 */
export const PSU_HEADROOM = 1.4;

export type PowerEstimate = {
  /** Processor TDP (0 while none is chosen). */
  cpuW: number;
  /** Every graphics card's board power. */
  gpuW: number;
  /** `REST_OF_SYSTEM_W`. */
  restW: number;
  /** cpuW + gpuW + restW. */
  drawW: number;
  /** The smallest PSU wattage the engine accepts: drawW × PSU_HEADROOM, rounded up. */
  recommendedW: number;
  /** The chosen PSU's wattage, or null. */
  psuW: number | null;
  /** drawW ÷ psuW (0.5 = half load), or null without a PSU: the customiser's "PSU load". */
  load: number | null;
};

/** Sum of the graphics cards' board power. */
export function gpuPowerW(build: BuildParts): number {
  let watts = 0;
  for (const gpu of build.gpu ?? []) watts += gpu.specs.boardPowerW;
  return watts;
}

/**
 * The smallest wattage that covers `drawW` with the headroom. Rounded to a millionth
 * before rounding up, so 445 W × 1.4 is 623 W, not 624 W by floating-point noise.
 */
export function recommendedPsuW(drawW: number): number {
  return Math.ceil(Math.round(drawW * PSU_HEADROOM * 1e6) / 1e6);
}

/** Whether `wattage` covers `drawW` with the headroom; the one comparison the rule and its filter share. */
export function psuCovers(wattage: number, drawW: number): boolean {
  return wattage >= recommendedPsuW(drawW);
}

/** The estimated draw of a (possibly partial) build and how loaded its PSU would be. */
export function estimatePower(build: BuildParts): PowerEstimate {
  const cpuW = build.cpu?.specs.tdpW ?? 0;
  const gpuW = gpuPowerW(build);
  const drawW = cpuW + gpuW + REST_OF_SYSTEM_W;
  const psuW = build.psu?.specs.wattage ?? null;
  return {
    cpuW,
    gpuW,
    restW: REST_OF_SYSTEM_W,
    drawW,
    recommendedW: recommendedPsuW(drawW),
    psuW,
    load: psuW ? drawW / psuW : null,
  };
}
