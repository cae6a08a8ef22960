import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { gpuTooThick } from './gpu-too-thick';

describe('gpu-too-thick', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(gpuTooThick.check(build)).toEqual([]);
  });

  it('blocks a four-slot card in a small case with three slots, however short', () => {
    const build = variant('RS-NOMAD-5070', { gpu: [part('gpu-asus-rtx-5070-ti-tuf-gaming-oc')] });
    expect(gpuTooThick.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'gpu', id: 'gpu-asus-rtx-5070-ti-tuf-gaming-oc' },
          { slot: 'case', id: 'case-cooler-master-nr200p-v2-black' },
        ],
        message: { id: 'compat.gpu-too-thick', values: expect.objectContaining({ slots: 4, caseSlots: 3 }) },
      }),
    ]);
  });

  it('offers three-slot cards but not four-slot ones for that case', () => {
    const fits = compatibilityFilter({ case: part('case-cooler-master-nr200p-v2-black') }, 'gpu');
    expect(fits(part('gpu-gigabyte-rtx-5070-windforce-oc-sff'))).toBe(true);
    expect(fits(part('gpu-asus-rtx-5070-ti-tuf-gaming-oc'))).toBe(false);
  });
});
