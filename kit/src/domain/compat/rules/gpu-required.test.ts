import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { gpuRequired } from './gpu-required';

describe('gpu-required', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(gpuRequired.check(build)).toEqual([]);
  });

  it('blocks a processor without graphics and no graphics card', () => {
    expect(gpuRequired.check(variant('RS-STRIKER-5060', { gpu: [] }))).toEqual([
      {
        rule: 'gpu-required',
        severity: 'blocker',
        parts: [{ slot: 'cpu', id: 'cpu-amd-ryzen-5-5600' }],
        message: { id: 'compat.gpu-required', values: { cpu: 'AMD Ryzen 5 5600' } },
      },
    ]);
  });

  it('is satisfied by a processor with integrated graphics', () => {
    expect(gpuRequired.check(variant('RS-STRIKER-760M', { gpu: [] }))).toEqual([]);
  });

  it('does not hide processors without graphics before the graphics card step', () => {
    expect(compatibilityFilter({ motherboard: part('motherboard-msi-b550m-pro-vdh-wifi') }, 'cpu')(part('cpu-amd-ryzen-5-5600'))).toBe(true);
  });
});
