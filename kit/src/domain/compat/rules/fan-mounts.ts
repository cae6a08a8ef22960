/**
 * SPEC §8 "not enough 120 or 140 mm fan bays". The fans a case comes with hold mounts of
 * either size, so added fans of a size must fit that size's mounts less the fitted fans.
 */
import type { Part } from '../../catalogue/parts';
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { CompatibilityIssue, CompatibilityRule } from '../types';
import { knownFact } from '../facts';

const fanSizes = [120, 140] as const;
type FanSize = (typeof fanSizes)[number];

/** Mounts of a size left once the case's own fans are fitted (may be below zero). */
export const freeMounts = (chassis: Part<'case'>, size: FanSize) =>
  knownFact(chassis, size === 120 ? 'fanMounts120' : 'fanMounts140') - knownFact(chassis, 'includedFans');

function fansBySize(fans: readonly Part<'case-fan'>[] | undefined): Record<FanSize, number> {
  const added = { 120: 0, 140: 0 };
  for (const fan of fans ?? []) added[fan.specs.sizeMm] += fan.specs.quantity;
  return added;
}

export const fanMounts: CompatibilityRule = {
  code: 'fan-mounts',
  severity: 'blocker',
  appliesTo: ['case-fan', 'case'],
  check({ 'case-fan': fans, case: chassis }) {
    if (!chassis || !fans || fans.length === 0) return noIssues;
    const added = fansBySize(fans);
    let issues: CompatibilityIssue[] | null = null;
    for (const size of fanSizes) {
      const mounts = freeMounts(chassis, size);
      if (added[size] > 0 && added[size] > mounts) {
        (issues ??= []).push(
          issueOf(
            this,
            [
              ref('case', chassis),
              ...refsOf(
                'case-fan',
                fans.filter((fan) => fan.specs.sizeMm === size),
              ),
            ],
            {
              size,
              fans: added[size],
              mounts: Math.max(0, mounts),
              case: chassis.name,
            },
          ),
        );
      }
    }
    return issues ?? noIssues;
  },
  constrain(base, slot) {
    const added = fansBySize(base['case-fan']);
    if (slot === 'case-fan' && base.case) {
      const chassis = base.case;
      const mounts = { 120: freeMounts(chassis, 120), 140: freeMounts(chassis, 140) };
      return forSlot('case-fan', (fan) => added[fan.specs.sizeMm] + fan.specs.quantity <= mounts[fan.specs.sizeMm]);
    }
    if (slot === 'case' && added[120] + added[140] > 0) {
      return forSlot('case', (chassis) => fanSizes.every((size) => added[size] === 0 || added[size] <= freeMounts(chassis, size)));
    }
    return null;
  },
};
