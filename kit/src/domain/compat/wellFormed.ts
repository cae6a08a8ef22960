/**
 * Keeping the engine total: a build from outside (a brand's own catalogue, a stored draft, a
 * half-imported part) may hold a part in the wrong slot, a hole in a slot's list or a part
 * missing a fact a rule reads. The engine reports these as issues instead of throwing.
 */
import type { Part } from '../catalogue/parts';
import { partsIn } from './build';
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

/** A rule's issues, or null when it could not run: a part lacks a fact the rule reads. */
export function checkedRule(rule: CompatibilityRule, build: BuildParts): readonly CompatibilityIssue[] | null {
  try {
    return rule.check(build);
  } catch {
    return null;
  }
}

/** One `could-not-check` note for the rules that could not run, naming the parts they read. */
export function couldNotCheck(build: BuildParts, rules: readonly CompatibilityRule[]): CompatibilityIssue {
  const parts: PartRef[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    for (const slot of rule.appliesTo) {
      for (const part of partsIn(build, slot)) {
        const key = `${slot}:${part.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        parts.push({ slot, id: part.id });
      }
    }
  }
  return {
    rule: 'could-not-check',
    severity: 'info',
    parts,
    message: { id: 'compat.could-not-check', values: { count: rules.length } },
  };
}
