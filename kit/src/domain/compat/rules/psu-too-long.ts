/** Beyond the spec: the power supply must be no longer than the case's PSU clearance. */
import { forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

export const psuTooLong: CompatibilityRule = {
  code: 'psu-too-long',
  severity: 'blocker',
  appliesTo: ['psu', 'case'],
  check({ psu, case: chassis }) {
    if (!psu || !chassis || psu.specs.lengthMm <= chassis.specs.maxPsuLengthMm) return noIssues;
    return [
      issueOf(this, [ref('psu', psu), ref('case', chassis)], {
        psu: psu.name,
        lengthMm: psu.specs.lengthMm,
        case: chassis.name,
        maxLengthMm: chassis.specs.maxPsuLengthMm,
      }),
    ];
  },
  constrain(base, slot) {
    if (slot === 'psu' && base.case) {
      const max = base.case.specs.maxPsuLengthMm;
      return forSlot('psu', (psu) => psu.specs.lengthMm <= max);
    }
    if (slot === 'case' && base.psu) {
      const length = base.psu.specs.lengthMm;
      return forSlot('case', (chassis) => length <= chassis.specs.maxPsuLengthMm);
    }
    return null;
  },
};
