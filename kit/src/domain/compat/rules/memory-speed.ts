/**
 * Beyond the spec: a memory kit rated faster than the board supports still works, at the
 * board's speed or lower, so this is a warning. The limit is the top of the board's "Memory"
 * line on its maker's page, overclocked (XMP/EXPO) speeds included: MSI lists e.g. "DDR5
 * 5200 - 7200+ (OC) MT/s", Asus "up to 8000+(OC)", and both note that the speed reached
 * depends on the processor and the kit; a kit above that runs at a lower profile (the board
 * falls back to the kit's JEDEC speed, 4800 MT/s for DDR5, until one is set by hand).
 * The processor's own rating (AMD's "2x1R DDR5-5600", Intel's "up to DDR5 5600") is not
 * the limit here: every XMP/EXPO kit above it is an overclock the board's list covers.
 */
import { distinct, issueOf, noIssues, ref } from '../build';
import { knownFact } from '../facts';
import type { CompatibilityRule } from '../types';

export const memorySpeed: CompatibilityRule = {
  code: 'memory-speed',
  severity: 'warning',
  appliesTo: ['memory', 'motherboard'],
  check({ memory, motherboard }) {
    if (!motherboard || !memory || memory.length === 0) return noIssues;
    // A kit of the wrong type is `memory-type`'s blocker; its speed says nothing on this board.
    const kits = memory.filter((kit) => kit.specs.type === motherboard.specs.memoryType);
    if (kits.length === 0) return noIssues;
    const maxMts = knownFact(motherboard, 'maxMemorySpeedMts');
    if (kits.every((kit) => kit.specs.speedMts <= maxMts)) return noIssues;
    return distinct(kits)
      .filter((kit) => kit.specs.speedMts > maxMts)
      .map((kit) =>
        issueOf(this, [ref('memory', kit), ref('motherboard', motherboard)], {
          memory: kit.name,
          speedMts: kit.specs.speedMts,
          board: motherboard.name,
          maxMts,
        }),
      );
  },
};
