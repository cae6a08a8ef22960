/**
 * SPEC §8 "PSU form factor mismatch": the case must take the power supply's form factor.
 * ATX cases list only ATX (an SFX unit on an adapter bracket is not offered).
 */
import { forSlot, issueOf, listed, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

export const psuFormFactor: CompatibilityRule = {
  code: 'psu-form-factor',
  severity: 'blocker',
  appliesTo: ['psu', 'case'],
  check({ psu, case: chassis }) {
    if (!psu || !chassis || chassis.specs.psuFormFactors.includes(psu.specs.formFactor)) return noIssues;
    return [
      issueOf(this, [ref('psu', psu), ref('case', chassis)], {
        psu: psu.name,
        formFactor: psu.specs.formFactor,
        case: chassis.name,
        supported: listed(chassis.specs.psuFormFactors),
        supportedCount: chassis.specs.psuFormFactors.length,
      }),
    ];
  },
  constrain(base, slot) {
    if (slot === 'psu' && base.case) {
      const supported = base.case.specs.psuFormFactors;
      return forSlot('psu', (psu) => supported.includes(psu.specs.formFactor));
    }
    if (slot === 'case' && base.psu) {
      const formFactor = base.psu.specs.formFactor;
      return forSlot('case', (chassis) => chassis.specs.psuFormFactors.includes(formFactor));
    }
    return null;
  },
};
