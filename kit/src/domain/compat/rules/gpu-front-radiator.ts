/**
 * Beyond the spec: a radiator at the front of a case sits in the graphics card's length,
 * taking its own thickness plus its fans' (27 mm + 25 mm for most AIOs, 38 mm + 25 mm for
 * ARCTIC's) from the case's GPU clearance. A radiator goes at the front when the case takes
 * its length only there (`radiatorClearOfGpuMm` lists the lengths it takes out of the
 * card's way: top, side, rear). A warning, not a refusal: some cases take the fans in front
 * of the radiator, and the makers' "with front radiator" figures vary by layout, so the
 * shopper is told the card may not fit rather than refused. All three facts are optional:
 * a cooler or case whose facts are unknown is not warned about (unknown is not "in the way").
 */
import type { Part } from '../../catalogue/parts';
import { distinct, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

const isLength = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The GPU clearance a front-mounted radiator leaves in the case, or null when the cooler's
 * radiator need not (or cannot) go at the front, or a fact is unknown.
 */
export function frontRadiatorClearance(cooler: Part<'cooler'>, chassis: Part<'case'>): { clearanceMm: number; thicknessMm: number } | null {
  const { kind, radiatorMm, radiatorThicknessMm } = cooler.specs;
  const { maxGpuLengthMm, radiatorSupportMm, radiatorClearOfGpuMm } = chassis.specs;
  if (kind !== 'liquid' || !isLength(radiatorMm) || !isLength(radiatorThicknessMm) || !isLength(maxGpuLengthMm)) return null;
  if (!Array.isArray(radiatorClearOfGpuMm) || !Array.isArray(radiatorSupportMm)) return null;
  // A radiator the case cannot mount at all is `radiator-too-big`'s; one it takes out of the card's way is fine.
  if (!radiatorSupportMm.includes(radiatorMm) || radiatorClearOfGpuMm.includes(radiatorMm)) return null;
  return { clearanceMm: maxGpuLengthMm - radiatorThicknessMm, thicknessMm: radiatorThicknessMm };
}

export const gpuFrontRadiator: CompatibilityRule = {
  code: 'gpu-front-radiator',
  severity: 'warning',
  appliesTo: ['gpu', 'cooler', 'case'],
  check({ gpu, cooler, case: chassis }) {
    if (!gpu || gpu.length === 0 || !cooler || !chassis) return noIssues;
    const front = frontRadiatorClearance(cooler, chassis);
    if (!front) return noIssues;
    // A card longer than the case's own clearance is `gpu-too-long`'s blocker, not a second issue here.
    const blocked = distinct(gpu).flatMap((card) => {
      const lengthMm = card.specs.lengthMm;
      return isLength(lengthMm) && lengthMm > front.clearanceMm && lengthMm <= front.clearanceMm + front.thicknessMm ? [{ card, lengthMm }] : [];
    });
    if (blocked.length === 0) return noIssues;
    return blocked.map(({ card, lengthMm }) =>
      issueOf(this, [ref('gpu', card), ref('cooler', cooler), ref('case', chassis)], {
        gpu: card.name,
        lengthMm,
        cooler: cooler.name,
        radiatorMm: cooler.specs.radiatorMm ?? 0,
        thicknessMm: front.thicknessMm,
        case: chassis.name,
        clearanceMm: front.clearanceMm,
      }),
    );
  },
};
