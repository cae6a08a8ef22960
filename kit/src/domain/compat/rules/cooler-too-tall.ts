/** SPEC §8 "cooler too big": an air cooler must be no taller than the case's clearance. */
import type { Part } from '../../catalogue/parts';
import { forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

/** An air cooler's height, or null when the rule does not apply (liquid coolers). */
const airHeight = (cooler: Part<'cooler'>) => (cooler.specs.kind === 'air' ? cooler.specs.heightMm : null);

export const coolerTooTall: CompatibilityRule = {
  code: 'cooler-too-tall',
  severity: 'blocker',
  appliesTo: ['cooler', 'case'],
  check({ cooler, case: chassis }) {
    if (!cooler || !chassis) return noIssues;
    const height = airHeight(cooler);
    if (height === null || height <= chassis.specs.maxCoolerHeightMm) return noIssues;
    return [
      issueOf(this, [ref('cooler', cooler), ref('case', chassis)], {
        cooler: cooler.name,
        heightMm: height,
        case: chassis.name,
        maxHeightMm: chassis.specs.maxCoolerHeightMm,
      }),
    ];
  },
  constrain(base, slot) {
    if (slot === 'cooler' && base.case) {
      const max = base.case.specs.maxCoolerHeightMm;
      return forSlot('cooler', (cooler) => {
        const height = airHeight(cooler);
        return height === null || height <= max;
      });
    }
    if (slot === 'case' && base.cooler) {
      const height = airHeight(base.cooler);
      return height === null ? null : forSlot('case', (chassis) => height <= chassis.specs.maxCoolerHeightMm);
    }
    return null;
  },
};
