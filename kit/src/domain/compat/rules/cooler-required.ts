/**
 * Beyond the spec: a processor sold without a cooler (every X3D, most K and X models)
 * needs one chosen. Resolved by filling the cooler slot, so it never rules out parts of
 * other slots.
 */
import { issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

export const coolerRequired: CompatibilityRule = {
  code: 'cooler-required',
  severity: 'blocker',
  appliesTo: ['cpu', 'cooler'],
  satisfiedBy: 'cooler',
  check({ cpu, cooler }) {
    // An unknown boxed cooler counts as none: asking for a cooler is the verdict that cannot strand a build.
    if (!cpu || cooler || cpu.specs.includesCooler === true) return noIssues;
    return [issueOf(this, [ref('cpu', cpu)], { cpu: cpu.name })];
  },
};
