/** Beyond the spec: the memory fitted must not exceed the most the board addresses. */
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { BuildParts, CompatibilityRule } from '../types';
import { knownFact } from '../facts';

const gigabytesIn = (memory: BuildParts['memory']) => (memory ?? []).reduce((sum, kit) => sum + kit.specs.modules * kit.specs.moduleSizeGb, 0);

export const memoryCapacity: CompatibilityRule = {
  code: 'memory-capacity',
  severity: 'blocker',
  appliesTo: ['memory', 'motherboard'],
  check({ memory, motherboard }) {
    if (!motherboard || !memory || memory.length === 0) return noIssues;
    const totalGb = gigabytesIn(memory);
    const maxGb = knownFact(motherboard, 'maxMemoryGb');
    if (totalGb <= maxGb) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ...refsOf('memory', memory)], {
        totalGb,
        maxGb,
        board: motherboard.name,
      }),
    ];
  },
  constrain(base, slot) {
    const totalGb = gigabytesIn(base.memory);
    if (slot === 'memory' && base.motherboard) {
      const max = knownFact(base.motherboard, 'maxMemoryGb');
      return forSlot('memory', (kit) => totalGb + kit.specs.modules * kit.specs.moduleSizeGb <= max);
    }
    if (slot === 'motherboard' && (base.memory ?? []).length > 0)
      return forSlot('motherboard', (board) => totalGb <= knownFact(board, 'maxMemoryGb'));
    return null;
  },
};
