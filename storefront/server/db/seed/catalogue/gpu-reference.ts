/**
 * Facts of a graphics chip's reference design, keyed by the dataset's `chipset` string.
 * Cards from board partners may draw more (factory overclocks); the curated catalogue
 * states those per card, and the wholesale import uses these as the best it can know.
 */

/** Total board power of the reference design (NVIDIA TGP / AMD TBP), watts. */
const referenceBoardPowerW: Record<string, number> = {
  'GeForce RTX 3050 6GB': 70,
  'GeForce RTX 3050 8GB': 130,
  'GeForce RTX 3060': 170,
  'GeForce RTX 3060 Ti': 200,
  'GeForce RTX 3070': 220,
  'GeForce RTX 3070 Ti': 290,
  'GeForce RTX 3080': 320,
  'GeForce RTX 3080 12GB': 350,
  'GeForce RTX 3080 Ti': 350,
  'GeForce RTX 3090': 350,
  'GeForce RTX 3090 Ti': 450,
  'GeForce RTX 4060': 115,
  'GeForce RTX 4060 Ti': 160,
  'GeForce RTX 4060 Ti 16GB': 165,
  'GeForce RTX 4070': 200,
  'GeForce RTX 4070 SUPER': 220,
  'GeForce RTX 4070 Ti': 285,
  'GeForce RTX 4070 Ti SUPER': 285,
  'GeForce RTX 4080': 320,
  'GeForce RTX 4080 SUPER': 320,
  'GeForce RTX 4090': 450,
  'GeForce RTX 5050': 130,
  'GeForce RTX 5060': 145,
  'GeForce RTX 5060 Ti': 180,
  'GeForce RTX 5070': 250,
  'GeForce RTX 5070 Ti': 300,
  'GeForce RTX 5080': 360,
  'GeForce RTX 5090': 575,
  'Radeon RX 6400': 53,
  'Radeon RX 6500 XT': 107,
  'Radeon RX 6600': 132,
  'Radeon RX 6600 XT': 160,
  'Radeon RX 6650 XT': 180,
  'Radeon RX 6700': 175,
  'Radeon RX 6700 XT': 230,
  'Radeon RX 6750 XT': 250,
  'Radeon RX 6800': 250,
  'Radeon RX 6800 XT': 300,
  'Radeon RX 6900 XT': 300,
  'Radeon RX 6950 XT': 335,
  'Radeon RX 7600': 165,
  'Radeon RX 7600 XT': 190,
  'Radeon RX 7700 XT': 245,
  'Radeon RX 7800 XT': 263,
  'Radeon RX 7900 GRE': 260,
  'Radeon RX 7900 XT': 315,
  'Radeon RX 7900 XTX': 355,
  'Radeon RX 9060 XT': 160,
  'Radeon RX 9070': 220,
  'Radeon RX 9070 XT': 304,
};

/**
 * The chip maker's recommended power supply for a system with the card, watts: NVIDIA's
 * "Required System Power" (geforce.com product specs), AMD's "Recommended PSU" (amd.com
 * product specs, next to "Typical Board Power"). Chips whose figure is not certain are left
 * out: unknown is not zero, and the engine then sizes the PSU from the draw alone.
 */
const referenceRecommendedPsuW: Record<string, number> = {
  'GeForce RTX 3050 6GB': 300,
  'GeForce RTX 3050 8GB': 550,
  'GeForce RTX 3060': 550,
  'GeForce RTX 3060 Ti': 600,
  'GeForce RTX 3070': 650,
  'GeForce RTX 3070 Ti': 750,
  'GeForce RTX 3080': 750,
  'GeForce RTX 3080 Ti': 750,
  'GeForce RTX 3090': 750,
  'GeForce RTX 3090 Ti': 850,
  'GeForce RTX 4060': 550,
  'GeForce RTX 4060 Ti': 550,
  'GeForce RTX 4060 Ti 16GB': 550,
  'GeForce RTX 4070': 650,
  'GeForce RTX 4070 SUPER': 650,
  'GeForce RTX 4070 Ti': 700,
  'GeForce RTX 4070 Ti SUPER': 700,
  'GeForce RTX 4080': 750,
  'GeForce RTX 4080 SUPER': 750,
  'GeForce RTX 4090': 850,
  'GeForce RTX 5060': 550,
  'GeForce RTX 5060 Ti': 600,
  'GeForce RTX 5070': 650,
  'GeForce RTX 5070 Ti': 750,
  'GeForce RTX 5080': 850,
  'GeForce RTX 5090': 1000,
  'Radeon RX 6600': 500,
  'Radeon RX 6600 XT': 500,
  'Radeon RX 6700 XT': 650,
  'Radeon RX 6800 XT': 750,
  'Radeon RX 6900 XT': 850,
  'Radeon RX 7600': 550,
  'Radeon RX 7700 XT': 700,
  'Radeon RX 7800 XT': 700,
  'Radeon RX 7900 GRE': 700,
  'Radeon RX 7900 XT': 750,
  'Radeon RX 7900 XTX': 800,
  'Radeon RX 9060 XT': 450,
  'Radeon RX 9070': 650,
  'Radeon RX 9070 XT': 750,
};

/** 'GeForce RTX 3060 Ti LHR' → 'GeForce RTX 3060 Ti'; 'GeForce RTX 3080 10GB' → 'GeForce RTX 3080'. */
export function chipsetFamily(chipset: string): string {
  return chipset.replace(/\s+LHR$/i, '').replace(/\s+\d+\s?GB$/i, '');
}

/** Reference board power for a dataset chipset, or null when the chip is not in the table. */
export function referenceBoardPower(chipset: string): number | null {
  const withoutLhr = chipset.replace(/\s+LHR$/i, '');
  return referenceBoardPowerW[withoutLhr] ?? referenceBoardPowerW[chipsetFamily(chipset)] ?? null;
}

/** The chip maker's recommended PSU for a dataset chipset, or null when the table has no certain figure. */
export function referenceRecommendedPsu(chipset: string): number | null {
  const withoutLhr = chipset.replace(/\s+LHR$/i, '');
  return referenceRecommendedPsuW[withoutLhr] ?? referenceRecommendedPsuW[chipsetFamily(chipset)] ?? null;
}
