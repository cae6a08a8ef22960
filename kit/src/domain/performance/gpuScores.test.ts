import { describe, expect, it } from 'vitest';
import { cpuFactor, pointEstimateFps } from './estimateFps';
import { gpuChipsetKey, gpuGamingScore, gpuGamingScores } from './gpuScores';
import type { GameBenchmark } from './types';

// Cyberpunk 2077's row of the pc-game-fps-dataset (PCGameBenchmarks estimates, CC BY 4.0):
// 1080p High on the reference cards, at their gpus.csv G3D Marks.
const cyberpunk: GameBenchmark = {
  slug: 'cyberpunk-2077',
  name: 'Cyberpunk 2077',
  releaseYear: 2020,
  engineFpsCap: null,
  minimumG3dMark: 9212,
  recommendedG3dMark: 13352,
  referenceFps: [
    { gpu: 'GeForce RTX 3060', g3dMark: 17008, fps: 56 },
    { gpu: 'GeForce RTX 4060', g3dMark: 19530, fps: 69 },
    { gpu: 'GeForce RTX 5060', g3dMark: 20836, fps: 76 },
    { gpu: 'Radeon RX 7800 XT', g3dMark: 24322, fps: 97 },
    { gpu: 'GeForce RTX 4070', g3dMark: 26918, fps: 113 },
    { gpu: 'GeForce RTX 5070', g3dMark: 28771, fps: 126 },
    { gpu: 'GeForce RTX 4090', g3dMark: 38081, fps: 194 },
  ],
};
const ryzen9800x3d = cpuFactor({ cores: 8, threads: 16, boostClockGhz: 5.2, microarchitecture: 'Zen 5', l3CacheMb: 96 });
/** gpus.csv G3D Marks, which the cards would be read at without the table. */
const g3d = { rtx5090: 38943, rtx4090: 38081, rtx5070: 28771, rx9070xt: 26897, rtx5060: 20836, rtx4060: 19530 };
const at4k = (chipset: string, mark: number) => pointEstimateFps(cyberpunk, gpuGamingScore(chipset, mark), ryzen9800x3d, '4k', 'ultra');

describe('gpuGamingScore', () => {
  it('reads a chipset whatever its case, spacing or memory size', () => {
    expect(gpuChipsetKey(' GeForce  RTX 3060 12GB')).toBe('geforce rtx 3060');
    expect(gpuChipsetKey('Radeon RX 9060 XT 16 GB')).toBe('radeon rx 9060 xt');
    expect(gpuGamingScore('Radeon RX 9060 XT 16GB', 20084)).toBe(gpuGamingScores['radeon rx 9060 xt']);
  });

  it('keeps the G3D Mark of a card the table does not have', () => {
    expect(gpuGamingScore('GeForce GTX 1650', 7873)).toBe(7873);
    expect(gpuGamingScore('GeForce RTX 4090', g3d.rtx4090)).toBe(g3d.rtx4090);
  });

  it('puts the RTX 5090 at least 1.2 × the RTX 4090 at 4K (reviews: about 1.3 ×)', () => {
    const ratio = at4k('GeForce RTX 5090', g3d.rtx5090) / at4k('GeForce RTX 4090', g3d.rtx4090);
    expect(ratio).toBeGreaterThanOrEqual(1.2);
    expect(ratio).toBeLessThan(1.45);
  });

  it('puts the RX 9070 XT above the RTX 5070, and the RTX 5060 a fifth above the RTX 4060', () => {
    for (const resolution of ['1080p', '1440p', '4k'] as const) {
      const fps = (chipset: string, mark: number) => pointEstimateFps(cyberpunk, gpuGamingScore(chipset, mark), ryzen9800x3d, resolution, 'high');
      expect(fps('Radeon RX 9070 XT', g3d.rx9070xt)).toBeGreaterThan(fps('GeForce RTX 5070', g3d.rtx5070));
      expect(fps('GeForce RTX 5060', g3d.rtx5060) / fps('GeForce RTX 4060', g3d.rtx4060)).toBeGreaterThan(1.15);
    }
  });

  it('ranks the current cards as the reviews do', () => {
    const order = [
      'geforce rtx 5090',
      'geforce rtx 5080',
      'radeon rx 9070 xt',
      'geforce rtx 5070',
      'geforce rtx 5060 ti',
      'radeon rx 9060 xt',
      'geforce rtx 5060',
    ];
    // The RTX 5070 is a reference card: it keeps its G3D Mark.
    const scores = order.map((chipset) => gpuGamingScore(chipset, chipset === 'geforce rtx 5070' ? g3d.rtx5070 : 0));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});
