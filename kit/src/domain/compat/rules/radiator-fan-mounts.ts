/**
 * Beyond the spec: a liquid cooler's radiator sits on the case's fan mounts (a 360 mm
 * radiator on three 120 mm mounts, a 280 mm one on two 140 mm mounts), so those mounts no
 * longer take case fans. `fan-mounts` counts the added fans against the mounts left by the
 * case's own fans; this rule raises what only the radiator tips over. A warning, not a
 * refusal: the data counts mounts per size, approximately, not per position (the front of a
 * case holds 3 × 120 or 2 × 140 mm; storefront/server/db/seed/catalogue/notes.md), so the
 * shopper is told to expect fewer fans, or another layout, rather than refused the build.
 */
import type { Part } from '../../catalogue/parts';
import { issueOf, noIssues, ref, refsOf } from '../build';
import type { CompatibilityRule } from '../types';
import { freeMounts } from './fan-mounts';

type FanSize = 120 | 140;

/** The mounts a liquid cooler's radiator covers, or null for an air cooler (140 mm multiples sit on 140 mm mounts). */
export function radiatorMounts(cooler: Part<'cooler'>): { size: FanSize; count: number } | null {
  const length = cooler.specs.kind === 'liquid' ? cooler.specs.radiatorMm : null;
  if (length === null) return null;
  const size: FanSize = length % 140 === 0 ? 140 : 120;
  return { size, count: Math.ceil(length / size) };
}

/** Added case fans of a size. */
const fansOf = (fans: readonly Part<'case-fan'>[] | undefined, size: FanSize) =>
  (fans ?? []).reduce((total, fan) => total + (fan.specs.sizeMm === size ? fan.specs.quantity : 0), 0);

/** Whether `fans` added fans of the radiator's size fit the free mounts on their own but not beside the radiator. */
function tipsOver(chassis: Part<'case'>, mounts: { size: FanSize; count: number }, fans: number): boolean {
  const free = freeMounts(chassis, mounts.size);
  return fans > 0 && fans <= free && fans + mounts.count > free;
}

export const radiatorFanMounts: CompatibilityRule = {
  code: 'radiator-fan-mounts',
  severity: 'warning',
  appliesTo: ['cooler', 'case', 'case-fan'],
  check({ cooler, case: chassis, 'case-fan': fans }) {
    if (!cooler || !chassis || !fans || fans.length === 0) return noIssues;
    const mounts = radiatorMounts(cooler);
    if (!mounts) return noIssues;
    const added = fansOf(fans, mounts.size);
    if (!tipsOver(chassis, mounts, added)) return noIssues;
    return [
      issueOf(
        this,
        [
          ref('cooler', cooler),
          ref('case', chassis),
          ...refsOf(
            'case-fan',
            fans.filter((fan) => fan.specs.sizeMm === mounts.size),
          ),
        ],
        {
          cooler: cooler.name,
          radiatorMm: cooler.specs.radiatorMm ?? 0,
          size: mounts.size,
          radiatorMounts: mounts.count,
          fans: added,
          mounts: Math.max(0, freeMounts(chassis, mounts.size)),
          case: chassis.name,
        },
      ),
    ];
  },
};
