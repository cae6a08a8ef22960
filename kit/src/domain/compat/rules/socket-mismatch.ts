/**
 * SPEC §8 "motherboard/processor socket mismatch": a processor only seats in a board of
 * its own socket.
 */
import { forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

export const socketMismatch: CompatibilityRule = {
  code: 'socket-mismatch',
  severity: 'blocker',
  appliesTo: ['cpu', 'motherboard'],
  check({ cpu, motherboard }) {
    if (!cpu || !motherboard || cpu.specs.socket === motherboard.specs.socket) return noIssues;
    return [
      issueOf(this, [ref('cpu', cpu), ref('motherboard', motherboard)], {
        cpu: cpu.name,
        cpuSocket: cpu.specs.socket,
        board: motherboard.name,
        boardSocket: motherboard.specs.socket,
      }),
    ];
  },
  constrain(base, slot) {
    if (slot === 'cpu' && base.motherboard) {
      const socket = base.motherboard.specs.socket;
      return forSlot('cpu', (cpu) => cpu.specs.socket === socket);
    }
    if (slot === 'motherboard' && base.cpu) {
      const socket = base.cpu.specs.socket;
      return forSlot('motherboard', (board) => board.specs.socket === socket);
    }
    return null;
  },
};
