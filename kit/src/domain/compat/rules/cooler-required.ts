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
    if (!cpu || cooler || cpu.specs.includesCooler) return noIssues;
    return [issueOf(this, [ref('cpu', cpu)], { cpu: cpu.name })];
  },
};
