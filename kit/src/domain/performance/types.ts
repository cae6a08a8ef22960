/**
 * Inputs and outputs of the FPS estimator: figures from the pc-game-fps-dataset
 * (PCGameBenchmarks estimates, CC BY 4.0) turned into a range for a build.
 */

export const resolutions = ['1080p', '1440p', '4k'] as const;
export type Resolution = (typeof resolutions)[number];

export const graphicsPresets = ['low', 'medium', 'high', 'ultra'] as const;
export type GraphicsPreset = (typeof graphicsPresets)[number];

/** What the dataset says about one game. */
export type GameBenchmark = {
  slug: string;
  name: string;
  releaseYear: number | null;
  /** Estimated 1080p High FPS on the dataset's reference GPUs, with each GPU's G3D Mark. */
  referenceFps: { gpu: string; g3dMark: number; fps: number }[];
  /** Frame cap of the game engine, if any (FPS never exceeds it). */
  engineFpsCap: number | null;
  /** G3D Mark of the Steam minimum and recommended GPUs, when known. */
  minimumG3dMark: number | null;
  recommendedG3dMark: number | null;
  /**
   * A correction from published benchmarks, where the dataset's figures for this game are
   * off: `fpsScale` multiplies its GPU-side figures, `referenceCpuFps` replaces the guessed
   * CPU-bound FPS on the reference processor (a Ryzen 5 5600). Absent for most games.
   */
  correction?: { fpsScale?: number; referenceCpuFps?: number };
};

/** What the estimator needs of a build's processor (CpuSpecs has these fields). */
export type CpuForEstimate = {
  cores: number;
  threads: number;
  boostClockGhz: number;
  microarchitecture: string;
  /**
   * Total L3 cache in MB, when known. Games gain markedly from AMD's stacked-cache (X3D)
   * parts (96 MB or more), which the fields above cannot tell from their plain siblings.
   */
  l3CacheMb?: number;
};

export type FpsEstimateInput = {
  game: GameBenchmark;
  /** G3D Mark of the build's graphics card (or integrated graphics). */
  gpuG3dMark: number;
  cpu: CpuForEstimate;
  resolution: Resolution;
  preset: GraphicsPreset;
};

/** A range, since the figures are estimates: typical low and high average FPS. */
export type FpsEstimate = { min: number; max: number };

/**
 * For the range messages' `same` select: 'yes' when both ends are equal (a capped game, one
 * figure), so a shopper reads "360 FPS" rather than "360–360 FPS".
 */
export function sameValue(range: { min: number; max: number }): 'yes' | 'no' {
  return range.min === range.max ? 'yes' : 'no';
}
