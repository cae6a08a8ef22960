import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cpuFactor, estimateFps, pointEstimateFps, referenceGpuColumns, type GameBenchmark } from '@rigsmith/kit/domain';
import { gameCorrections } from './corrections';
import { deriveGames, GAME_COUNT, RECENT_FROM_YEAR } from './derive-games';
import gamesJson from './games.json';

const games = gamesJson as GameBenchmark[];
const datasetDir = fileURLToPath(new URL('../../../../../../shared/data/pc-game-fps-dataset/', import.meta.url));
const ryzen7_9800x3d = { cores: 8, threads: 16, boostClockGhz: 5.2, microarchitecture: 'Zen 5', l3CacheMb: 96 };

describe('games.json', () => {
  it('holds the most popular games and the recent ones, with unique kebab-case slugs', () => {
    const later = games.slice(GAME_COUNT);
    expect(later.length).toBeGreaterThan(0);
    for (const game of later) expect(game.releaseYear, game.name).toBeGreaterThanOrEqual(RECENT_FROM_YEAR);
    expect(new Set(games.map((game) => game.slug)).size).toBe(games.length);
    for (const game of games) expect(game.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(games[0]?.name).toBe('Grand Theft Auto V');
  });

  it('reads every figure at its reference GPU’s one G3D Mark', () => {
    const referenceGpus = new Set<string>(referenceGpuColumns.map((c) => c.gpu));
    const g3dByGpu = new Map<string, number>();
    for (const game of games) {
      expect(game.referenceFps.length).toBeGreaterThan(0);
      for (const { gpu, g3dMark, fps } of game.referenceFps) {
        expect(referenceGpus.has(gpu), gpu).toBe(true);
        expect(g3dByGpu.get(gpu) ?? g3dMark, gpu).toBe(g3dMark);
        g3dByGpu.set(gpu, g3dMark);
        expect(fps).toBeGreaterThan(0);
      }
    }
  });

  it('gives back every figure through the estimator at 1080p High with a fast CPU', () => {
    const cpu = cpuFactor(ryzen7_9800x3d);
    for (const game of games) {
      // A corrected game is meant to differ from its figures (corrections.ts).
      if (game.correction) continue;
      for (const { gpu, g3dMark, fps } of game.referenceFps) {
        expect(Math.round(pointEstimateFps(game, g3dMark, cpu, '1080p', 'high')), `${game.name} on ${gpu}`).toBe(fps);
        const input = { game, gpuG3dMark: g3dMark, cpu: ryzen7_9800x3d, resolution: '4k', preset: 'ultra' } as const;
        const { min, max } = estimateFps(input);
        expect(Number.isInteger(min) && min >= 1 && max >= min, `${game.name} on ${gpu}`).toBe(true);
      }
    }
  });

  it('carries the published-benchmark corrections, and only on games it has', () => {
    const corrected = games.filter((game) => game.correction);
    expect(Object.fromEntries(corrected.map((game) => [game.slug, game.correction]))).toEqual(gameCorrections);
  });

  it.skipIf(!existsSync(datasetDir))('is what derive-games.ts makes of the dataset', () => {
    const derived = deriveGames(readFileSync(`${datasetDir}games.csv`, 'utf8'), readFileSync(`${datasetDir}gpus.csv`, 'utf8'));
    expect(derived).toEqual(games);
  });
});

describe('deriveGames', () => {
  const gpusCsv = ['name,type,g3d_mark,page_url', ...referenceGpuColumns.map(({ gpu }, i) => `"${gpu}",Desktop,${1000 * (i + 1)},`)].join('\n');
  const header = ['name,release_year,steam_appid,engine_fps_cap,min_gpu_g3d,rec_gpu_g3d', ...referenceGpuColumns.map((c) => c.column)].join(',');
  const fps = (base: number) => referenceGpuColumns.map((_, i) => base + i).join(',');

  it('takes the first games in order, makes slugs unique and skips empty cells', () => {
    const gamesCsv = [
      header,
      `"Resident Evil 4",2023,1,,,,${fps(50)}`,
      `"Resident Evil 4",2005,2,60,,,${fps(40)}`,
      `"Batman: Arkham City, GOTY",2011,3,,800,,,${fps(30).split(',').slice(1).join(',')}`,
      `"Not taken",2020,4,,,,${fps(10)}`,
      `"Recent",${RECENT_FROM_YEAR},5,,,,${fps(10)}`,
    ].join('\r\n');
    const derived = deriveGames(gamesCsv, gpusCsv, 3);
    expect(derived.map((game) => game.slug)).toEqual(['resident-evil-4', 'resident-evil-4-2005', 'batman-arkham-city-goty', 'recent']);
    expect(derived[1]).toMatchObject({ engineFpsCap: 60, releaseYear: 2005 });
    expect(derived[2]?.referenceFps).toHaveLength(11);
    expect(derived[2]?.minimumG3dMark).toBe(800);
    expect(derived[0]?.referenceFps[11]).toEqual({ gpu: 'GeForce RTX 4090', g3dMark: 12_000, fps: 61 });
  });
});
