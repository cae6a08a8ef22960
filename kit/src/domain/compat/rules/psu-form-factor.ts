/**
 * SPEC §8 "PSU form factor mismatch": the case must take the power supply's form factor.
 * ATX cases list only ATX (an SFX unit on an adapter bracket is not offered).
 */
import { forSlot, issueOf, listed, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const psuFormFactor: CompatibilityRule = {
  code: 'psu-form-factor',
  severity: 'blocker',
  appliesTo: ['psu', 'case'],
  check({ psu, case: chassis }) {
    if (!psu || !chassis) return noIssues;
    const supported = knownFact(chassis, 'psuFormFactors');
    if (supported.includes(psu.specs.formFactor)) return noIssues;
    return [
      issueOf(this, [ref('psu', psu), ref('case', chassis)], {
        psu: psu.name,
        formFactor: psu.specs.formFactor,
        case: chassis.name,
        supported: listed(supported),
        supportedCount: supported.length,
      }),
    ];
  },
  constrain(base, slot) {
    if (slot === 'psu' && base.case) {
      const supported = knownFact(base.case, 'psuFormFactors');
      return forSlot('psu', (psu) => supported.includes(psu.specs.formFactor));
    }
    if (slot === 'case' && base.psu) {
      const formFactor = base.psu.specs.formFactor;
      return forSlot('case', (chassis) => knownFact(chassis, 'psuFormFactors').includes(formFactor));
    }
    return null;
  },
};
