/** SPEC §8 "motherboard too big for case": the case must list the board's form factor. */
import { forSlot, issueOf, listed, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const boardTooBig: CompatibilityRule = {
  code: 'board-too-big',
  severity: 'blocker',
  appliesTo: ['motherboard', 'case'],
  check({ motherboard, case: chassis }) {
    if (!motherboard || !chassis) return noIssues;
    const supported = knownFact(chassis, 'supportedBoards');
    if (supported.includes(motherboard.specs.formFactor)) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ref('case', chassis)], {
        board: motherboard.name,
        formFactor: motherboard.specs.formFactor,
        case: chassis.name,
        supported: listed(supported),
      }),
    ];
  },
  constrain(base, slot) {
    if (slot === 'motherboard' && base.case) {
      const supported = knownFact(base.case, 'supportedBoards');
      return forSlot('motherboard', (board) => supported.includes(board.specs.formFactor));
    }
    if (slot === 'case' && base.motherboard) {
      const formFactor = base.motherboard.specs.formFactor;
      return forSlot('case', (chassis) => knownFact(chassis, 'supportedBoards').includes(formFactor));
    }
    return null;
  },
};
