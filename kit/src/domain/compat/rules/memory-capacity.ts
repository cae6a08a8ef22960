/** Beyond the spec: the memory fitted must not exceed the most the board addresses. */
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { BuildParts, CompatibilityRule } from '../types';

const gigabytesIn = (memory: BuildParts['memory']) => (memory ?? []).reduce((sum, kit) => sum + kit.specs.modules * kit.specs.moduleSizeGb, 0);

export const memoryCapacity: CompatibilityRule = {
  code: 'memory-capacity',
  severity: 'blocker',
  appliesTo: ['memory', 'motherboard'],
  check({ memory, motherboard }) {
    if (!motherboard || !memory || memory.length === 0) return noIssues;
    const totalGb = gigabytesIn(memory);
    if (totalGb <= motherboard.specs.maxMemoryGb) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ...refsOf('memory', memory)], {
        totalGb,
        maxGb: motherboard.specs.maxMemoryGb,
        board: motherboard.name,
      }),
    ];
  },
  constrain(base, slot) {
    const totalGb = gigabytesIn(base.memory);
    if (slot === 'memory' && base.motherboard) {
      const max = base.motherboard.specs.maxMemoryGb;
      return forSlot('memory', (kit) => totalGb + kit.specs.modules * kit.specs.moduleSizeGb <= max);
    }
    if (slot === 'motherboard' && (base.memory ?? []).length > 0) return forSlot('motherboard', (board) => totalGb <= board.specs.maxMemoryGb);
    return null;
  },
};
