/**
 * Beyond the spec: the cooler must come with a mount for the processor's socket (or the
 * board's, before a processor is chosen).
 */
import { forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const coolerSocket: CompatibilityRule = {
  code: 'cooler-socket',
  severity: 'blocker',
  appliesTo: ['cooler', 'cpu', 'motherboard'],
  check({ cooler, cpu, motherboard }) {
    if (!cooler) return noIssues;
    const holder = cpu ? ref('cpu', cpu) : motherboard ? ref('motherboard', motherboard) : null;
    const socket = cpu?.specs.socket ?? motherboard?.specs.socket;
    if (!holder || !socket || knownFact(cooler, 'sockets').includes(socket)) return noIssues;
    return [issueOf(this, [ref('cooler', cooler), holder], { cooler: cooler.name, socket })];
  },
  constrain(base, slot) {
    const { cooler, cpu, motherboard } = base;
    if (slot === 'cooler') {
      const socket = cpu?.specs.socket ?? motherboard?.specs.socket;
      return socket ? forSlot('cooler', (candidate) => knownFact(candidate, 'sockets').includes(socket)) : null;
    }
    if (!cooler) return null;
    const sockets = knownFact(cooler, 'sockets');
    if (slot === 'cpu') return forSlot('cpu', (candidate) => sockets.includes(candidate.specs.socket));
    // The board's socket counts only until a processor is chosen.
    if (slot === 'motherboard' && !cpu) return forSlot('motherboard', (board) => sockets.includes(board.specs.socket));
    return null;
  },
};
