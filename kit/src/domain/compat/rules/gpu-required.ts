/**
 * SPEC §8 "no integrated graphics so a graphics card is required": a processor without
 * graphics (an "F" or most Ryzen 5000 models) shows nothing without a card. Resolved by
 * filling the graphics card slot, so it never rules out parts of other slots.
 */
import { issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

export const gpuRequired: CompatibilityRule = {
  code: 'gpu-required',
  severity: 'blocker',
  appliesTo: ['cpu', 'gpu'],
  satisfiedBy: 'gpu',
  check({ cpu, gpu }) {
    if (!cpu || cpu.specs.integratedGraphics !== null || (gpu && gpu.length > 0)) return noIssues;
    return [issueOf(this, [ref('cpu', cpu)], { cpu: cpu.name })];
  },
};
