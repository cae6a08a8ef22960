import { describe, expect, it } from 'vitest';
import { seededBuilds, variant } from '../fixtures/curated';
import { m2SharesGpuLanes } from './m2-shares-gpu-lanes';

describe('m2-shares-gpu-lanes', () => {
  it('passes every pre-built build but the one with two M.2 drives on a lane-sharing board', () => {
    const warned = seededBuilds.filter(({ build }) => m2SharesGpuLanes.check(build).length > 0).map(({ reference }) => reference);
    expect(warned).toEqual(['RS-TITAN-5090']);
  });

  it('warns, naming the board, the M.2 drives and the graphics card', () => {
    const [issue, ...rest] = m2SharesGpuLanes.check(variant('RS-TITAN-5090', {}));
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({
      rule: 'm2-shares-gpu-lanes',
      severity: 'warning',
      message: { id: 'compat.m2-shares-gpu-lanes', values: { board: 'Asus ROG CROSSHAIR X870E HERO' } },
    });
    expect(issue!.parts.map((ref) => ref.slot)).toEqual(['motherboard', 'storage', 'storage', 'gpu']);
  });

  it('says nothing with a single M.2 drive or without a graphics card', () => {
    const build = variant('RS-TITAN-5090', {});
    expect(m2SharesGpuLanes.check({ ...build, storage: build.storage!.slice(0, 1) })).toEqual([]);
    expect(m2SharesGpuLanes.check({ ...build, gpu: [] })).toEqual([]);
  });
});
