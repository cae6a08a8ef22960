/**
 * Beyond the spec (warning): on some boards populating a further M.2 slot takes lanes
 * from the main x16 slot, which then runs the graphics card at x8. Games lose a few per
 * cent at most on PCIe 4.0 and later; worth knowing, not a reason to refuse the build.
 */
import { issueOf, noIssues, ref, refsOf } from '../build';
import type { CompatibilityRule } from '../types';
import { countM2, isM2 } from './m2-slots';
import { knownFact } from '../facts';

export const m2SharesGpuLanes: CompatibilityRule = {
  code: 'm2-shares-gpu-lanes',
  severity: 'warning',
  appliesTo: ['storage', 'gpu', 'motherboard'],
  check({ motherboard, storage, gpu }) {
    if (!motherboard || !gpu || gpu.length === 0 || countM2(storage) < 2 || !knownFact(motherboard, 'm2SharesGpuLanes')) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ...refsOf('storage', (storage ?? []).filter(isM2)), ...refsOf('gpu', gpu)], {
        board: motherboard.name,
      }),
    ];
  },
};
