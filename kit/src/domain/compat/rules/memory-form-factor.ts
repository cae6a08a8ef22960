/**
 * Beyond the spec: memory modules must be the kind the board's slots take. A laptop SO-DIMM
 * (69.6 mm long, 260 pins for DDR4 and 262 for DDR5) does not fit a desktop DIMM slot
 * (133.35 mm, 288 pins), nor the other way round.
 */
import { distinct, forSlot, issueOf, noIssues, ref } from '../build';
import { knownFact } from '../facts';
import type { CompatibilityRule } from '../types';

export const memoryFormFactor: CompatibilityRule = {
  code: 'memory-form-factor',
  severity: 'blocker',
  appliesTo: ['memory', 'motherboard'],
  check({ memory, motherboard }) {
    if (!motherboard || !memory || memory.length === 0) return noIssues;
    const slots = knownFact(motherboard, 'memoryFormFactor');
    if (memory.every((kit) => kit.specs.formFactor === slots)) return noIssues;
    return distinct(memory)
      .filter((kit) => kit.specs.formFactor !== slots)
      .map((kit) =>
        issueOf(this, [ref('memory', kit), ref('motherboard', motherboard)], {
          memory: kit.name,
          formFactor: kit.specs.formFactor,
          board: motherboard.name,
          slots,
        }),
      );
  },
  constrain(base, slot) {
    if (slot === 'memory' && base.motherboard) {
      const slots = knownFact(base.motherboard, 'memoryFormFactor');
      return forSlot('memory', (kit) => kit.specs.formFactor === slots);
    }
    if (slot === 'motherboard' && base.memory && base.memory.length > 0) {
      const kinds = new Set(base.memory.map((kit) => kit.specs.formFactor));
      return forSlot('motherboard', (board) => kinds.size === 1 && kinds.has(knownFact(board, 'memoryFormFactor')));
    }
    return null;
  },
};
