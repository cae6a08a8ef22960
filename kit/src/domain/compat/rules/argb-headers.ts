/**
 * SPEC §8 "not enough ARGB headers for case fans or lighting". One 5 V ARGB header per
 * ARGB fan pack (packs chain or come with a hub); lighting needs its `argbHeaders`
 * (USB-driven controllers need none).
 */
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { BuildParts, CompatibilityRule, PartRef } from '../types';
import { knownFact } from '../facts';

/** 5 V ARGB headers the fans and lighting of a build need. */
export function headersNeeded({ 'case-fan': fans, lighting }: BuildParts): number {
  let needed = 0;
  for (const fan of fans ?? []) if (fan.specs.argb) needed += 1;
  for (const light of lighting ?? []) needed += knownFact(light, 'argbHeaders');
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
      (build.lighting ?? []).filter((light) => light.specs.argbHeaders !== 0),
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
    if (needed === 0) return noIssues;
    const headers = knownFact(motherboard, 'argbHeaders');
    if (needed <= headers) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ...argbDeviceRefs(build)], {
        needed,
        headers,
        board: motherboard.name,
      }),
    ];
  },
  constrain(base, slot) {
    const needed = headersNeeded(base);
    if (slot === 'motherboard') return needed > 0 ? forSlot('motherboard', (board) => needed <= knownFact(board, 'argbHeaders')) : null;
    if (!base.motherboard) return null;
    const headers = knownFact(base.motherboard, 'argbHeaders');
    if (slot === 'case-fan') return forSlot('case-fan', (fan) => !fan.specs.argb || needed + 1 <= headers);
    if (slot === 'lighting')
      return forSlot('lighting', (light) => {
        const needs = knownFact(light, 'argbHeaders');
        return needs === 0 || needed + needs <= headers;
      });
    return null;
  },
};
