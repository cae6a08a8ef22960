/**
 * SPEC §8 "not enough ARGB headers for case fans or lighting". One 5 V ARGB header per
 * ARGB fan pack (packs chain or come with a hub); lighting needs its `argbHeaders`
 * (USB-driven controllers need none).
 */
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { BuildParts, CompatibilityRule, PartRef } from '../types';

/** 5 V ARGB headers the fans and lighting of a build need. */
export function headersNeeded({ 'case-fan': fans, lighting }: BuildParts): number {
  let needed = 0;
  for (const fan of fans ?? []) if (fan.specs.argb) needed += 1;
  for (const light of lighting ?? []) needed += light.specs.argbHeaders;
  return needed;
}

/** The fans and lighting that take a 5 V ARGB header: the parts an ARGB issue names. */
export function argbDeviceRefs(build: BuildParts): PartRef[] {
  return [
    ...refsOf(
      'case-fan',
      (build['case-fan'] ?? []).filter((fan) => fan.specs.argb),
    ),
    ...refsOf(
      'lighting',
      (build.lighting ?? []).filter((light) => light.specs.argbHeaders > 0),
    ),
  ];
}

export const argbHeaders: CompatibilityRule = {
  code: 'argb-headers',
  severity: 'blocker',
  appliesTo: ['case-fan', 'lighting', 'motherboard'],
  check(build) {
    const { motherboard } = build;
    if (!motherboard) return noIssues;
    const needed = headersNeeded(build);
    if (needed <= motherboard.specs.argbHeaders) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ...argbDeviceRefs(build)], {
        needed,
        headers: motherboard.specs.argbHeaders,
        board: motherboard.name,
      }),
    ];
  },
  constrain(base, slot) {
    const needed = headersNeeded(base);
    if (slot === 'motherboard') return needed > 0 ? forSlot('motherboard', (board) => needed <= board.specs.argbHeaders) : null;
    if (!base.motherboard) return null;
    const headers = base.motherboard.specs.argbHeaders;
    if (slot === 'case-fan') return forSlot('case-fan', (fan) => !fan.specs.argb || needed + 1 <= headers);
    if (slot === 'lighting') return forSlot('lighting', (light) => light.specs.argbHeaders === 0 || needed + light.specs.argbHeaders <= headers);
    return null;
  },
};
