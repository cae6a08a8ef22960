/**
 * SPEC §8 "radiator too big": a liquid cooler's radiator must be a length the case can
 * mount. The data lists the lengths a case takes at any of its positions (front, top,
 * side), not position by position, so which position it goes in is left to assembly.
 */
import type { Part } from '../../catalogue/parts';
import { forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

/** A liquid cooler's radiator length, or null when the rule does not apply (air coolers). */
const radiatorOf = (cooler: Part<'cooler'>) => (cooler.specs.kind === 'liquid' ? cooler.specs.radiatorMm : null);

export const radiatorTooBig: CompatibilityRule = {
  code: 'radiator-too-big',
  severity: 'blocker',
  appliesTo: ['cooler', 'case'],
  check({ cooler, case: chassis }) {
    if (!cooler || !chassis) return noIssues;
    const radiator = radiatorOf(cooler);
    if (radiator === null) return noIssues;
    const supported = knownFact(chassis, 'radiatorSupportMm');
    if (supported.includes(radiator)) return noIssues;
    return [
      issueOf(this, [ref('cooler', cooler), ref('case', chassis)], {
        cooler: cooler.name,
        radiatorMm: radiator,
        case: chassis.name,
        supported: supported.join(', '),
        supportedCount: supported.length,
      }),
    ];
  },
  constrain(base, slot) {
    if (slot === 'cooler' && base.case) {
      const supported = knownFact(base.case, 'radiatorSupportMm');
      return forSlot('cooler', (cooler) => {
        const radiator = radiatorOf(cooler);
        return radiator === null || supported.includes(radiator);
      });
    }
    if (slot === 'case' && base.cooler) {
      const radiator = radiatorOf(base.cooler);
      return radiator === null ? null : forSlot('case', (chassis) => knownFact(chassis, 'radiatorSupportMm').includes(radiator));
    }
    return null;
  },
};
