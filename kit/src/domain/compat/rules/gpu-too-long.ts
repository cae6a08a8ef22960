/** SPEC §8 "graphics card too big": the card must be no longer than the case's clearance. */
import { distinct, forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

export const gpuTooLong: CompatibilityRule = {
  code: 'gpu-too-long',
  severity: 'blocker',
  appliesTo: ['gpu', 'case'],
  check({ gpu, case: chassis }) {
    if (!chassis || !gpu || gpu.length === 0) return noIssues;
    const max = chassis.specs.maxGpuLengthMm;
    if (gpu.every((card) => card.specs.lengthMm <= max)) return noIssues;
    return distinct(gpu)
      .filter((card) => card.specs.lengthMm > max)
      .map((card) =>
        issueOf(this, [ref('gpu', card), ref('case', chassis)], {
          gpu: card.name,
          lengthMm: card.specs.lengthMm,
          case: chassis.name,
          maxLengthMm: max,
        }),
      );
  },
  constrain(base, slot) {
    if (slot === 'gpu' && base.case) {
      const max = base.case.specs.maxGpuLengthMm;
      return forSlot('gpu', (card) => card.specs.lengthMm <= max);
    }
    if (slot === 'case' && base.gpu && base.gpu.length > 0) {
      const longest = Math.max(...base.gpu.map((card) => card.specs.lengthMm));
      return forSlot('case', (chassis) => longest <= chassis.specs.maxGpuLengthMm);
    }
    return null;
  },
};
