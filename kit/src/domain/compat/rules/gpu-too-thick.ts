/**
 * Beyond the spec: a card as thick as four expansion slots does not go in a small case
 * with three, however short it is (SPEC §8's "graphics card too big", by thickness).
 */
import { distinct, forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

export const gpuTooThick: CompatibilityRule = {
  code: 'gpu-too-thick',
  severity: 'blocker',
  appliesTo: ['gpu', 'case'],
  check({ gpu, case: chassis }) {
    if (!chassis || !gpu || gpu.length === 0) return noIssues;
    const slots = chassis.specs.expansionSlots;
    if (gpu.every((card) => card.specs.slotWidth <= slots)) return noIssues;
    return distinct(gpu)
      .filter((card) => card.specs.slotWidth > slots)
      .map((card) =>
        issueOf(this, [ref('gpu', card), ref('case', chassis)], {
          gpu: card.name,
          slots: card.specs.slotWidth,
          case: chassis.name,
          caseSlots: slots,
        }),
      );
  },
  constrain(base, slot) {
    if (slot === 'gpu' && base.case) {
      const slots = base.case.specs.expansionSlots;
      return forSlot('gpu', (card) => card.specs.slotWidth <= slots);
    }
    if (slot === 'case' && base.gpu && base.gpu.length > 0) {
      const thickest = Math.max(...base.gpu.map((card) => card.specs.slotWidth));
      return forSlot('case', (chassis) => thickest <= chassis.specs.expansionSlots);
    }
    return null;
  },
};
