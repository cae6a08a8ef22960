/**
 * Beyond the spec: every SATA drive (2.5" or 3.5") and optical drive needs a SATA port on
 * the board. Some boards lose `sataPortsSharedWithM2` ports once a second M.2 drive is
 * fitted (the shared slot is never the first, CPU-attached one), and then the M.2 drives
 * are part of the problem.
 */
import type { Part } from '../../catalogue/parts';
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { BuildParts, CompatibilityRule, PartRef } from '../types';
import { countM2, isM2 } from './m2-slots';
import { knownFact } from '../facts';

/** A drive that takes a SATA port (and a SATA power plug): SATA, not on the board. */
export const isSataDrive = (drive: Part<'storage'>) => drive.specs.interface === 'SATA' && drive.specs.formFactor !== 'M.2';

/** SATA drives plus optical drives. */
export function countSataDevices({ storage, 'optical-drive': optical }: BuildParts): number {
  let devices = optical?.length ?? 0;
  for (const drive of storage ?? []) if (isSataDrive(drive)) devices += 1;
  return devices;
}

/** References to the build's SATA devices. */
export function sataDeviceRefs({ storage, 'optical-drive': optical }: BuildParts): PartRef[] {
  return [...refsOf('storage', (storage ?? []).filter(isSataDrive)), ...refsOf('optical-drive', optical ?? [])];
}

/** Ports lost to M.2 drives on a board, with `m2` M.2 drives fitted. */
/** What this rule reads of a board: its SATA ports and those an M.2 drive takes, both known. */
type SataFacts = { sataPorts: number; sataPortsSharedWithM2: number };

/** A board's SATA facts; unknown ones throw (`knownFact`). */
const sataFactsOf = (board: Part<'motherboard'>): SataFacts => ({
  sataPorts: knownFact(board, 'sataPorts'),
  sataPortsSharedWithM2: knownFact(board, 'sataPortsSharedWithM2'),
});

export const portsLost = (board: SataFacts, m2: number) => (m2 > 1 ? board.sataPortsSharedWithM2 : 0);

export const sataPorts: CompatibilityRule = {
  code: 'sata-ports',
  severity: 'blocker',
  appliesTo: ['storage', 'optical-drive', 'motherboard'],
  check(build) {
    const { motherboard, storage } = build;
    if (!motherboard) return noIssues;
    const devices = countSataDevices(build);
    if (devices === 0) return noIssues;
    const board = sataFactsOf(motherboard);
    const lost = portsLost(board, countM2(storage));
    const ports = board.sataPorts - lost;
    if (devices <= ports) return noIssues;
    return [
      issueOf(
        this,
        [ref('motherboard', motherboard), ...sataDeviceRefs(build), ...(lost > 0 ? refsOf('storage', (storage ?? []).filter(isM2)) : [])],
        { devices, ports, board: motherboard.name },
      ),
    ];
  },
  constrain(base, slot) {
    const devices = countSataDevices(base);
    const m2 = countM2(base.storage);
    if (slot === 'motherboard') {
      return devices > 0
        ? forSlot('motherboard', (candidate) => {
            const board = sataFactsOf(candidate);
            return devices <= board.sataPorts - portsLost(board, m2);
          })
        : null;
    }
    if (!base.motherboard) return null;
    const board = sataFactsOf(base.motherboard);
    const ports = board.sataPorts - portsLost(board, m2);
    if (slot === 'optical-drive') {
      const fits = devices + 1 <= ports;
      return forSlot('optical-drive', () => fits);
    }
    if (slot === 'storage') {
      // A further M.2 drive is to blame only if it is the one that takes ports away.
      const portsWithOneMoreM2 = board.sataPorts - portsLost(board, m2 + 1);
      const m2Blamed = devices > 0 && devices > portsWithOneMoreM2 && portsLost(board, m2 + 1) > 0;
      return forSlot('storage', (drive) => (isSataDrive(drive) ? devices + 1 <= ports : isM2(drive) ? !m2Blamed : true));
    }
    return null;
  },
};
