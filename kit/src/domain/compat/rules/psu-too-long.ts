/** Beyond the spec: the power supply must be no longer than the case's PSU clearance. */
import { forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const psuTooLong: CompatibilityRule = {
  code: 'psu-too-long',
  severity: 'blocker',
  appliesTo: ['psu', 'case'],
  check({ psu, case: chassis }) {
    if (!psu || !chassis) return noIssues;
    const lengthMm = knownFact(psu, 'lengthMm');
    const maxLengthMm = knownFact(chassis, 'maxPsuLengthMm');
    if (lengthMm <= maxLengthMm) return noIssues;
    return [
      issueOf(this, [ref('psu', psu), ref('case', chassis)], {
        psu: psu.name,
        lengthMm,
        case: chassis.name,
        maxLengthMm,
      }),
    ];
  },
  constrain(base, slot) {
    if (slot === 'psu' && base.case) {
      const max = knownFact(base.case, 'maxPsuLengthMm');
      return forSlot('psu', (psu) => knownFact(psu, 'lengthMm') <= max);
    }
    if (slot === 'case' && base.psu) {
      const length = knownFact(base.psu, 'lengthMm');
      return forSlot('case', (chassis) => length <= knownFact(chassis, 'maxPsuLengthMm'));
    }
    return null;
  },
};
