/**
 * Beyond the spec: with no cooler chosen, a processor's boxed cooler is fitted, and the
 * tallest boxed cooler (AMD Wraith Prism, 93 mm) must fit the case. Resolved by choosing
 * a low-profile cooler, so it never rules out parts of other slots.
 */
import { issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

/** Boxed coolers stand up to 93 mm (AMD Wraith Prism); a case must take that to run one. */
export const BOXED_COOLER_HEIGHT_MM = 93;

export const boxedCoolerTooTall: CompatibilityRule = {
  code: 'boxed-cooler-too-tall',
  severity: 'blocker',
  appliesTo: ['cpu', 'cooler', 'case'],
  satisfiedBy: 'cooler',
  check({ cpu, cooler, case: chassis }) {
    if (!cpu || cooler || !chassis || !knownFact(cpu, 'includesCooler')) return noIssues;
    const maxHeightMm = knownFact(chassis, 'maxCoolerHeightMm');
    if (maxHeightMm >= BOXED_COOLER_HEIGHT_MM) return noIssues;
    return [
      issueOf(this, [ref('cpu', cpu), ref('case', chassis)], {
        cpu: cpu.name,
        heightMm: BOXED_COOLER_HEIGHT_MM,
        case: chassis.name,
        maxHeightMm,
      }),
    ];
  },
};
