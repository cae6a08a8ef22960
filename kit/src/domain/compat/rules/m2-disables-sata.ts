/**
 * Beyond the spec (warning): on some boards a second M.2 drive switches off
 * `sataPortsSharedWithM2` SATA ports. When the build's SATA drives still fit, the shopper
 * should know which ports the assembler will use; when they do not, `sata-ports` blocks.
 */
import { issueOf, noIssues, ref, refsOf } from '../build';
import type { CompatibilityRule } from '../types';
import { countM2, isM2 } from './m2-slots';
import { countSataDevices } from './sata-ports';
import { knownFact } from '../facts';

export const m2DisablesSata: CompatibilityRule = {
  code: 'm2-disables-sata',
  severity: 'warning',
  appliesTo: ['storage', 'optical-drive', 'motherboard'],
  check(build) {
    const { motherboard, storage } = build;
    if (!motherboard || countM2(storage) < 2 || countSataDevices(build) === 0) return noIssues;
    const ports = knownFact(motherboard, 'sataPortsSharedWithM2');
    if (ports === 0) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ...refsOf('storage', (storage ?? []).filter(isM2))], {
        board: motherboard.name,
        ports,
      }),
    ];
  },
};
