import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { idsOf, part, seededBuilds, variant } from '../fixtures/curated';
import { gpuTooLong } from './gpu-too-long';

describe('gpu-too-long', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(gpuTooLong.check(build)).toEqual([]);
  });

  it('blocks a 358 mm card in a case that takes 336 mm', () => {
    const build = variant('RS-NOMAD-5070', { gpu: [part('gpu-asus-rtx-4090-rog-strix-gaming-oc')] });
    expect(gpuTooLong.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'gpu', id: 'gpu-asus-rtx-4090-rog-strix-gaming-oc' },
          { slot: 'case', id: 'case-cooler-master-nr200p-v2-black' },
        ],
        message: { id: 'compat.gpu-too-long', values: expect.objectContaining({ lengthMm: 358, maxLengthMm: 336 }) },
      }),
    ]);
  });

  it('reports two identical cards once', () => {
    const card = part('gpu-asus-rtx-4090-rog-strix-gaming-oc');
    expect(gpuTooLong.check(variant('RS-NOMAD-5070', { gpu: [card, card] }))).toHaveLength(1);
  });

  it('offers only cards up to the case’s clearance, and only cases that take the card', () => {
    const cards = compatibilityFilter({ case: part('case-cooler-master-n400') }, 'gpu');
    expect(idsOf('gpu', cards)).toEqual(idsOf('gpu', (gpu) => gpu.specs.lengthMm! <= 298));
    const cases = compatibilityFilter({ gpu: [part('gpu-asus-rtx-4090-rog-strix-gaming-oc')] }, 'case');
    // The card is four slots thick too (gpu-too-thick), which rules out the Corsair 2000D.
    expect(idsOf('case', cases)).toEqual(idsOf('case', (chassis) => chassis.specs.maxGpuLengthMm! >= 358 && chassis.specs.expansionSlots! >= 4));
    expect(idsOf('case', (chassis) => chassis.specs.maxGpuLengthMm! >= 358 && !cases(chassis))).toEqual(['case-corsair-2000d-airflow-black']);
  });
});
