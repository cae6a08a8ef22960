/** SPEC §8 "not enough optical drive bays": each optical drive needs an external 5.25" bay. */
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { CompatibilityRule } from '../types';

export const opticalBays: CompatibilityRule = {
  code: 'optical-bays',
  severity: 'blocker',
  appliesTo: ['optical-drive', 'case'],
  check({ 'optical-drive': drives, case: chassis }) {
    if (!chassis || !drives || drives.length <= chassis.specs.bays525) return noIssues;
    return [
      issueOf(this, [ref('case', chassis), ...refsOf('optical-drive', drives)], {
        drives: drives.length,
        bays: chassis.specs.bays525,
        case: chassis.name,
      }),
    ];
  },
  constrain(base, slot) {
    const drives = base['optical-drive']?.length ?? 0;
    if (slot === 'optical-drive' && base.case) {
      const fits = drives + 1 <= base.case.specs.bays525;
      return forSlot('optical-drive', () => fits);
    }
    if (slot === 'case' && drives > 0) return forSlot('case', (chassis) => drives <= chassis.specs.bays525);
    return null;
  },
};
