/** SPEC §8 "not enough optical drive bays": each optical drive needs an external 5.25" bay. */
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const opticalBays: CompatibilityRule = {
  code: 'optical-bays',
  severity: 'blocker',
  appliesTo: ['optical-drive', 'case'],
  check({ 'optical-drive': drives, case: chassis }) {
    if (!chassis || !drives || drives.length === 0) return noIssues;
    const bays = knownFact(chassis, 'bays525');
    if (drives.length <= bays) return noIssues;
    return [
      issueOf(this, [ref('case', chassis), ...refsOf('optical-drive', drives)], {
        drives: drives.length,
        bays,
        case: chassis.name,
      }),
    ];
  },
  constrain(base, slot) {
    const drives = base['optical-drive']?.length ?? 0;
    if (slot === 'optical-drive' && base.case) {
      const fits = drives + 1 <= knownFact(base.case, 'bays525');
      return forSlot('optical-drive', () => fits);
    }
    if (slot === 'case' && drives > 0) return forSlot('case', (chassis) => drives <= knownFact(chassis, 'bays525'));
    return null;
  },
};
