/**
 * Keeping the engine total: a build from outside (a brand's own catalogue, a stored draft, a
 * half-imported part) may hold a part in the wrong slot, a hole in a slot's list or a part
 * missing a fact a rule reads. The engine reports these as issues instead of throwing.
 */
import type { Part } from '../catalogue/parts';
import { partsIn } from './build';
import { UnknownFactError } from './facts';
import {
  multiPartSlots,
  singlePartSlots,
  type BuildParts,
  type BuildSlot,
  type CompatibilityIssue,
  type CompatibilityRule,
  type PartRef,
} from './types';

const slots: readonly BuildSlot[] = [...singlePartSlots, ...multiPartSlots];

const isPart = (value: unknown): value is Part => typeof value === 'object' && value !== null && typeof (value as Part).category === 'string';

/** Whether every value in the build is a part of its own slot (the usual case: no copy is made). */
function isWellFormed(build: BuildParts): boolean {
  for (const slot of slots) {
    const value = (build as Record<string, unknown>)[slot];
    if (value === undefined || value === null) continue;
    const list = Array.isArray(value) ? value : [value];
    for (const part of list) if (!isPart(part) || part.category !== slot) return false;
    if (Array.isArray(value) === singlePartSlots.includes(slot as never)) return false;
  }
  return true;
}

/**
 * The build the rules can read, and a fresh issue list with a `part-in-wrong-slot` blocker
 * for each part given in another category's slot. Holes (null, non-parts) are dropped
 * silently: there is no part to name.
 */
export function wellFormedBuild(build: BuildParts): { build: BuildParts; issues: CompatibilityIssue[] } {
  const issues: CompatibilityIssue[] = [];
  if (typeof build !== 'object' || build === null) return { build: {}, issues };
  if (isWellFormed(build)) return { build, issues };
  const cleaned: Record<string, Part | Part[] | null> = {};
  for (const slot of slots) {
    const value = (build as Record<string, unknown>)[slot];
    const given = (Array.isArray(value) ? value : [value]).filter(isPart);
    const fitting = given.filter((part) => part.category === slot);
    for (const part of given) {
      if (part.category === slot) continue;
      issues.push({
        rule: 'part-in-wrong-slot',
        severity: 'blocker',
        parts: [{ slot, id: String(part.id) }],
        message: { id: 'compat.part-in-wrong-slot', values: { part: String(part.name ?? part.id) } },
      });
    }
    if (singlePartSlots.includes(slot as never)) cleaned[slot] = fitting[0] ?? null;
    else cleaned[slot] = fitting;
  }
  return { build: cleaned as BuildParts, issues };
}

/** Why a rule could not run: the part and fact it lacked, or null for both when the part was malformed otherwise. */
export type MissingFact = { partId: string | null; fact: string | null };

/** A rule's issues, or the fact it lacked when it could not run (a part without a fact the rule reads). */
export function ruleOutcome(rule: CompatibilityRule, build: BuildParts): readonly CompatibilityIssue[] | MissingFact {
  try {
    return rule.check(build);
  } catch (error) {
    return error instanceof UnknownFactError ? { partId: error.partId, fact: error.fact } : { partId: null, fact: null };
  }
}

/** A rule's issues, or null when it could not run: a part lacks a fact the rule reads. */
export function checkedRule(rule: CompatibilityRule, build: BuildParts): readonly CompatibilityIssue[] | null {
  const outcome = ruleOutcome(rule, build);
  return Array.isArray(outcome) ? outcome : null;
}

/** The slot and name of a part of the build by id. */
function findPart(build: BuildParts, id: string): { slot: BuildSlot; part: Part } | null {
  for (const slot of slots) for (const part of partsIn(build, slot)) if (part.id === id) return { slot, part };
  return null;
}

/**
 * The `could-not-check` notes for the rules that could not run: one per missing fact, naming
 * the fact and its part ("we do not know the maximum cooler height of the NR200P"), then the
 * other parts those rules read, so "does this note involve the candidate?" is answered by it.
 */
export function couldNotCheck(build: BuildParts, unchecked: readonly { rule: CompatibilityRule; missing: MissingFact }[]): CompatibilityIssue[] {
  const groups = new Map<string, { missing: MissingFact; rules: CompatibilityRule[] }>();
  for (const { rule, missing } of unchecked) {
    const key = `${missing.partId ?? ''}\u0000${missing.fact ?? ''}`;
    const group = groups.get(key);
    if (group) group.rules.push(rule);
    else groups.set(key, { missing, rules: [rule] });
  }
  return [...groups.values()].map(({ missing, rules }) => {
    const parts: PartRef[] = [];
    const seen = new Set<string>();
    const add = (slot: BuildSlot, id: string) => {
      const key = `${slot}:${id}`;
      if (seen.has(key)) return;
      seen.add(key);
      parts.push({ slot, id });
    };
    const subject = missing.partId === null ? null : findPart(build, missing.partId);
    if (subject) add(subject.slot, subject.part.id);
    for (const rule of rules) for (const slot of rule.appliesTo) for (const part of partsIn(build, slot)) add(slot, part.id);
    const named = subject && missing.fact !== null;
    return {
      rule: 'could-not-check',
      severity: 'info',
      parts,
      message: {
        id: 'compat.could-not-check',
        // `fact` is the spec field's name; the catalogues word each (and 'unknown' when no fact is named).
        values: { count: rules.length, fact: named ? missing.fact! : 'unknown', part: named ? String(subject.part.name ?? subject.part.id) : '' },
      },
    };
  });
}
