/** SPEC §8 "not enough DIMM slots": every memory module needs a slot on the board. */
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { BuildParts, CompatibilityRule } from '../types';
import { knownFact } from '../facts';

const modulesIn = (memory: BuildParts['memory']) => (memory ?? []).reduce((sum, kit) => sum + kit.specs.modules, 0);

export const dimmSlots: CompatibilityRule = {
  code: 'dimm-slots',
  severity: 'blocker',
  appliesTo: ['memory', 'motherboard'],
  check({ memory, motherboard }) {
    if (!motherboard || !memory || memory.length === 0) return noIssues;
    const modules = modulesIn(memory);
    const slots = knownFact(motherboard, 'dimmSlots');
    if (modules <= slots) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ...refsOf('memory', memory)], {
        modules,
        slots,
        board: motherboard.name,
      }),
    ];
  },
  constrain(base, slot) {
    const modules = modulesIn(base.memory);
    if (slot === 'memory' && base.motherboard) {
      const slots = knownFact(base.motherboard, 'dimmSlots');
      return forSlot('memory', (kit) => modules + kit.specs.modules <= slots);
    }
    if (slot === 'motherboard' && modules > 0) return forSlot('motherboard', (board) => modules <= knownFact(board, 'dimmSlots'));
    return null;
  },
};
