/**
 * Graphics cards' gaming scores for the FPS estimator.
 *
 * The estimator reads a game's figures at the card's PassMark G3D Mark, the axis the dataset's
 * figures are placed on. G3D Mark is a synthetic test and misranks today's cards in games: the
 * RTX 5090 scores 2 % above the RTX 4090 (reviews: about 30 % faster at 4K), the RX 9070 XT
 * below the RTX 5070 (reviews: above it), the RTX 5060 10 % above the RTX 4060 (reviews: about
 * 20 %). So a card with a published gaming figure gets a score on the same axis instead: the
 * G3D Mark at which the dataset's curve (the same shape in every uncapped game) gives the
 * card's published speed relative to a reference card whose dataset figure matches reviews
 * (RTX 3060, 4060, 4070, 5070, 4090). Cards without an entry keep their G3D Mark.
 *
 * Ratios are TechPowerUp's "Relative Performance" summary at 2560 × 1440 (average over the
 * review's games, highest preset, no ray tracing) in the review named beside each card; the
 * RTX 5090's is at 3840 × 2160, since at 1440p the reviews' fastest cards are partly held back
 * by the processor, which the estimator models separately. The ratios were read from memory
 * of those reviews (no network access when written) and rounded: re-check them against the
 * reviews, then rerun bench/fps-error.ts. To turn a ratio into a score, take the reference's
 * G3D Mark and find, on any uncapped game's 1080p High curve, the G3D Mark giving that ratio.
 */

/** Calibrated scores, G3D Mark units, keyed by `gpuChipsetKey`. */
export const gpuGamingScores: Readonly<Record<string, number>> = {
  // ×1.30 the RTX 4090 at 4K (TechPowerUp RTX 5090 FE review, Jan 2025: +35 %; Hardware Unboxed's review: +27 %).
  'geforce rtx 5090': 45_400,
  // ×0.86 the RTX 4090 (TechPowerUp RTX 5080 FE review, Jan 2025).
  'geforce rtx 5080': 34_500,
  // ×0.80 and ×0.77 the RTX 4090 (TechPowerUp RTX 4080 SUPER FE review, Jan 2024).
  'geforce rtx 4080 super': 32_900,
  'geforce rtx 4080': 32_100,
  // ×1.21 the RTX 5070 (TechPowerUp RTX 5070 FE review, Mar 2025).
  'geforce rtx 5070 ti': 32_600,
  // ×1.24 and ×1.10 the RTX 5070 (TechPowerUp RTX 5070 FE review, Mar 2025).
  'radeon rx 7900 xtx': 33_100,
  'radeon rx 7900 xt': 30_600,
  // ×1.17 and ×1.07 the RTX 5070 (TechPowerUp Sapphire RX 9070 XT Nitro+ and RX 9070 Pulse reviews, Mar 2025).
  'radeon rx 9070 xt': 31_900,
  'radeon rx 9070': 30_100,
  // ×1.12, ×1.05, ×0.97 the RTX 5070 (TechPowerUp RTX 5070 FE review, Mar 2025).
  'geforce rtx 4070 ti super': 31_000,
  'geforce rtx 4070 ti': 29_700,
  'geforce rtx 4070 super': 28_200,
  // ×0.95 the RTX 5070 (TechPowerUp RTX 5070 FE review, Mar 2025).
  'radeon rx 7900 gre': 27_900,
  // ×1.00 and ×1.02 the RTX 4070 (TechPowerUp RTX 4070 FE review, Apr 2023; RX 7800 XT review, Sep 2023).
  'geforce rtx 3080': 26_900,
  'radeon rx 7800 xt': 27_200,
  // ×1.38 the RTX 4060 (TechPowerUp RTX 5060 Ti 16 GB review, Apr 2025), for the 8 and 16 GB cards alike.
  'geforce rtx 5060 ti': 24_000,
  'radeon rx 7700 xt': 24_000,
  // ×1.33 the RTX 4060 (TechPowerUp RX 9060 XT 16 GB review, Jun 2025).
  'radeon rx 9060 xt': 23_500,
  // ×1.20 and ×1.22 the RTX 4060 (TechPowerUp RTX 5060 review, May 2025).
  'geforce rtx 4060 ti': 22_000,
  'geforce rtx 5060': 22_200,
  // ×1.08 and ×0.95 the RTX 4060 (TechPowerUp RTX 4060 review, Jun 2023).
  'radeon rx 6700 xt': 20_600,
  'radeon rx 7600': 18_900,
  // ×0.92 the RTX 3060 (TechPowerUp RX 7600 review, May 2023).
  'radeon rx 6600': 16_000,
};

/**
 * A chipset name as the score table keys it: lower case, single spaces, memory size dropped
 * ("GeForce RTX 3060 12GB" → "geforce rtx 3060").
 */
export function gpuChipsetKey(chipset: string): string {
  return String(chipset)
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ \d+ ?gb$/, '');
}

/**
 * The score the FPS estimator reads a card at (its `gpuG3dMark` input): the calibrated score
 * when the table has the chipset, else the card's G3D Mark.
 */
export function gpuGamingScore(chipset: string, g3dMark: number): number {
  return gpuGamingScores[gpuChipsetKey(chipset)] ?? g3dMark;
}
