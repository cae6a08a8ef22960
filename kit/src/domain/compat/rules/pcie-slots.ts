/** SPEC §8 "not enough PCIe slots": every graphics card needs an x16 slot on the board. */
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { CompatibilityRule } from '../types';

export const pcieSlots: CompatibilityRule = {
  code: 'pcie-slots',
  severity: 'blocker',
  appliesTo: ['gpu', 'motherboard'],
  check({ gpu, motherboard }) {
    if (!motherboard || !gpu || gpu.length <= motherboard.specs.pcieX16Slots) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ...refsOf('gpu', gpu)], {
        cards: gpu.length,
        slots: motherboard.specs.pcieX16Slots,
        board: motherboard.name,
      }),
    ];
  },
  constrain(base, slot) {
    const cards = base.gpu?.length ?? 0;
    if (slot === 'gpu' && base.motherboard) {
      const fits = cards + 1 <= base.motherboard.specs.pcieX16Slots;
      return forSlot('gpu', () => fits);
    }
    if (slot === 'motherboard' && cards > 0) return forSlot('motherboard', (board) => cards <= board.specs.pcieX16Slots);
    return null;
  },
};
