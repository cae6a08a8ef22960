/**
 * The shop's pre-built builds against the compatibility rules of SPEC §8. The rules live
 * once, in the kit's engine (`@rigsmith/kit/domain`, kit/src/domain/compat), which the
 * customiser and the order API use too; this file adds only what a pre-built build needs
 * beyond compatibility (every essential part, exactly once) and words each issue in
 * English for the validator.
 */
import {
  buildPartsOf,
  checkCompatibility,
  unknownFacts,
  type CompatibilityIssue,
  type Part,
  type IssueCode,
  type SinglePartSlot,
} from '@rigsmith/kit/domain';
import { intlFor } from '../../../i18n';

export type BuildLine = { part: Part; amount: number };

/**
 * Warnings a pre-built build may not carry either. The shop does not flash a BIOS for a
 * pre-built build, so its board must run the processor out of the box. Other warnings
 * (a 12V-2x6 adapter, M.2 lane sharing) are caveats the build description can carry.
 */
// A pre-built PC is checked in full: a rule that could not run (a part missing a fact) refuses it too.
export const PREBUILT_REFUSED_WARNINGS: readonly IssueCode[] = ['bios-update', 'could-not-check'];

/** Parts a pre-built build has exactly once; a cooler and a graphics card are the engine's call. */
const requiredOnce: readonly SinglePartSlot[] = ['cpu', 'motherboard', 'case', 'psu', 'os'];

/** An issue as one English line: its stable rule code, then the shopper's sentence. */
export function describeIssue(issue: CompatibilityIssue): string {
  return `${issue.rule}: ${intlFor('GB').formatMessage({ id: issue.message.id }, issue.message.values)}`;
}

/**
 * Every problem of a pre-built build (empty when it is sound): a missing or doubled
 * essential part, an unverified part, no memory or storage, any blocker the engine finds,
 * and the warnings in `PREBUILT_REFUSED_WARNINGS`.
 */
export function buildProblems(lines: BuildLine[]): string[] {
  const problems: string[] = [];
  const { build } = buildPartsOf(lines);
  for (const slot of requiredOnce) {
    const count = lines.reduce((sum, line) => sum + (line.part.category === slot ? line.amount : 0), 0);
    if (count !== 1) problems.push(`needs exactly one ${slot}, has ${count}`);
  }
  // An unverified part (a fact a rule reads is unknown) never goes in a pre-built PC, even
  // when this build happens not to need that fact: the shop vouches for every part it assembles.
  for (const { part } of lines) {
    const unknown = unknownFacts(part);
    if (unknown.length > 0) problems.push(`${part.id} is unverified: ${unknown.join(', ')} unknown`);
  }
  if (!build.memory?.length) problems.push('needs memory');
  if (!build.storage?.length) problems.push('needs storage');
  for (const issue of checkCompatibility(build)) {
    if (issue.severity === 'blocker' || PREBUILT_REFUSED_WARNINGS.includes(issue.rule)) problems.push(describeIssue(issue));
  }
  return problems;
}
