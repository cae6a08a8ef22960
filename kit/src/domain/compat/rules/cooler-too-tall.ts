/** SPEC §8 "cooler too big": an air cooler must be no taller than the case's clearance. */
import type { Part } from '../../catalogue/parts';
import { forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

/** An air cooler's height, or null when the rule does not apply (liquid coolers). */
/** An air cooler's height (unknown: `knownFact` throws); null for a liquid cooler, which has none. */
const airHeight = (cooler: Part<'cooler'>) => (cooler.specs.kind === 'air' ? knownFact(cooler, 'heightMm') : null);

export const coolerTooTall: CompatibilityRule = {
  code: 'cooler-too-tall',
  severity: 'blocker',
  appliesTo: ['cooler', 'case'],
  check({ cooler, case: chassis }) {
    if (!cooler || !chassis) return noIssues;
    const height = airHeight(cooler);
    if (height === null) return noIssues;
    const max = knownFact(chassis, 'maxCoolerHeightMm');
    if (height <= max) return noIssues;
    return [
      issueOf(this, [ref('cooler', cooler), ref('case', chassis)], {
        cooler: cooler.name,
        heightMm: height,
        case: chassis.name,
        maxHeightMm: max,
      }),
    ];
  },
  constrain(base, slot) {
    if (slot === 'cooler' && base.case) {
      const max = knownFact(base.case, 'maxCoolerHeightMm');
      return forSlot('cooler', (cooler) => {
        const height = airHeight(cooler);
        return height === null || height <= max;
      });
    }
    if (slot === 'case' && base.cooler) {
      const height = airHeight(base.cooler);
      return height === null ? null : forSlot('case', (chassis) => height <= knownFact(chassis, 'maxCoolerHeightMm'));
    }
    return null;
  },
};
