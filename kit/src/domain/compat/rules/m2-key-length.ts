/**
 * Beyond the spec: an M.2 drive must fit one of the board's M.2 slots. A slot has a standoff
 * only for the card lengths its manual lists (a 22110 card overhangs a 2280 slot), and a
 * SATA M.2 drive (B+M key) runs only in a slot wired for SATA: desktop storage slots are all
 * M key, so a B+M card goes in physically but is not seen in a PCIe-only slot. Each drive
 * needs a slot of its own that takes it (`m2-slots` counts the slots); the drives are
 * matched to the slots as a whole, so two 22110 drives on a board with one 22110 slot are
 * caught too.
 */
import type { M2SlotSupport, Part } from '../../catalogue/parts';
import { distinct, forSlot, involves, issueOf, noIssues, ref } from '../build';
import { knownFact } from '../facts';
import type { CompatibilityIssue, CompatibilityRule } from '../types';
import { isM2 } from './m2-slots';

/** What an M.2 drive needs of a slot: its card size, and SATA wiring for a SATA drive. */
export function slotTakes(slot: M2SlotSupport, drive: Part<'storage'>): boolean {
  return slot.sizes.includes(knownFact(drive, 'm2Size')) && (drive.specs.interface !== 'SATA' || slot.sata);
}

/**
 * How many of the drives can each have a slot that takes them at once: a bipartite
 * matching (augmenting paths; a board has at most five slots, so this is a handful of steps).
 */
function matchedDrives(drives: readonly Part<'storage'>[], slots: readonly M2SlotSupport[]): number {
  const holder: (number | null)[] = slots.map(() => null);
  const place = (drive: number, seen: boolean[]): boolean => {
    for (let slot = 0; slot < slots.length; slot += 1) {
      if (seen[slot] || !slotTakes(slots[slot]!, drives[drive]!)) continue;
      seen[slot] = true;
      const current = holder[slot];
      if (current === null || current === undefined || place(current, seen)) {
        holder[slot] = drive;
        return true;
      }
    }
    return false;
  };
  let matched = 0;
  for (let drive = 0; drive < drives.length; drive += 1)
    if (
      place(
        drive,
        slots.map(() => false),
      )
    )
      matched += 1;
  return matched;
}

/** Why a drive fits no slot of the board: its length, or SATA on NVMe-only slots. */
function reasonFor(drive: Part<'storage'>, slots: readonly M2SlotSupport[]): 'length' | 'sata' | 'shared' {
  const size = knownFact(drive, 'm2Size');
  if (!slots.some((slot) => slot.sizes.includes(size))) return 'length';
  if (drive.specs.interface === 'SATA' && !slots.some((slot) => slot.sata)) return 'sata';
  return 'shared';
}

const sizesOf = (slots: readonly M2SlotSupport[]) => [...new Set(slots.flatMap((slot) => slot.sizes))].join(', ');

export const m2KeyLength: CompatibilityRule = {
  code: 'm2-key-length',
  severity: 'blocker',
  appliesTo: ['storage', 'motherboard'],
  check({ storage, motherboard }) {
    if (!motherboard || !storage) return noIssues;
    const drives = storage.filter(isM2);
    if (drives.length === 0) return noIssues;
    const slots = knownFact(motherboard, 'm2SlotSupport');
    // More drives than slots is `m2-slots`' blocker; here only drives the slots could hold.
    if (matchedDrives(drives, slots) >= Math.min(drives.length, slots.length)) return noIssues;
    let issues: CompatibilityIssue[] | null = null;
    const board = ref('motherboard', motherboard);
    for (const drive of distinct(drives)) {
      const reason = reasonFor(drive, slots);
      if (reason === 'shared') continue;
      (issues ??= []).push(
        issueOf(this, [ref('storage', drive), board], {
          drive: drive.name,
          size: knownFact(drive, 'm2Size'),
          board: motherboard.name,
          sizes: sizesOf(slots),
          reason,
        }),
      );
    }
    // Every drive fits some slot, but not all of them at once: the drives compete for the few slots that take them.
    if (!issues) {
      issues = [
        issueOf(this, [...distinct(drives).map((drive) => ref('storage', drive)), board], {
          drive: drives.map((drive) => drive.name).join(', '),
          size: [...new Set(drives.map((drive) => knownFact(drive, 'm2Size')))].join(', '),
          board: motherboard.name,
          sizes: sizesOf(slots),
          reason: 'shared',
        }),
      ];
    }
    return issues;
  },
  constrain(base, slot) {
    const drives = (base.storage ?? []).filter(isM2);
    // A drive is judged against the board's slots with the drives already there, a board against those drives.
    if (slot === 'storage' && base.motherboard) {
      const board = base.motherboard;
      return forSlot(
        'storage',
        (drive) =>
          !isM2(drive) || !this.check({ motherboard: board, storage: [...drives, drive] }).some((issue) => involves(issue, 'storage', drive.id)),
      );
    }
    if (slot === 'motherboard' && drives.length > 0)
      return forSlot('motherboard', (board) => this.check({ motherboard: board, storage: drives }).length === 0);
    return null;
  },
};
