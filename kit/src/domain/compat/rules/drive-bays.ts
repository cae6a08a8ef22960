/**
 * SPEC §8 "not enough 3.5 or 2.5 inch bays". 3.5" drives need 3.5" bays; 2.5" drives take
 * 2.5" mounts and any 3.5" bay the 3.5" drives leave free (every 3.5" tray takes a 2.5"
 * drive). M.2 drives sit on the board (`m2-slots`).
 */
import type { Part } from '../../catalogue/parts';
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { BuildParts, CompatibilityIssue, CompatibilityRule } from '../types';
import { knownFact } from '../facts';

type Counts = { in35: number; in25: number };

function countDrives(drives: readonly Part<'storage'>[]): Counts {
  let in35 = 0;
  let in25 = 0;
  for (const drive of drives) {
    if (drive.specs.formFactor === '3.5"') in35 += 1;
    else if (drive.specs.formFactor === '2.5"') in25 += 1;
  }
  return { in35, in25 };
}

/** Bays a 2.5" drive can use: its own mounts and the 3.5" bays left over. */
type Bays = { bays35: number; bays25: number };

/** The case's drive bays; unknown counts throw (`knownFact`). */
const baysOf = (chassis: Part<'case'>): Bays => ({ bays35: knownFact(chassis, 'bays35'), bays25: knownFact(chassis, 'bays25') });

const bays25For = (chassis: Bays, in35: number) => chassis.bays25 + Math.max(0, chassis.bays35 - in35);

export const driveBays: CompatibilityRule = {
  code: 'drive-bays',
  severity: 'blocker',
  appliesTo: ['storage', 'case'],
  check({ storage, case: chassis }: BuildParts) {
    if (!chassis || !storage || storage.length === 0) return noIssues;
    const { in35, in25 } = countDrives(storage);
    if (in35 + in25 === 0) return noIssues;
    const bays = baysOf(chassis);
    const bays25 = bays25For(bays, in35);
    if (in35 <= bays.bays35 && in25 <= bays25) return noIssues;
    const issues: CompatibilityIssue[] = [];
    const large = storage.filter((drive) => drive.specs.formFactor === '3.5"');
    if (in35 > bays.bays35) {
      issues.push(
        issueOf(this, [ref('case', chassis), ...refsOf('storage', large)], {
          size: '3.5"',
          drives: in35,
          bays: bays.bays35,
          case: chassis.name,
        }),
      );
    }
    if (in25 > bays25) {
      // The 3.5" drives take bays the 2.5" ones could have used, so they are part of it.
      const small = storage.filter((drive) => drive.specs.formFactor === '2.5"');
      issues.push(
        issueOf(this, [ref('case', chassis), ...refsOf('storage', small), ...refsOf('storage', large)], {
          size: '2.5"',
          drives: in25,
          bays: bays25,
          case: chassis.name,
        }),
      );
    }
    return issues;
  },
  constrain(base, slot) {
    const { in35, in25 } = countDrives(base.storage ?? []);
    if (slot === 'storage' && base.case) {
      const chassis = base.case;
      let bays: Bays | null = null;
      return forSlot('storage', (drive) => {
        if (drive.specs.formFactor === 'M.2') return true;
        const { bays35 } = (bays ??= baysOf(chassis));
        if (drive.specs.formFactor === '3.5"') return in35 + 1 <= bays35 && !(in25 > bays25For(bays, in35 + 1));
        if (drive.specs.formFactor === '2.5"') return in25 + 1 <= bays25For(bays, in35);
        return true;
      });
    }
    if (slot === 'case' && in35 + in25 > 0) {
      return forSlot('case', (chassis) => {
        const bays = baysOf(chassis);
        return in35 <= bays.bays35 && in25 <= bays25For(bays, in35);
      });
    }
    return null;
  },
};
