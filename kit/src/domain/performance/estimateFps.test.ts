import { describe, expect, it } from 'vitest';
import { gameBenchmarkFromRow, referenceGpuColumns } from './dataset';
import {
  averageFpsRange,
  cpuFactor,
  DATASET_FPS_CAP,
  estimateFps,
  pointEstimateFps,
  prepareGame,
  presetFactors,
  referenceCpu,
  resolutionFactors,
} from './estimateFps';
import {
  graphicsPresets,
  resolutions,
  type CpuForEstimate,
  type FpsEstimate,
  type GameBenchmark,
  type GraphicsPreset,
  type Resolution,
} from './types';

// Real rows of the pc-game-fps-dataset (games.csv and gpus.csv, snapshot of 5 October 2026;
// estimates by PCGameBenchmarks, https://pcgamebenchmarks.com, CC BY 4.0).
/** gpus.csv G3D Mark of each reference GPU. */
const referenceG3dMarks = new Map<string, number>([
  ['Intel Iris Xe', 2610],
  ['Radeon 780M', 6866],
  ['GeForce GTX 1650', 7873],
  ['GeForce GTX 1660 SUPER', 12683],
  ['GeForce RTX 3060', 17008],
  ['Radeon RX 7600', 16548],
  ['GeForce RTX 4060', 19530],
  ['GeForce RTX 5060', 20836],
  ['GeForce RTX 4070', 26918],
  ['Radeon RX 7800 XT', 24322],
  ['GeForce RTX 5070', 28771],
  ['GeForce RTX 4090', 38081],
]);

const G3D = {
  rtx3060: 17008,
  rtx4070: 26918,
  rtx4090: 38081,
} as const;

/** A games.csv row from its fields, the twelve FPS figures in the CSV's column order. */
function row(
  name: string,
  releaseYear: number,
  engineFpsCap: number | null,
  minG3d: number | null,
  recG3d: number | null,
  fps: readonly (number | null)[],
): GameBenchmark {
  const record: Record<string, string> = {
    name,
    release_year: String(releaseYear),
    engine_fps_cap: engineFpsCap === null ? '' : String(engineFpsCap),
    min_gpu_g3d: minG3d === null ? '' : String(minG3d),
    rec_gpu_g3d: recG3d === null ? '' : String(recG3d),
  };
  referenceGpuColumns.forEach(({ column }, i) => {
    record[column] = fps[i] == null ? '' : String(fps[i]);
  });
  return gameBenchmarkFromRow(record, referenceG3dMarks);
}

const games = {
  gtaV: row('Grand Theft Auto V', 2013, null, 1386, 4047, [32, 70, 78, 114, 151, 145, 187, 207, 308, 263, 342, 360]),
  witcher3: row('The Witcher 3: Wild Hunt', 2015, null, 4047, 8540, [21, 46, 52, 76, 100, 96, 124, 137, 204, 174, 226, 349]),
  cyberpunk: row('Cyberpunk 2077', 2020, null, 9212, 13352, [12, 26, 29, 42, 56, 53, 69, 76, 113, 97, 126, 194]),
  baldursGate3: row("Baldur's Gate III", 2023, null, 6284, 12076, [15, 33, 37, 54, 71, 68, 88, 97, 144, 123, 160, 247]),
  counterStrike2: row('Counter-Strike 2', 2023, null, 2000, null, [51, 111, 124, 181, 240, 230, 297, 328, 360, 360, 360, 360]),
  eldenRing: row('Elden Ring', 2022, 60, 9212, 13003, [12, 26, 29, 42, 56, 53, 60, 60, 60, 60, 60, 60]),
  skyrim: row('The Elder Scrolls V: Skyrim', 2011, 60, 600, null, [60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60]),
} satisfies Record<string, GameBenchmark>;

const allGames: readonly GameBenchmark[] = Object.values(games);

/** Spec-sheet figures of a few processors. */
const cpus = {
  ryzen5600: { cores: 6, threads: 12, boostClockGhz: 4.4, microarchitecture: 'Zen 3', l3CacheMb: 32 },
  ryzen7600x: { cores: 6, threads: 12, boostClockGhz: 5.3, microarchitecture: 'Zen 4', l3CacheMb: 32 },
  ryzen7700x: { cores: 8, threads: 16, boostClockGhz: 5.4, microarchitecture: 'Zen 4', l3CacheMb: 32 },
  ryzen7800x3d: { cores: 8, threads: 16, boostClockGhz: 5.0, microarchitecture: 'Zen 4', l3CacheMb: 96 },
  ryzen9800x3d: { cores: 8, threads: 16, boostClockGhz: 5.2, microarchitecture: 'Zen 5', l3CacheMb: 96 },
  corei3_12100f: { cores: 4, threads: 8, boostClockGhz: 4.3, microarchitecture: 'Alder Lake', l3CacheMb: 12 },
  corei5_14600k: {
    cores: 14,
    threads: 20,
    boostClockGhz: 5.3,
    microarchitecture: 'Raptor Lake Refresh',
    l3CacheMb: 24,
  },
  coreUltra9_285k: { cores: 24, threads: 24, boostClockGhz: 5.7, microarchitecture: 'Arrow Lake', l3CacheMb: 36 },
  fx6300: { cores: 6, threads: 6, boostClockGhz: 4.1, microarchitecture: 'Piledriver' },
} satisfies Record<string, CpuForEstimate>;

const strongCpu = cpus.ryzen9800x3d;

function estimate(
  game: GameBenchmark,
  gpuG3dMark: number,
  cpu: CpuForEstimate = strongCpu,
  resolution: Resolution = '1080p',
  preset: GraphicsPreset = 'high',
): FpsEstimate {
  return estimateFps({ game, gpuG3dMark, cpu, resolution, preset });
}

function point(
  game: GameBenchmark,
  gpuG3dMark: number,
  cpu: CpuForEstimate = strongCpu,
  resolution: Resolution = '1080p',
  preset: GraphicsPreset = 'high',
): number {
  return pointEstimateFps(game, gpuG3dMark, cpuFactor(cpu), resolution, preset);
}

/** Mulberry32: a small seeded PRNG, so the property checks are reproducible. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('estimateFps at the dataset reference GPUs', () => {
  it('reproduces every 1080p High figure at the reference GPU’s own G3D Mark', () => {
    for (const game of allGames) {
      for (const { gpu, g3dMark, fps } of game.referenceFps) {
        expect(Math.round(point(game, g3dMark)), `${game.name} on ${gpu}`).toBe(fps);
        const range = estimate(game, g3dMark);
        expect(range.min, `${game.name} on ${gpu}`).toBeLessThanOrEqual(fps);
        expect(range.max, `${game.name} on ${gpu}`).toBeGreaterThanOrEqual(fps);
      }
    }
  });

  it('gives a ±12 % range around the figure when nothing caps it', () => {
    // Cyberpunk 2077 on an RTX 4070: the dataset says 113.
    expect(estimate(games.cyberpunk, G3D.rtx4070)).toEqual({ min: 99, max: 127 });
    // The Witcher 3 on an RTX 3060: 100.
    expect(estimate(games.witcher3, G3D.rtx3060)).toEqual({ min: 88, max: 112 });
  });

  it('interpolates between neighbouring references in log-log space', () => {
    // Halfway in log G3D between the RTX 4070 (113) and the RTX 5070 (126): the geometric mean.
    const g3d = Math.sqrt(G3D.rtx4070 * 28771);
    expect(point(games.cyberpunk, g3d)).toBeCloseTo(Math.sqrt(113 * 126), 6);
  });
});

describe('estimateFps scaling', () => {
  it('is monotonic in G3D Mark for every resolution and preset', () => {
    for (const game of allGames) {
      for (const resolution of resolutions) {
        for (const preset of graphicsPresets) {
          let previous = { point: 0, min: 0, max: 0 };
          for (let g3d = 100; g3d <= 60_000; g3d *= 1.03) {
            const current = {
              point: point(game, g3d, strongCpu, resolution, preset),
              ...estimate(game, g3d, strongCpu, resolution, preset),
            };
            expect(current.point).toBeGreaterThanOrEqual(previous.point);
            expect(current.min).toBeGreaterThanOrEqual(previous.min);
            expect(current.max).toBeGreaterThanOrEqual(previous.max);
            previous = current;
          }
        }
      }
    }
  });

  it('drops with resolution: 4k < 1440p < 1080p when the GPU is the limit', () => {
    const at = (resolution: Resolution) => point(games.cyberpunk, G3D.rtx4070, strongCpu, resolution);
    expect(at('4k')).toBeLessThan(at('1440p'));
    expect(at('1440p')).toBeLessThan(at('1080p'));
    // Reviews: about three quarters of the 1080p figure at 1440p, about 0.54 of that at 4K.
    expect(at('1440p') / at('1080p')).toBeCloseTo(0.74, 2);
    expect(at('4k') / at('1440p')).toBeCloseTo(0.54, 2);
    expect(resolutionFactors['1080p']).toBe(1);
  });

  it('applies a game’s correction: its GPU figures scaled, its CPU-bound FPS replaced', () => {
    const scaled: GameBenchmark = { ...games.cyberpunk, correction: { fpsScale: 0.65 } };
    const gpuBound = (game: GameBenchmark) => pointEstimateFps(game, G3D.rtx4070, 100, '4k', 'ultra');
    expect(gpuBound(scaled) / gpuBound(games.cyberpunk)).toBeCloseTo(0.65, 6);
    const cpuBound: GameBenchmark = { ...games.cyberpunk, correction: { referenceCpuFps: 60 } };
    // On the reference processor (cpuFactor 1) with a fast card, the game runs at its CPU-bound FPS.
    expect(pointEstimateFps(cpuBound, G3D.rtx4090, 1, '1080p', 'low')).toBeCloseTo(60, 6);
    expect(pointEstimateFps(games.cyberpunk, G3D.rtx4090, 1, '1080p', 'low')).toBeGreaterThan(100);
    // A malformed correction is ignored rather than zeroing the estimate.
    const broken: GameBenchmark = { ...games.cyberpunk, correction: { fpsScale: 0, referenceCpuFps: Number.NaN } };
    expect(pointEstimateFps(broken, G3D.rtx4070, 1, '1080p', 'high')).toBe(pointEstimateFps(games.cyberpunk, G3D.rtx4070, 1, '1080p', 'high'));
  });

  it('drops with the preset: ultra < high < medium < low when the GPU is the limit', () => {
    const at = (preset: GraphicsPreset) => point(games.cyberpunk, G3D.rtx3060, strongCpu, '1440p', preset);
    expect(at('ultra')).toBeLessThan(at('high'));
    expect(at('high')).toBeLessThan(at('medium'));
    expect(at('medium')).toBeLessThan(at('low'));
    expect(at('low') / at('high')).toBeCloseTo(presetFactors.low, 6);
  });

  it('never rises with resolution or a heavier preset, whatever limits it', () => {
    for (const game of allGames) {
      for (const g3d of [1_000, 8_000, G3D.rtx3060, G3D.rtx4090, 45_000]) {
        for (const cpu of [cpus.fx6300, cpus.corei3_12100f, strongCpu]) {
          const byResolution = resolutions.map((r) => point(game, g3d, cpu, r, 'high'));
          const byPreset = graphicsPresets.map((p) => point(game, g3d, cpu, '1440p', p));
          for (let i = 1; i < 3; i += 1) expect(byResolution[i]).toBeLessThanOrEqual(byResolution[i - 1]!);
          for (let i = 1; i < 4; i += 1) expect(byPreset[i]).toBeLessThanOrEqual(byPreset[i - 1]!);
        }
      }
    }
  });
});

describe('estimateFps caps', () => {
  it('never exceeds the engine cap', () => {
    // Elden Ring is capped at 60: an RTX 4090 at 1080p Low still shows 60.
    expect(estimate(games.eldenRing, G3D.rtx4090, strongCpu, '1080p', 'low')).toEqual({ min: 60, max: 60 });
    for (const resolution of resolutions) {
      for (const preset of graphicsPresets) {
        for (const g3d of [500, 5_000, 20_000, 40_000, 1e9]) {
          expect(estimate(games.eldenRing, g3d, strongCpu, resolution, preset).max).toBeLessThanOrEqual(60);
          expect(estimate(games.skyrim, g3d, strongCpu, resolution, preset).max).toBeLessThanOrEqual(60);
        }
      }
    }
  });

  it('reads a figure at the cap as "at least": a fast card keeps the cap at 4k', () => {
    // Skyrim is 60 on every reference card, Iris Xe included, so an RTX 4090 holds 60 at 4k.
    expect(estimate(games.skyrim, G3D.rtx4090, strongCpu, '4k', 'ultra')).toEqual({ min: 60, max: 60 });
    // Counter-Strike 2 hits the dataset's 360 from the RTX 4070 up; at 1440p the 4090 still has headroom.
    expect(point(games.counterStrike2, G3D.rtx4090, strongCpu, '1440p')).toBe(DATASET_FPS_CAP);
    expect(point(games.counterStrike2, G3D.rtx4090, strongCpu, '4k')).toBeGreaterThan(300);
  });

  it('never exceeds the dataset’s 360 FPS', () => {
    expect(estimate(games.counterStrike2, G3D.rtx4090, strongCpu, '1080p', 'low')).toEqual({ min: 360, max: 360 });
  });
});

describe('CPU ceiling', () => {
  it('lets a weak CPU hold back a strong GPU at 1080p', () => {
    const withWeakCpu = point(games.cyberpunk, G3D.rtx4090, cpus.corei3_12100f);
    const withStrongCpu = point(games.cyberpunk, G3D.rtx4090, strongCpu);
    expect(withWeakCpu).toBeLessThan(withStrongCpu * 0.7);
    // The 4090 gains little over a 4070 behind the same weak CPU...
    expect(withWeakCpu / point(games.cyberpunk, G3D.rtx4070, cpus.corei3_12100f)).toBeLessThan(1.15);
    // ...and 1440p costs nothing, because the CPU is the limit.
    expect(point(games.cyberpunk, G3D.rtx4090, cpus.corei3_12100f, '1440p')).toBe(withWeakCpu);
    // At 4k the GPU is the limit again: the CPU no longer matters.
    expect(point(games.cyberpunk, G3D.rtx4090, cpus.corei3_12100f, '4k')).toBe(point(games.cyberpunk, G3D.rtx4090, strongCpu, '4k'));
  });

  it('leaves a GPU-bound build untouched', () => {
    expect(point(games.cyberpunk, G3D.rtx3060, cpus.ryzen5600)).toBe(point(games.cyberpunk, G3D.rtx3060, strongCpu));
  });

  it('rates processors against a Ryzen 5 5600', () => {
    expect(cpuFactor(referenceCpu)).toBe(1);
    expect(cpuFactor(cpus.ryzen5600)).toBe(1);
    // Stacked cache outweighs the lower clock of the X3D part.
    expect(cpuFactor(cpus.ryzen7800x3d)).toBeGreaterThan(cpuFactor(cpus.ryzen7700x));
    expect(cpuFactor(cpus.ryzen9800x3d)).toBeGreaterThan(cpuFactor(cpus.ryzen7800x3d));
    expect(cpuFactor(cpus.ryzen7600x)).toBeGreaterThan(cpuFactor(cpus.ryzen5600));
    expect(cpuFactor(cpus.corei3_12100f)).toBeLessThan(cpuFactor(cpus.ryzen5600));
    expect(cpuFactor(cpus.corei3_12100f)).toBeGreaterThan(0.8);
    expect(cpuFactor(cpus.fx6300)).toBeLessThan(0.6);
    // Cores past eight barely help games.
    const sixteenCores = { ...cpus.ryzen7700x, cores: 16, threads: 32 };
    expect(cpuFactor(sixteenCores) / cpuFactor(cpus.ryzen7700x)).toBeLessThan(1.05);
    expect(cpuFactor(sixteenCores)).toBeGreaterThan(cpuFactor(cpus.ryzen7700x));
    // Four threads on four cores hurt.
    expect(cpuFactor({ ...cpus.corei3_12100f, threads: 4 })).toBeLessThan(cpuFactor(cpus.corei3_12100f));
    expect(cpuFactor(cpus.corei5_14600k)).toBeGreaterThan(cpuFactor(cpus.ryzen7600x));
    expect(cpuFactor(cpus.coreUltra9_285k)).toBeGreaterThan(cpuFactor(cpus.ryzen7600x));
  });

  it('rates Ryzen 9000 and Core Ultra 200S as the 2024-2025 CPU reviews do', () => {
    const ryzen9700x = { cores: 8, threads: 16, boostClockGhz: 5.5, microarchitecture: 'Zen 5', l3CacheMb: 32 };
    const ryzen9950x3d = { cores: 16, threads: 32, boostClockGhz: 5.7, microarchitecture: 'Zen 5', l3CacheMb: 128 };
    const corei9_14900k = { cores: 24, threads: 32, boostClockGhz: 6, microarchitecture: 'Raptor Lake Refresh', l3CacheMb: 36 };
    const ratio = (a: CpuForEstimate, b: CpuForEstimate) => cpuFactor(a) / cpuFactor(b);
    // 9800X3D: about 10 % above the 7800X3D, about 25 % above the 9700X.
    expect(ratio(cpus.ryzen9800x3d, cpus.ryzen7800x3d)).toBeGreaterThan(1.05);
    expect(ratio(cpus.ryzen9800x3d, cpus.ryzen7800x3d)).toBeLessThan(1.15);
    expect(ratio(cpus.ryzen9800x3d, ryzen9700x)).toBeGreaterThan(1.18);
    // 9700X about level with the 7700X; the two-die 9950X3D games like the 9800X3D.
    expect(Math.abs(ratio(ryzen9700x, cpus.ryzen7700x) - 1)).toBeLessThan(0.05);
    expect(Math.abs(ratio(ryzen9950x3d, cpus.ryzen9800x3d) - 1)).toBeLessThan(0.06);
    // Core Ultra 9 285K a little below the i9-14900K, and below the 9800X3D.
    expect(ratio(cpus.coreUltra9_285k, corei9_14900k)).toBeLessThan(1);
    expect(ratio(cpus.coreUltra9_285k, corei9_14900k)).toBeGreaterThan(0.85);
    expect(ratio(cpus.coreUltra9_285k, cpus.ryzen9800x3d)).toBeLessThan(0.85);
  });

  it('reads the microarchitecture case-insensitively and under-promises for an unknown one', () => {
    expect(cpuFactor({ ...cpus.ryzen5600, microarchitecture: ' zen 3 ' })).toBe(1);
    const unknown = cpuFactor({ ...cpus.ryzen5600, microarchitecture: 'Zen 9' });
    expect(unknown).toBeLessThan(1);
    expect(unknown).toBeGreaterThan(0.7);
  });
});

describe('estimateFps outside the reference range', () => {
  it('extrapolates with a clamped slope and stops 25 % past the fastest reference', () => {
    const top = point(games.cyberpunk, G3D.rtx4090 * 1.25);
    expect(top).toBeGreaterThan(194);
    expect(top).toBeLessThanOrEqual(194 * 1.25 ** 1.5 + 1e-9);
    expect(point(games.cyberpunk, 1e9)).toBe(top);
    expect(point(games.cyberpunk, Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(1 / 1e9);
  });

  it('stays finite and at least 1 FPS for tiny, zero and nonsense G3D Marks', () => {
    for (const g3d of [1, 0, -100, Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, 1e300]) {
      for (const game of allGames) {
        const range = estimate(game, g3d);
        expect(Number.isFinite(point(game, g3d)), `${game.name} at ${g3d}`).toBe(true);
        expect(range.min).toBeGreaterThanOrEqual(1);
        expect(range.max).toBeGreaterThanOrEqual(range.min);
      }
    }
    // Far below Iris Xe (G3D 2610, 12 FPS), Cyberpunk falls towards zero but the range keeps 1.
    expect(estimate(games.cyberpunk, 100)).toEqual({ min: 1, max: 1 });
  });
});

describe('prepareGame', () => {
  it('is computed once per game object', () => {
    expect(prepareGame(games.gtaV)).toBe(prepareGame(games.gtaV));
    expect(pointEstimateFps(prepareGame(games.gtaV), G3D.rtx3060, 1, '1080p', 'high')).toBe(
      pointEstimateFps(games.gtaV, G3D.rtx3060, 1, '1080p', 'high'),
    );
  });

  it('copes with references out of order, duplicated, dipping or missing', () => {
    const messy: GameBenchmark = {
      ...games.cyberpunk,
      slug: 'messy',
      referenceFps: [
        { gpu: 'b', g3dMark: 20_000, fps: 80 },
        { gpu: 'a', g3dMark: 10_000, fps: 50 },
        { gpu: 'a2', g3dMark: 10_000, fps: 55 },
        { gpu: 'dip', g3dMark: 15_000, fps: 40 },
        { gpu: 'bad', g3dMark: Number.NaN, fps: 70 },
        { gpu: 'zero', g3dMark: 12_000, fps: 0 },
      ],
    };
    expect(point(messy, 10_000)).toBeCloseTo(55, 6);
    expect(point(messy, 15_000)).toBeCloseTo(55, 6);
    expect(point(messy, 20_000)).toBeCloseTo(80, 6);
    const none: GameBenchmark = { ...games.cyberpunk, slug: 'none', referenceFps: [] };
    // No figure at all: 60 FPS at the recommended GPU (G3D 13352).
    expect(point(none, 13_352)).toBeCloseTo(60, 6);
  });
});

describe('averageFpsRange', () => {
  it('is the 25th to 75th percentile of the per-game point estimates', () => {
    const points = allGames.map((game) => point(game, G3D.rtx4070, cpus.ryzen7800x3d)).sort((a, b) => a - b);
    // Seven games: ranks 1.5 and 4.5.
    const expected = {
      min: Math.round((points[1]! + points[2]!) / 2),
      max: Math.round((points[4]! + points[5]!) / 2),
    };
    expect(averageFpsRange(allGames, G3D.rtx4070, cpus.ryzen7800x3d)).toEqual(expected);
    const prepared = allGames.map(prepareGame);
    expect(averageFpsRange(prepared, G3D.rtx4070, cpus.ryzen7800x3d, '1080p', 'high')).toEqual(expected);
  });

  it('rises with the GPU and falls with the resolution', () => {
    const uncapped = [games.gtaV, games.witcher3, games.cyberpunk, games.baldursGate3];
    const at3060 = averageFpsRange(uncapped, G3D.rtx3060, strongCpu)!;
    const at4090 = averageFpsRange(uncapped, G3D.rtx4090, strongCpu)!;
    expect(at4090.min).toBeGreaterThan(at3060.min);
    expect(at4090.max).toBeGreaterThan(at3060.max);
    expect(averageFpsRange(uncapped, G3D.rtx4090, strongCpu, '4k')!.max).toBeLessThan(at4090.max);
  });

  it('is null for no games', () => {
    expect(averageFpsRange([], G3D.rtx4070, strongCpu)).toBeNull();
  });
});

describe('properties over random inputs', () => {
  const random = prng(20_261_005);
  const between = (low: number, high: number) => low + (high - low) * random();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const microarchitectures = ['Zen 5', 'Zen 3', 'Raptor Lake', 'Arrow Lake', 'Piledriver', 'Sandy Bridge', 'unknown'];

  function randomGame(i: number): GameBenchmark {
    const cap = random() < 0.3 ? pick([30, 60, 62, 120, 144]) : null;
    let fps = between(2, 60);
    const referenceFps = [...referenceG3dMarks].flatMap(([gpu, g3dMark]) => {
      fps = random() < 0.1 ? fps * between(0.7, 1) : fps * between(1, 1.6); // mostly rising, sometimes dipping
      if (random() < 0.1) return []; // empty cell
      return [{ gpu, g3dMark, fps: Math.round(Math.min(fps, cap ?? Infinity, DATASET_FPS_CAP)) || 1 }];
    });
    return {
      slug: `game-${i}`,
      name: `Game ${i}`,
      releaseYear: 2000 + (i % 26),
      referenceFps,
      engineFpsCap: cap,
      minimumG3dMark: random() < 0.5 ? Math.round(between(100, 15_000)) : null,
      recommendedG3dMark: random() < 0.5 ? Math.round(between(1_000, 30_000)) : null,
    };
  }

  function randomCpu(): CpuForEstimate {
    const cores = Math.floor(between(1, 25));
    return {
      cores,
      threads: cores * pick([1, 2]),
      boostClockGhz: between(1.5, 6.2),
      microarchitecture: pick(microarchitectures),
      ...(random() < 0.3 ? { l3CacheMb: pick([8, 32, 96, 128]) } : {}),
    };
  }

  it('gives whole numbers, 1 ≤ min ≤ max, within the cap, never NaN', () => {
    for (let i = 0; i < 3_000; i += 1) {
      const game = randomGame(i);
      const input = {
        game,
        gpuG3dMark: random() < 0.05 ? pick([0, -1, Number.NaN, 1e12]) : Math.exp(between(Math.log(50), Math.log(60_000))),
        cpu: randomCpu(),
        resolution: pick(resolutions),
        preset: pick(graphicsPresets),
      };
      const { min, max } = estimateFps(input);
      const context = JSON.stringify(input);
      expect(Number.isInteger(min) && Number.isInteger(max), context).toBe(true);
      expect(min, context).toBeGreaterThanOrEqual(1);
      expect(max, context).toBeGreaterThanOrEqual(min);
      expect(max, context).toBeLessThanOrEqual(Math.max(1, Math.min(game.engineFpsCap ?? Infinity, DATASET_FPS_CAP)));
    }
  });

  it('stays monotonic in G3D Mark and CPU factor for random games', () => {
    for (let i = 0; i < 300; i += 1) {
      const game = randomGame(i);
      const resolution = pick(resolutions);
      const preset = pick(graphicsPresets);
      const factor = between(0.2, 2);
      let previous = 0;
      for (let g3d = 200; g3d < 80_000; g3d *= 1.1) {
        const current = pointEstimateFps(game, g3d, factor, resolution, preset);
        expect(current).toBeGreaterThanOrEqual(previous);
        expect(pointEstimateFps(game, g3d, factor * 1.2, resolution, preset)).toBeGreaterThanOrEqual(current);
        previous = current;
      }
    }
  });
});
