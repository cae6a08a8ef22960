import { describe, expect, it } from 'vitest';
import { gameBenchmarkFromRow, gameSlug, referenceGpuColumns } from './dataset';

// gpus.csv G3D Marks of the twelve reference GPUs (pc-game-fps-dataset, CC BY 4.0).
const g3dMarks = new Map<string, number>([
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

// Elden Ring's games.csv row, by column.
const eldenRing: Record<string, string> = {
  name: 'Elden Ring',
  release_year: '2022',
  steam_appid: '1245620',
  min_gpu_g3d: '9212',
  rec_gpu_g3d: '13003',
  engine_fps_cap: '60',
  fps_1080p_high_iris_xe: '12',
  fps_1080p_high_radeon_780m: '26',
  fps_1080p_high_gtx_1650: '29',
  fps_1080p_high_gtx_1660_super: '42',
  fps_1080p_high_rtx_3060: '56',
  fps_1080p_high_rx_7600: '53',
  fps_1080p_high_rtx_4060: '60',
  fps_1080p_high_rtx_5060: '60',
  fps_1080p_high_rtx_4070: '60',
  fps_1080p_high_rx_7800_xt: '60',
  fps_1080p_high_rtx_5070: '60',
  fps_1080p_high_rtx_4090: '60',
};

describe('referenceGpuColumns', () => {
  it('maps the twelve fps_1080p_high_* columns to gpus.csv rows', () => {
    expect(referenceGpuColumns).toHaveLength(12);
    expect(new Set(referenceGpuColumns.map((c) => c.column)).size).toBe(12);
    expect(referenceGpuColumns.find((c) => c.column === 'fps_1080p_high_rtx_4090')?.gpu).toBe('GeForce RTX 4090');
    for (const { gpu } of referenceGpuColumns) expect(g3dMarks.has(gpu), gpu).toBe(true);
  });
});

describe('gameSlug', () => {
  it.each([
    ['Grand Theft Auto V', 'grand-theft-auto-v'],
    ['The Witcher 3: Wild Hunt', 'the-witcher-3-wild-hunt'],
    ["Baldur's Gate III", 'baldurs-gate-iii'],
    ['God of War Ragnarök', 'god-of-war-ragnarok'],
    ['Plants vs. Zombies GOTY Edition', 'plants-vs-zombies-goty-edition'],
    ['Ori & the Blind Forest', 'ori-and-the-blind-forest'],
    ['  -Half-Life 2-  ', 'half-life-2'],
  ])('%s → %s', (name, slug) => {
    expect(gameSlug(name)).toBe(slug);
  });
});

describe('gameBenchmarkFromRow', () => {
  it('reads a row, each figure at its GPU’s G3D Mark', () => {
    const game = gameBenchmarkFromRow(eldenRing, g3dMarks);
    expect(game).toMatchObject({
      slug: 'elden-ring',
      name: 'Elden Ring',
      releaseYear: 2022,
      engineFpsCap: 60,
      minimumG3dMark: 9212,
      recommendedG3dMark: 13003,
    });
    expect(game.referenceFps).toHaveLength(12);
    expect(game.referenceFps[0]).toEqual({ gpu: 'Intel Iris Xe', g3dMark: 2610, fps: 12 });
    expect(game.referenceFps[11]).toEqual({ gpu: 'GeForce RTX 4090', g3dMark: 38081, fps: 60 });
  });

  it('skips empty cells and reads empty optional numbers as null', () => {
    const game = gameBenchmarkFromRow({ ...eldenRing, engine_fps_cap: '', rec_gpu_g3d: ' ', release_year: '', fps_1080p_high_iris_xe: '' }, g3dMarks);
    expect(game.referenceFps).toHaveLength(11);
    expect(game.referenceFps.some((r) => r.gpu === 'Intel Iris Xe')).toBe(false);
    expect(game).toMatchObject({ engineFpsCap: null, recommendedG3dMark: null, releaseYear: null });
  });

  it('throws on a malformed figure or a reference GPU missing from gpus.csv', () => {
    expect(() => gameBenchmarkFromRow({ ...eldenRing, fps_1080p_high_rtx_3060: 'n/a' }, g3dMarks)).toThrow(/fps_1080p_high_rtx_3060 is not a number/);
    const withoutThe4090 = new Map(g3dMarks);
    withoutThe4090.delete('GeForce RTX 4090');
    expect(() => gameBenchmarkFromRow(eldenRing, withoutThe4090)).toThrow(/gpus.csv has no "GeForce RTX 4090"/);
    expect(() => gameBenchmarkFromRow({ ...eldenRing, name: '' }, g3dMarks)).toThrow(/without a name/);
  });
});
