/** SPEC §8 "not enough PCIe slots": every graphics card needs an x16 slot on the board. */
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const pcieSlots: CompatibilityRule = {
  code: 'pcie-slots',
  severity: 'blocker',
  appliesTo: ['gpu', 'motherboard'],
  check({ gpu, motherboard }) {
    if (!motherboard || !gpu || gpu.length === 0) return noIssues;
    const slots = knownFact(motherboard, 'pcieX16Slots');
    if (gpu.length <= slots) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ...refsOf('gpu', gpu)], {
        cards: gpu.length,
        slots,
        board: motherboard.name,
      }),
    ];
  },
  constrain(base, slot) {
    const cards = base.gpu?.length ?? 0;
    if (slot === 'gpu' && base.motherboard) {
      const fits = cards + 1 <= knownFact(base.motherboard, 'pcieX16Slots');
      return forSlot('gpu', () => fits);
    }
    if (slot === 'motherboard' && cards > 0) return forSlot('motherboard', (board) => cards <= knownFact(board, 'pcieX16Slots'));
    return null;
  },
};
