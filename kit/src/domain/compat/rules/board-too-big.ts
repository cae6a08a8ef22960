/** SPEC §8 "motherboard too big for case": the case must list the board's form factor. */
import { forSlot, issueOf, listed, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

export const boardTooBig: CompatibilityRule = {
  code: 'board-too-big',
  severity: 'blocker',
  appliesTo: ['motherboard', 'case'],
  check({ motherboard, case: chassis }) {
    if (!motherboard || !chassis || chassis.specs.supportedBoards.includes(motherboard.specs.formFactor)) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ref('case', chassis)], {
        board: motherboard.name,
        formFactor: motherboard.specs.formFactor,
        case: chassis.name,
        supported: listed(chassis.specs.supportedBoards),
      }),
    ];
  },
  constrain(base, slot) {
    if (slot === 'motherboard' && base.case) {
      const supported = base.case.specs.supportedBoards;
      return forSlot('motherboard', (board) => supported.includes(board.specs.formFactor));
    }
    if (slot === 'case' && base.motherboard) {
      const formFactor = base.motherboard.specs.formFactor;
      return forSlot('case', (chassis) => chassis.specs.supportedBoards.includes(formFactor));
    }
    return null;
  },
};
