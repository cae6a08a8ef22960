/**
 * The FPS estimator: a game's dataset figures (PCGameBenchmarks' estimated 1080p High FPS on
 * twelve reference GPUs, CC BY 4.0) turned into a typical FPS range for a build, a resolution
 * and a graphics preset.
 *
 * The model, in four steps — every step is a simplification, and the result is an estimate of
 * an estimate, not a measurement:
 *
 * 1. **GPU.** FPS against G3D Mark, interpolated in log-log space (a power law between each pair
 *    of neighbouring reference GPUs). Outside the references it extrapolates with the slope from
 *    the end reference to the nearest one at least 25 % away in G3D (a closer pair, like the
 *    RX 7600 and RTX 3060 3 % apart, is too noisy), clamped to [0.25, 1.5]; G3D above 1.25× the
 *    fastest reference counts as 1.25× it.
 *    The dataset caps its figures at 360 FPS and at the engine cap, so a figure at the cap only
 *    says "at least this". Those figures are treated as censored: the curve continues past them
 *    from the uncapped ones, so a game capped at 60 on every card still gains headroom when
 *    4K is asked of a fast card.
 * 2. **Resolution and preset** scale the GPU side only: 1440p ×0.74 and 4K ×0.40 of 1080p, and
 *    low ×1.6, medium ×1.3, high ×1, ultra ×0.85 (see `resolutionFactors` and `presetFactors`).
 * 3. **CPU ceiling.** The FPS a processor can feed is the game's CPU-bound FPS on the reference
 *    CPU (a Ryzen 5 5600) times the build CPU's `cpuFactor`. The game's CPU-bound FPS comes from
 *    the only per-game signal the dataset has: how fast the game runs when the GPU is not the
 *    limit (its uncapped 1080p High estimate on an RTX 4090), as 1.84 × that^0.8 — heavy-looking
 *    games are assumed heavy on the CPU too. Calibrated by hand on two well-known games, to
 *    roughly what published 1080p CPU tests show on a Ryzen 5 5600 (Cyberpunk 2077 ≈ 125 FPS,
 *    Counter-Strike 2 ≈ 395 FPS), and so that the fastest CPUs (Ryzen 7 9800X3D) can feed any
 *    figure up to the dataset's 360. It is the weakest step: it cannot tell a well-optimised
 *    heavy-looking game (Doom Eternal) from a CPU-bound one, nor see simulation-heavy games.
 *    The estimate is the lower of the GPU and CPU figures (no soft blend, so a fast CPU leaves
 *    the dataset's figures untouched). A game's `correction` (from published benchmarks) can
 *    scale its GPU figures and replace its CPU-bound FPS where the dataset is known to be off.
 * 4. **Caps and range.** Never above the engine cap, nor the dataset's 360 FPS (beyond which
 *    the source says nothing). The range is ±12 % around the point estimate (the spread the
 *    dataset's figures deserve), capped the same way, rounded to whole FPS, min ≥ 1.
 *
 * Speed: `prepareGame` does the sorting, logarithms and slopes once per game (and is cached per
 * `GameBenchmark` object, which must therefore be treated as immutable); an estimate is then a
 * few comparisons, one `log` and one `exp`, with no allocation.
 */
import type { CpuForEstimate, FpsEstimate, FpsEstimateInput, GameBenchmark, GraphicsPreset, Resolution } from './types';

/** The dataset's own ceiling: its figures are capped at 360 FPS. */
export const DATASET_FPS_CAP = 360;
/** Half-width of the range around the point estimate. */
export const FPS_RANGE_SPREAD = 0.12;
/**
 * @deprecated The resolution factors no longer follow one power of the pixel count (see
 * `resolutionFactors`); this was the old exponent, FPS ∝ pixels^-0.57.
 */
export const RESOLUTION_EXPONENT = 0.57;

/**
 * FPS relative to 1080p for a GPU-bound game. Not one power of the pixel count: in published
 * GPU reviews a card keeps about three quarters of its 1080p figure at 1440p (1.78 × the
 * pixels; at 1080p part of the frame time is the processor's and the driver's) but only about
 * 0.54 of its 1440p figure at 4K (2.25 × the pixels, almost all GPU work). The ratios of the
 * 1440p and 4K charts in bench/fps-error.ts's sources.
 */
export const resolutionFactors: Readonly<Record<Resolution, number>> = {
  '1080p': 1,
  '1440p': 0.74,
  '4k': 0.4,
};

/**
 * FPS relative to the High preset (the dataset's), GPU side. Ultra costs the 10–20 % that
 * reviews' preset-scaling charts show for today's games (×0.8 read too low against the
 * highest-preset figures of bench/fps-error.ts).
 */
export const presetFactors: Readonly<Record<GraphicsPreset, number>> = {
  low: 1.6,
  medium: 1.3,
  high: 1,
  ultra: 0.85,
};

/** Extrapolation slopes (d log FPS / d log G3D) are clamped to this range. */
const MIN_EXTRAPOLATION_SLOPE = 0.25;
const MAX_EXTRAPOLATION_SLOPE = 1.5;
/** Slope when a game has one uncapped figure or none (typical of the dataset's mid range). */
const DEFAULT_SLOPE = 1;
/** The extrapolation slope is measured against a reference at least this far away in G3D. */
const EXTRAPOLATION_BASE_RATIO = 1.25;
/** G3D above this multiple of the fastest reference is treated as this multiple. */
const MAX_EXTRAPOLATION_RATIO = 1.25;

/** G3D Mark of the RTX 4090 (gpus.csv): where a game's "GPU not the limit" speed is read. */
const CPU_PROXY_G3D = 38081;
/**
 * CPU-bound FPS on the reference CPU =
 * CPU_FPS_SCALE × (uncapped 1080p High FPS at CPU_PROXY_G3D)^CPU_FPS_EXPONENT.
 */
const CPU_FPS_SCALE = 1.84;
const CPU_FPS_EXPONENT = 0.8;

/** Used only for a game without any reference figure: FPS at its recommended (or minimum) GPU. */
const FALLBACK_RECOMMENDED_FPS = 60;
const FALLBACK_MINIMUM_FPS = 30;
const FALLBACK_G3D = 10_000;

// ---------------------------------------------------------------------------------------------
// CPU

/**
 * Gaming performance per clock, Zen 3 = 1. Rough figures read off published 1080p CPU-bound
 * game benchmarks (same-clock comparisons where they exist); they rank families, they do not
 * pretend to 5 % precision. Keys are the pc-part-dataset's `microarchitecture` strings.
 */
export const microarchitectureIpc: Readonly<Record<string, number>> = {
  // AMD
  // Zen 5 without stacked cache games about 3 % above Zen 4 at the same class of part (TechPowerUp's
  // Ryzen 7 9700X review, Aug 2024: the 9700X about level with the 7700X; Hardware Unboxed likewise).
  'Zen 5': 1.08,
  'Zen 4': 1.1,
  'Zen 3': 1,
  'Zen 2': 0.85,
  'Zen+': 0.76,
  Zen: 0.72,
  Excavator: 0.55,
  Steamroller: 0.52,
  Piledriver: 0.5,
  Bulldozer: 0.45,
  K10: 0.45,
  Lynx: 0.45,
  'Puma+': 0.35,
  Jaguar: 0.35,
  // Intel
  'Arrow Lake': 1.02,
  'Raptor Lake Refresh': 1.07,
  'Raptor Lake': 1.07,
  'Alder Lake': 1.03,
  'Rocket Lake': 0.95,
  'Cascade Lake': 0.8,
  'Comet Lake': 0.88,
  'Coffee Lake Refresh': 0.88,
  'Coffee Lake': 0.88,
  'Kaby Lake': 0.87,
  Skylake: 0.86,
  Broadwell: 0.77,
  'Haswell Refresh': 0.75,
  Haswell: 0.75,
  'Ivy Bridge': 0.68,
  'Sandy Bridge': 0.65,
  Westmere: 0.55,
  Nehalem: 0.55,
  Yorkfield: 0.45,
  Wolfdale: 0.45,
  Core: 0.45,
};

/** An unknown microarchitecture is assumed to be a mid-2010s one: better to under-promise. */
const UNKNOWN_IPC = 0.85;
/** Games gain from L3 cache; AMD's stacked-cache (X3D) parts have 96 MB or more. */
const STACKED_CACHE_MIN_MB = 96;
const STACKED_CACHE_BONUS = 1.25;
/**
 * Zen 5 puts the cache die under the cores, so its X3D parts lose no clock: the Ryzen 7 9800X3D
 * games about 10 % above the 7800X3D and about 25 % above the 9700X (TechPowerUp's and Hardware
 * Unboxed's 9800X3D reviews, Nov 2024, 1080p with an RTX 4090).
 */
const STACKED_CACHE_BONUS_BY_ARCHITECTURE: Readonly<Record<string, number>> = { 'zen 5': 1.35 };
/**
 * A stacked-cache part with two core dies (Ryzen 9 7950X3D, 9950X3D) has the cache on one die of
 * eight cores, where games are steered, and that die clocks below the headline boost: it games
 * like an eight-core X3D part (TechPowerUp's Ryzen 9 9950X3D review, Mar 2025: within a few per
 * cent of the 9800X3D).
 */
const STACKED_CACHE_DIE_CORES = 8;
const STACKED_CACHE_DIE_CLOCK = 0.95;
/** A second hardware thread on a core is worth this fraction of a core to a game. */
const SMT_THREAD_WEIGHT = 0.3;
/** Games stop scaling with threads: benefit = 1 - e^(-effective cores / THREAD_SATURATION). */
const THREAD_SATURATION = 3;

const ipcByLowerCaseName = /* @__PURE__ */ new Map(
  /* @__PURE__ */ Object.entries(microarchitectureIpc).map(([name, ipc]) => [name.toLowerCase(), ipc]),
);

function ipcOf(microarchitecture: string): number {
  return microarchitectureIpc[microarchitecture] ?? ipcByLowerCaseName.get(String(microarchitecture).trim().toLowerCase()) ?? UNKNOWN_IPC;
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}

function threadBenefit(cores: number, threads: number): number {
  const c = Math.max(1, finiteOr(cores, 1));
  const t = Math.max(c, finiteOr(threads, c));
  return 1 - Math.exp(-(c + SMT_THREAD_WEIGHT * (t - c)) / THREAD_SATURATION);
}

function rawCpuScore(cpu: CpuForEstimate): number {
  let boost = Math.min(7, Math.max(0.5, finiteOr(cpu.boostClockGhz, 1)));
  let cores = cpu.cores;
  let threads = cpu.threads;
  let cache = 1;
  if ((cpu.l3CacheMb ?? 0) >= STACKED_CACHE_MIN_MB) {
    cache = STACKED_CACHE_BONUS_BY_ARCHITECTURE[String(cpu.microarchitecture).trim().toLowerCase()] ?? STACKED_CACHE_BONUS;
    if (cores > STACKED_CACHE_DIE_CORES) {
      // Games run on the cache die: its eight cores (with their threads) at its lower clock.
      threads = Math.round((finiteOr(threads, cores) / cores) * STACKED_CACHE_DIE_CORES);
      cores = STACKED_CACHE_DIE_CORES;
      boost *= STACKED_CACHE_DIE_CLOCK;
    }
  }
  return ipcOf(cpu.microarchitecture) * boost * threadBenefit(cores, threads) * cache;
}

/** The reference processor, cpuFactor 1: AMD Ryzen 5 5600. */
export const referenceCpu: Readonly<CpuForEstimate> = {
  cores: 6,
  threads: 12,
  boostClockGhz: 4.4,
  microarchitecture: 'Zen 3',
  l3CacheMb: 32,
};
const REFERENCE_CPU_SCORE = /* @__PURE__ */ rawCpuScore(referenceCpu);

/**
 * How many frames the processor can prepare relative to a Ryzen 5 5600 (= 1):
 * per-clock gaming performance of its microarchitecture × boost clock × a saturating benefit
 * from cores and threads (4c/8t ≈ 0.89, 8c/16t ≈ 1.05, 16c/32t ≈ 1.08 of 6c/12t) × 1.25 for
 * stacked L3 cache (1.35 on Zen 5; a two-die X3D part counts as its eight-core cache die).
 */
export function cpuFactor(cpu: CpuForEstimate): number {
  return rawCpuScore(cpu) / REFERENCE_CPU_SCORE;
}

// ---------------------------------------------------------------------------------------------
// Per-game preparation

/** A game's figures made ready for fast estimates; build with `prepareGame`. */
export type PreparedGame = {
  readonly game: GameBenchmark;
  /** log G3D and log FPS of the uncapped reference figures, ascending, FPS made non-decreasing. */
  readonly logG3d: Float64Array;
  readonly logFps: Float64Array;
  /** Slope below the slowest uncapped reference. */
  readonly lowSlope: number;
  /** Slope from the fastest uncapped reference up to `censoredLogG3d`. */
  readonly gapSlope: number;
  /** Slope beyond the fastest uncapped reference, or beyond `censoredLogG3d` when there is one. */
  readonly highSlope: number;
  /** log G3D of the slowest reference whose figure sits at the cap, or NaN if none does. */
  readonly censoredLogG3d: number;
  /** log FPS on the curve at `censoredLogG3d` (at least the cap there). */
  readonly censoredLogFps: number;
  readonly maxLogG3d: number;
  /** min(engine cap, 360). */
  readonly fpsCap: number;
  /** CPU-bound FPS on the reference CPU (Ryzen 5 5600). */
  readonly referenceCpuFps: number;
};

type GpuCurve = Omit<PreparedGame, 'game' | 'fpsCap' | 'referenceCpuFps'>;

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

function extrapolationSlope(logG: readonly number[], logF: readonly number[], end: number, step: 1 | -1): number {
  const minDistance = Math.log(EXTRAPOLATION_BASE_RATIO);
  let other = end + step;
  if (other < 0 || other >= logG.length) return DEFAULT_SLOPE;
  while (other + step >= 0 && other + step < logG.length && Math.abs(logG[end]! - logG[other]!) < minDistance) {
    other += step;
  }
  const run = logG[end]! - logG[other]!;
  return clamp((logF[end]! - logF[other]!) / run, MIN_EXTRAPOLATION_SLOPE, MAX_EXTRAPOLATION_SLOPE);
}

function fallbackReference(game: GameBenchmark): { g3d: number; fps: number } {
  if (game.recommendedG3dMark && game.recommendedG3dMark > 0) {
    return { g3d: game.recommendedG3dMark, fps: FALLBACK_RECOMMENDED_FPS };
  }
  if (game.minimumG3dMark && game.minimumG3dMark > 0) {
    return { g3d: game.minimumG3dMark, fps: FALLBACK_MINIMUM_FPS };
  }
  return { g3d: FALLBACK_G3D, fps: FALLBACK_RECOMMENDED_FPS };
}

const preparedGames = /* @__PURE__ */ new WeakMap<GameBenchmark, PreparedGame>();

/**
 * Sorts a game's reference figures and precomputes everything an estimate needs. Cached per
 * game object, so calling it again (or calling `estimateFps` with the raw game) is cheap.
 */
export function prepareGame(game: GameBenchmark): PreparedGame {
  const cached = preparedGames.get(game);
  if (cached) return cached;

  const engineCap = game.engineFpsCap != null && game.engineFpsCap > 0 ? game.engineFpsCap : Infinity;
  const fpsCap = Math.min(engineCap, DATASET_FPS_CAP);

  let references = game.referenceFps
    .filter((r) => Number.isFinite(r.g3dMark) && r.g3dMark > 0 && Number.isFinite(r.fps) && r.fps > 0)
    .map((r) => ({ g3d: r.g3dMark, fps: r.fps }))
    .sort((a, b) => a.g3d - b.g3d);
  if (references.length === 0) references = [fallbackReference(game)];

  // A figure at the cap (within the dataset's rounding) is only a lower bound.
  const uncapped: { g3d: number; fps: number }[] = [];
  let firstCapped: { g3d: number; fps: number } | undefined;
  for (const r of references) {
    if (r.fps >= fpsCap - 0.5) {
      firstCapped ??= r;
    } else if (!firstCapped) {
      const last = uncapped[uncapped.length - 1];
      // Equal G3D: keep the higher figure. Lower FPS on a faster card: hold the level, so
      // the curve stays monotonic in G3D (the dataset has no such case; user data might).
      if (last && last.g3d === r.g3d) last.fps = Math.max(last.fps, r.fps);
      else uncapped.push({ g3d: r.g3d, fps: Math.max(r.fps, last?.fps ?? 0) });
    }
  }

  // A published-benchmark correction scales the whole GPU curve (caps are applied later).
  const fpsScale = game.correction?.fpsScale;
  const logScale = fpsScale !== undefined && Number.isFinite(fpsScale) && fpsScale > 0 ? Math.log(fpsScale) : 0;
  const logG = uncapped.map((r) => Math.log(r.g3d));
  const logF = uncapped.map((r) => Math.log(r.fps) + logScale);
  const n = logG.length;
  const lowSlope = extrapolationSlope(logG, logF, 0, 1);
  const highSlope = extrapolationSlope(logG, logF, n - 1, -1);

  let gapSlope = highSlope;
  let censoredLogG3d = NaN;
  let censoredLogFps = NaN;
  if (firstCapped) {
    censoredLogG3d = Math.log(firstCapped.g3d);
    const capLog = Math.log(firstCapped.fps) + logScale;
    if (n === 0) {
      // Capped on every card: all we know is "at least the cap" on the slowest one.
      censoredLogFps = capLog;
    } else {
      // Rise at least steeply enough to reach the cap by the first capped card.
      const run = censoredLogG3d - logG[n - 1]!;
      if (run > 0) gapSlope = Math.max(highSlope, (capLog - logF[n - 1]!) / run);
      censoredLogFps = Math.max(capLog, logF[n - 1]! + gapSlope * run);
    }
  }

  const maxReferenceG3d = references[references.length - 1]!.g3d;
  const curve: GpuCurve = {
    logG3d: Float64Array.from(logG),
    logFps: Float64Array.from(logF),
    lowSlope,
    gapSlope,
    highSlope,
    censoredLogG3d,
    censoredLogFps,
    maxLogG3d: Math.log(maxReferenceG3d * MAX_EXTRAPOLATION_RATIO),
  };
  const proxyFps = Math.exp(gpuLogFps(curve, Math.log(CPU_PROXY_G3D)));
  const cpuOverride = game.correction?.referenceCpuFps;
  const correctedCpuFps = cpuOverride !== undefined && Number.isFinite(cpuOverride) && cpuOverride > 0 ? cpuOverride : undefined;
  // Listed field by field, not spread: V8 gives spread copies a hidden class each, which
  // made the estimate loop megamorphic and three times slower.
  const prepared: PreparedGame = {
    game,
    logG3d: curve.logG3d,
    logFps: curve.logFps,
    lowSlope: curve.lowSlope,
    gapSlope: curve.gapSlope,
    highSlope: curve.highSlope,
    censoredLogG3d: curve.censoredLogG3d,
    censoredLogFps: curve.censoredLogFps,
    maxLogG3d: curve.maxLogG3d,
    fpsCap,
    referenceCpuFps: correctedCpuFps ?? CPU_FPS_SCALE * proxyFps ** CPU_FPS_EXPONENT,
  };
  preparedGames.set(game, prepared);
  return prepared;
}

/** log of the uncapped 1080p High FPS at log G3D `logG` (already clamped). */
function gpuLogFps(p: GpuCurve, logG: number): number {
  const { logG3d, logFps } = p;
  const n = logG3d.length;
  if (n === 0) return p.censoredLogFps + DEFAULT_SLOPE * (logG - p.censoredLogG3d);
  if (logG <= logG3d[0]!) return logFps[0]! + p.lowSlope * (logG - logG3d[0]!);
  const last = n - 1;
  if (logG <= logG3d[last]!) {
    let i = 1;
    while (logG > logG3d[i]!) i += 1;
    const g0 = logG3d[i - 1]!;
    const f0 = logFps[i - 1]!;
    return f0 + ((logFps[i]! - f0) * (logG - g0)) / (logG3d[i]! - g0);
  }
  if (p.censoredLogG3d !== p.censoredLogG3d || logG <= p.censoredLogG3d) {
    // No capped figure (NaN check), or between the last uncapped one and the first capped one.
    return logFps[last]! + p.gapSlope * (logG - logG3d[last]!);
  }
  return p.censoredLogFps + p.highSlope * (logG - p.censoredLogG3d);
}

function clampedLogG3d(p: PreparedGame, gpuG3dMark: number): number {
  const g3d = Number.isFinite(gpuG3dMark) ? Math.max(1, gpuG3dMark) : 1;
  return Math.min(Math.log(g3d), p.maxLogG3d);
}

// ---------------------------------------------------------------------------------------------
// Estimates

/**
 * The point estimate behind `estimateFps`, unrounded and capped: lower of the GPU figure
 * (for the resolution and preset) and the CPU ceiling, at most the engine cap and 360.
 * `cpu` is a `cpuFactor` — compute it once per build when estimating many games.
 */
export function pointEstimateFps(
  game: GameBenchmark | PreparedGame,
  gpuG3dMark: number,
  cpu: number,
  resolution: Resolution,
  preset: GraphicsPreset,
): number {
  const p = 'logG3d' in game ? game : prepareGame(game);
  return Math.min(uncappedFps(p, gpuG3dMark, cpu, resolution, preset), p.fpsCap);
}

function uncappedFps(p: PreparedGame, gpuG3dMark: number, cpu: number, resolution: Resolution, preset: GraphicsPreset): number {
  const gpuFps = Math.exp(gpuLogFps(p, clampedLogG3d(p, gpuG3dMark))) * resolutionFactors[resolution] * presetFactors[preset];
  const cpuFps = p.referenceCpuFps * (Number.isFinite(cpu) && cpu > 0 ? cpu : 0);
  return Math.min(gpuFps, cpuFps);
}

/** Typical low and high average FPS of a build in a game, at a resolution and preset. */
export function estimateFps(input: FpsEstimateInput): FpsEstimate {
  const p = prepareGame(input.game);
  const fps = uncappedFps(p, input.gpuG3dMark, cpuFactor(input.cpu), input.resolution, input.preset);
  const min = Math.max(1, Math.round(Math.min(fps * (1 - FPS_RANGE_SPREAD), p.fpsCap)));
  const max = Math.max(min, Math.round(Math.min(fps * (1 + FPS_RANGE_SPREAD), p.fpsCap)));
  return { min, max };
}

/** Percentile by linear interpolation between closest ranks (numpy's default). */
function percentileOfSorted(sorted: Float64Array, p: number): number {
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/**
 * What a build runs many games at: the 25th to 75th percentile of the per-game point
 * estimates (the middle half of the games), rounded, min ≥ 1. The product card's
 * "average FPS range" (SPEC §3) is this at 1080p High. Null when there are no games.
 * The choice of games weighs more than the model: engine-capped games (nearly a third of the 300 most
 * popular, most at 60) pin the low end on every card and games at 360 the high end, which is
 * why the build cards (storefront/server/services/build-figures.ts) keep to uncapped games from 2021 on.
 */
export function averageFpsRange(
  games: readonly (GameBenchmark | PreparedGame)[],
  gpuG3dMark: number,
  cpu: CpuForEstimate,
  resolution: Resolution = '1080p',
  preset: GraphicsPreset = 'high',
): FpsEstimate | null {
  if (games.length === 0) return null;
  const factor = cpuFactor(cpu);
  const points = new Float64Array(games.length);
  for (let i = 0; i < games.length; i += 1) {
    points[i] = pointEstimateFps(games[i]!, gpuG3dMark, factor, resolution, preset);
  }
  points.sort();
  const min = Math.max(1, Math.round(percentileOfSorted(points, 25)));
  return { min, max: Math.max(min, Math.round(percentileOfSorted(points, 75))) };
}
