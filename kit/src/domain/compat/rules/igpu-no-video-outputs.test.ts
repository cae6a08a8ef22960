import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds } from '../fixtures/curated';
import { crosshairVIIIHero } from '../fixtures/extra-parts';
import { igpuNoVideoOutputs } from './igpu-no-video-outputs';

const apu = part('cpu-amd-ryzen-7-5700g');

describe('igpu-no-video-outputs', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(igpuNoVideoOutputs.check(build)).toEqual([]);
  });

  it('blocks an APU without a graphics card on a board with no video outputs', () => {
    expect(igpuNoVideoOutputs.check({ cpu: apu, motherboard: crosshairVIIIHero })).toEqual([
      {
        rule: 'igpu-no-video-outputs',
        severity: 'blocker',
        parts: [
          { slot: 'motherboard', id: crosshairVIIIHero.id },
          { slot: 'cpu', id: apu.id },
        ],
        message: { id: 'compat.igpu-no-video-outputs', values: { board: 'Asus ROG Crosshair VIII Hero', cpu: 'AMD Ryzen 7 5700G' } },
      },
    ]);
  });

  it('is resolved by a graphics card, so it never hides the board', () => {
    expect(igpuNoVideoOutputs.check({ cpu: apu, motherboard: crosshairVIIIHero, gpu: [part('gpu-msi-rtx-3060-ventus-2x-12g')] })).toEqual([]);
    expect(compatibilityFilter({ cpu: apu }, 'motherboard')(crosshairVIIIHero)).toBe(true);
  });
});
