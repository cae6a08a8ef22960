/** SPEC §8 "not enough M.2 slots": every M.2 drive needs a slot on the board. */
import type { Part } from '../../catalogue/parts';
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const isM2 = (drive: Part<'storage'>) => drive.specs.formFactor === 'M.2';

/** M.2 drives in a list of drives. */
export function countM2(drives: readonly Part<'storage'>[] | undefined): number {
  let count = 0;
  for (const drive of drives ?? []) if (isM2(drive)) count += 1;
  return count;
}

export const m2Slots: CompatibilityRule = {
  code: 'm2-slots',
  severity: 'blocker',
  appliesTo: ['storage', 'motherboard'],
  check({ storage, motherboard }) {
    if (!motherboard) return noIssues;
    const drives = countM2(storage);
    if (drives === 0) return noIssues;
    const slots = knownFact(motherboard, 'm2Slots');
    if (drives <= slots) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ...refsOf('storage', (storage ?? []).filter(isM2))], {
        drives,
        slots,
        board: motherboard.name,
      }),
    ];
  },
  constrain(base, slot) {
    const drives = countM2(base.storage);
    if (slot === 'storage' && base.motherboard) {
      const slots = knownFact(base.motherboard, 'm2Slots');
      return forSlot('storage', (drive) => !isM2(drive) || drives + 1 <= slots);
    }
    if (slot === 'motherboard' && drives > 0) return forSlot('motherboard', (board) => drives <= knownFact(board, 'm2Slots'));
    return null;
  },
};
