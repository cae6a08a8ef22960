/** SPEC §8 "graphics card too big": the card must be no longer than the case's clearance. */
import { distinct, forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const gpuTooLong: CompatibilityRule = {
  code: 'gpu-too-long',
  severity: 'blocker',
  appliesTo: ['gpu', 'case'],
  check({ gpu, case: chassis }) {
    if (!chassis || !gpu || gpu.length === 0) return noIssues;
    const max = knownFact(chassis, 'maxGpuLengthMm');
    if (gpu.every((card) => knownFact(card, 'lengthMm') <= max)) return noIssues;
    return distinct(gpu)
      .filter((card) => knownFact(card, 'lengthMm') > max)
      .map((card) =>
        issueOf(this, [ref('gpu', card), ref('case', chassis)], {
          gpu: card.name,
          lengthMm: knownFact(card, 'lengthMm'),
          case: chassis.name,
          maxLengthMm: max,
        }),
      );
  },
  constrain(base, slot) {
    if (slot === 'gpu' && base.case) {
      const max = knownFact(base.case, 'maxGpuLengthMm');
      return forSlot('gpu', (card) => knownFact(card, 'lengthMm') <= max);
    }
    if (slot === 'case' && base.gpu && base.gpu.length > 0) {
      const longest = Math.max(...base.gpu.map((card) => knownFact(card, 'lengthMm')));
      return forSlot('case', (chassis) => longest <= knownFact(chassis, 'maxGpuLengthMm'));
    }
    return null;
  },
};
