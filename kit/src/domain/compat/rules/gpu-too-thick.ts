/**
 * Beyond the spec: a card as thick as four expansion slots does not go in a small case
 * with three, however short it is (SPEC §8's "graphics card too big", by thickness).
 */
import { distinct, forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const gpuTooThick: CompatibilityRule = {
  code: 'gpu-too-thick',
  severity: 'blocker',
  appliesTo: ['gpu', 'case'],
  check({ gpu, case: chassis }) {
    if (!chassis || !gpu || gpu.length === 0) return noIssues;
    const slots = knownFact(chassis, 'expansionSlots');
    if (gpu.every((card) => knownFact(card, 'slotWidth') <= slots)) return noIssues;
    return distinct(gpu)
      .filter((card) => knownFact(card, 'slotWidth') > slots)
      .map((card) =>
        issueOf(this, [ref('gpu', card), ref('case', chassis)], {
          gpu: card.name,
          slots: knownFact(card, 'slotWidth'),
          case: chassis.name,
          caseSlots: slots,
        }),
      );
  },
  constrain(base, slot) {
    if (slot === 'gpu' && base.case) {
      const slots = knownFact(base.case, 'expansionSlots');
      return forSlot('gpu', (card) => knownFact(card, 'slotWidth') <= slots);
    }
    if (slot === 'case' && base.gpu && base.gpu.length > 0) {
      const thickest = Math.max(...base.gpu.map((card) => knownFact(card, 'slotWidth')));
      return forSlot('case', (chassis) => thickest <= knownFact(chassis, 'expansionSlots'));
    }
    return null;
  },
};
