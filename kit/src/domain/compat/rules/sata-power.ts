/** Beyond the spec: every SATA and optical drive needs a SATA power plug from the PSU. */
import { forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { countSataDevices, isSataDrive, sataDeviceRefs } from './sata-ports';
import { knownFact } from '../facts';

export const sataPower: CompatibilityRule = {
  code: 'sata-power',
  severity: 'blocker',
  appliesTo: ['storage', 'optical-drive', 'psu'],
  check(build) {
    const { psu } = build;
    if (!psu) return noIssues;
    const devices = countSataDevices(build);
    if (devices === 0) return noIssues;
    const plugs = knownFact(psu, 'connectors').sata;
    if (devices <= plugs) return noIssues;
    return [issueOf(this, [ref('psu', psu), ...sataDeviceRefs(build)], { devices, plugs, psu: psu.name })];
  },
  constrain(base, slot) {
    const devices = countSataDevices(base);
    if (slot === 'psu') return devices > 0 ? forSlot('psu', (psu) => devices <= knownFact(psu, 'connectors').sata) : null;
    if (!base.psu) return null;
    const fits = devices + 1 <= knownFact(base.psu, 'connectors').sata;
    if (slot === 'optical-drive') return forSlot('optical-drive', () => fits);
    if (slot === 'storage') return forSlot('storage', (drive) => !isSataDrive(drive) || fits);
    return null;
  },
};
