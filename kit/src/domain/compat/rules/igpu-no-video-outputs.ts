/**
 * Beyond the spec: integrated graphics need video outputs on the board; without a card
 * and without them, the build shows nothing. Resolved by adding a graphics card, so it
 * never rules out parts of other slots.
 */
import { issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const igpuNoVideoOutputs: CompatibilityRule = {
  code: 'igpu-no-video-outputs',
  severity: 'blocker',
  appliesTo: ['cpu', 'gpu', 'motherboard'],
  satisfiedBy: 'gpu',
  check({ cpu, gpu, motherboard }) {
    if (!cpu || !motherboard || cpu.specs.integratedGraphics === null || (gpu && gpu.length > 0) || knownFact(motherboard, 'videoOutputs').length > 0)
      return noIssues;
    return [issueOf(this, [ref('motherboard', motherboard), ref('cpu', cpu)], { board: motherboard.name, cpu: cpu.name })];
  },
};
