/**
 * Graphics cards' gaming scores for the FPS estimator.
 */

/** Calibrated scores by chipset (lower case, memory size dropped). */
export const gpuGamingScores: Readonly<Record<string, number>> = {};

/** The score the FPS estimator reads a card at: its calibrated score, else its G3D Mark. */
export function gpuGamingScore(chipset: string, g3dMark: number): number {
  return gpuGamingScores[gpuChipsetKey(chipset)] ?? g3dMark;
}

/** A chipset name as the score table keys it: lower case, single spaces, memory size dropped ("GeForce RTX 3060 12GB" → "geforce rtx 3060"). */
export function gpuChipsetKey(chipset: string): string {
  return String(chipset)
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ \d+ ?gb$/, '');
}
