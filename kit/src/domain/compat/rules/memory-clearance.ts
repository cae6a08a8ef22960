/**
 * Beyond the spec: a large air cooler's fins overhang the memory slots, so modules taller
 * than its `memoryClearanceMm` do not fit under it.
 */
import type { Part } from '../../catalogue/parts';
import { distinct, forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

/**
 * The clearance an air cooler leaves over the memory, or null when it does not overhang (a
 * liquid cooler, or an air cooler whose maker says so). Unknown is not "no overhang":
 * `knownFact` throws, and the engine reports the rule as not checked.
 */
function clearanceOf(cooler: Part<'cooler'>): number | null {
  if (cooler.specs.kind !== 'air') return null;
  const clearance = knownFact(cooler, 'memoryClearanceMm');
  return clearance === 'unlimited' ? null : clearance;
}

export const memoryClearance: CompatibilityRule = {
  code: 'memory-clearance',
  severity: 'blocker',
  appliesTo: ['memory', 'cooler'],
  check({ memory, cooler }) {
    if (!cooler || !memory || memory.length === 0) return noIssues;
    const clearance = clearanceOf(cooler);
    if (clearance === null || memory.every((kit) => knownFact(kit, 'heightMm') <= clearance)) return noIssues;
    return distinct(memory)
      .filter((kit) => knownFact(kit, 'heightMm') > clearance)
      .map((kit) =>
        issueOf(this, [ref('memory', kit), ref('cooler', cooler)], {
          memory: kit.name,
          heightMm: knownFact(kit, 'heightMm'),
          cooler: cooler.name,
          clearanceMm: clearance,
        }),
      );
  },
  constrain(base, slot) {
    if (slot === 'memory' && base.cooler) {
      const clearance = clearanceOf(base.cooler);
      return clearance === null ? null : forSlot('memory', (kit) => knownFact(kit, 'heightMm') <= clearance);
    }
    if (slot === 'cooler' && base.memory && base.memory.length > 0) {
      const tallest = Math.max(...base.memory.map((kit) => knownFact(kit, 'heightMm')));
      return forSlot('cooler', (cooler) => {
        const clearance = clearanceOf(cooler);
        return clearance === null || tallest <= clearance;
      });
    }
    return null;
  },
};
