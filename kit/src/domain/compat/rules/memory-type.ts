/**
 * SPEC §8 "memory type mismatch": memory kits must be the board's type (DDR4 or DDR5), and
 * the processor must support the board's type. Before a board is chosen, the kits are
 * held to the types the processor supports.
 */
import { distinct, forSlot, issueOf, listed, noIssues, ref } from '../build';
import type { CompatibilityIssue, CompatibilityRule } from '../types';

export const memoryType: CompatibilityRule = {
  code: 'memory-type',
  severity: 'blocker',
  appliesTo: ['memory', 'motherboard', 'cpu'],
  check({ memory, motherboard, cpu }) {
    let issues: CompatibilityIssue[] | null = null;
    const add = (issue: CompatibilityIssue) => (issues ??= []).push(issue);
    if (motherboard) {
      const type = motherboard.specs.memoryType;
      for (const kit of distinct(memory ?? [])) {
        if (kit.specs.type !== type) {
          add(
            issueOf(this, [ref('memory', kit), ref('motherboard', motherboard)], {
              part: kit.name,
              type: kit.specs.type,
              other: motherboard.name,
              supported: type,
            }),
          );
        }
      }
      if (cpu && !cpu.specs.memoryTypes.includes(type)) {
        add(
          issueOf(this, [ref('motherboard', motherboard), ref('cpu', cpu)], {
            part: motherboard.name,
            type,
            other: cpu.name,
            supported: listed(cpu.specs.memoryTypes),
          }),
        );
      }
    } else if (cpu) {
      for (const kit of distinct(memory ?? [])) {
        if (!cpu.specs.memoryTypes.includes(kit.specs.type)) {
          add(
            issueOf(this, [ref('memory', kit), ref('cpu', cpu)], {
              part: kit.name,
              type: kit.specs.type,
              other: cpu.name,
              supported: listed(cpu.specs.memoryTypes),
            }),
          );
        }
      }
    }
    return issues ?? noIssues;
  },
  constrain(base, slot) {
    const { motherboard, cpu } = base;
    const kitTypes = new Set((base.memory ?? []).map((kit) => kit.specs.type));
    if (slot === 'memory') {
      if (motherboard) {
        const type = motherboard.specs.memoryType;
        return forSlot('memory', (kit) => kit.specs.type === type);
      }
      if (cpu) {
        const types = cpu.specs.memoryTypes;
        return forSlot('memory', (kit) => types.includes(kit.specs.type));
      }
      return null;
    }
    if (slot === 'motherboard') {
      // Kits of two types cannot both match one board.
      if (kitTypes.size > 1) return forSlot('motherboard', () => false);
      const [kitType] = kitTypes;
      const cpuTypes = cpu?.specs.memoryTypes;
      if (kitType === undefined && !cpuTypes) return null;
      return forSlot(
        'motherboard',
        (board) => (kitType === undefined || board.specs.memoryType === kitType) && (!cpuTypes || cpuTypes.includes(board.specs.memoryType)),
      );
    }
    if (slot === 'cpu') {
      if (motherboard) {
        const type = motherboard.specs.memoryType;
        return forSlot('cpu', (candidate) => candidate.specs.memoryTypes.includes(type));
      }
      if (kitTypes.size === 0) return null;
      const needed = [...kitTypes];
      return forSlot('cpu', (candidate) => needed.every((type) => candidate.specs.memoryTypes.includes(type)));
    }
    return null;
  },
};
