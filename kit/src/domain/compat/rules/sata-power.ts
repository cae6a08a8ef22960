/** Beyond the spec: every SATA and optical drive needs a SATA power plug from the PSU. */
import { forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { countSataDevices, isSataDrive, sataDeviceRefs } from './sata-ports';

export const sataPower: CompatibilityRule = {
  code: 'sata-power',
  severity: 'blocker',
  appliesTo: ['storage', 'optical-drive', 'psu'],
  check(build) {
    const { psu } = build;
    if (!psu) return noIssues;
    const devices = countSataDevices(build);
    if (devices <= psu.specs.connectors.sata) return noIssues;
    return [issueOf(this, [ref('psu', psu), ...sataDeviceRefs(build)], { devices, plugs: psu.specs.connectors.sata, psu: psu.name })];
  },
  constrain(base, slot) {
    const devices = countSataDevices(base);
    if (slot === 'psu') return devices > 0 ? forSlot('psu', (psu) => devices <= psu.specs.connectors.sata) : null;
    if (!base.psu) return null;
    const fits = devices + 1 <= base.psu.specs.connectors.sata;
    if (slot === 'optical-drive') return forSlot('optical-drive', () => fits);
    if (slot === 'storage') return forSlot('storage', (drive) => !isSataDrive(drive) || fits);
    return null;
  },
};
