/**
 * The compatibility engine: checks a build against every rule, and answers
 * "which parts of this category fit the rest of the build?" without running every rule
 * for every part.
 */
import type { Part } from '../catalogue/parts';
import { buildWithout, involves, isSinglePartSlot, partsIn, placePart, withPart, type SlotChange } from './build';
import { checkedRule, couldNotCheck, ruleOutcome, wellFormedBuild, type MissingFact } from './wellFormed';
import { compatibilityRuleByCode, compatibilityRules } from './rules';
import type { BuildParts, BuildSlot, CompatibilityIssue, CompatibilityRule, PartPredicate, PartRef } from './types';

/**
 * Every issue of the build, rule by rule in `compatibilityRules` order (SPEC §8 rules
 * first). A few microseconds for a full build: each rule reads a handful of spec fields
 * and a passing rule allocates nothing.
 *
 * Total: it never throws. Parts in another category's slot (or holes in a slot's list) are
 * reported and left out; a rule that cannot read a fact it needs (a part missing it) is
 * reported as not checked rather than passed.
 */
export function checkCompatibility(input: BuildParts, rules: readonly CompatibilityRule[] = compatibilityRules): CompatibilityIssue[] {
  const { build, issues } = wellFormedBuild(input);
  let unchecked: { rule: CompatibilityRule; missing: MissingFact }[] | null = null;
  for (const rule of rules) {
    const found = ruleOutcome(rule, build);
    if (!Array.isArray(found)) {
      (unchecked ??= []).push({ rule, missing: found as MissingFact });
      continue;
    }
    for (let index = 0; index < found.length; index += 1) issues.push(found[index]!);
  }
  if (unchecked) issues.push(...couldNotCheck(build, unchecked));
  return issues;
}

/** Whether any issue stops the build being ordered. */
export function hasBlockers(issues: readonly CompatibilityIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'blocker');
}

/**
 * The rules a candidate for a slot must clear: blockers that read the slot, except those
 * that only ask for an empty slot to be filled (`satisfiedBy`).
 */
const filterRulesBySlot = /* @__PURE__ */ new Map<BuildSlot, readonly CompatibilityRule[]>();
function filterRulesFor(slot: BuildSlot, rules: readonly CompatibilityRule[]): readonly CompatibilityRule[] {
  const select = () => rules.filter((rule) => rule.severity === 'blocker' && !rule.satisfiedBy && rule.appliesTo.includes(slot));
  if (rules !== compatibilityRules) return select();
  let selected = filterRulesBySlot.get(slot);
  if (!selected) filterRulesBySlot.set(slot, (selected = select()));
  return selected;
}

/** Whether an issue rules the candidate out: a blocker about it, not a "fill that slot" one. */
function rulesOut(issue: CompatibilityIssue, slot: BuildSlot, id: string): boolean {
  return issue.severity === 'blocker' && !compatibilityRuleByCode.get(issue.rule)?.satisfiedBy && involves(issue, slot, id);
}

/**
 * A rule without a prepared constraint, run part by part on one reused build object (no
 * copy of the build per part).
 */
function probe(rule: CompatibilityRule, base: BuildParts, slot: BuildSlot): PartPredicate {
  const trial: Record<string, unknown> = { ...base };
  const list: (Part | undefined)[] | null = isSinglePartSlot(slot) ? null : [...partsIn(base, slot), undefined];
  return (part) => {
    if (list) {
      list[list.length - 1] = part;
      trial[slot] = list;
    } else trial[slot] = part;
    for (const issue of rule.check(trial as BuildParts)) if (rulesOut(issue, slot, part.id)) return false;
    return true;
  };
}

/**
 * "Only compatible" for one slot: a predicate that is true for a part exactly when putting
 * it in the build (`change` says how, default: as the slot's only part) gives no blocker
 * that involves it. The constraints the rest of the build puts on the slot (its socket, the
 * case's GPU length, the board's memory type, the PSU's spare watts...) are prepared once
 * here, so filtering a category of thousands of parts is one cheap test per part.
 *
 * Blockers elsewhere in the build do not hide parts, and neither do "fill that slot"
 * blockers (no graphics card yet, no cooler yet): a shopper choosing a processor before
 * the graphics card still sees the processors without graphics.
 */
export function compatibilityFilter<S extends BuildSlot>(
  build: BuildParts,
  slot: S,
  change: SlotChange = 'replace',
  rules: readonly CompatibilityRule[] = compatibilityRules,
): (part: Part<S>) => boolean {
  const base = buildWithout(wellFormedBuild(build).build, slot, change);
  const predicates: PartPredicate[] = [];
  for (const rule of filterRulesFor(slot, rules)) {
    let constraint: PartPredicate | null | undefined;
    try {
      constraint = rule.constrain?.(base, slot);
    } catch {
      // The rest of the build lacks a fact this rule reads: it cannot rule a candidate out
      // (checkCompatibility reports the build as not fully checked).
      continue;
    }
    if (constraint === null) continue;
    predicates.push(constraint ?? probe(rule, base, slot));
  }
  const count = predicates.length;
  return (part) => {
    if (part?.category !== slot) return false;
    try {
      for (let index = 0; index < count; index += 1) if (!predicates[index]!(part as Part)) return false;
    } catch {
      // A candidate missing a fact a blocker rule reads is unverified: not "compatible".
      return false;
    }
    return true;
  };
}

/**
 * The same verdict as `compatibilityFilter`, the slow way: the whole build checked again
 * for every part. The reference its tests and the benchmark compare against.
 */
export function compatibilityFilterByFullCheck<S extends BuildSlot>(
  build: BuildParts,
  slot: S,
  change: SlotChange = 'replace',
): (part: Part<S>) => boolean {
  return (part) =>
    part.category === slot && !checkCompatibility(placePart(build, part as Part, change)).some((issue) => rulesOut(issue, slot, part.id));
}

/** The candidates that clear every blocker in that slot (see `compatibilityFilter`). */
export function compatibleAlternatives<S extends BuildSlot>(
  build: BuildParts,
  slot: S,
  candidates: readonly Part<S>[],
  change: SlotChange = 'replace',
): Part<S>[] {
  const fits = compatibilityFilter(build, slot, change);
  return candidates.filter((part) => fits(part));
}

/**
 * The one-click swaps for an issue: candidates that, put in place of `target`, clear the
 * issue and bring no blocker of their own.
 *
 * `target` is one of the issue's parts (it is replaced; the others in a multi-part slot
 * stay), or a slot to fill (a part is added): `gpu` for `gpu-required`, `cooler` for
 * `cooler-required`. A swap clears the issue when its rule then reports fewer issues and
 * none about the candidate.
 */
export function alternativesFor<S extends BuildSlot>(
  build: BuildParts,
  issue: CompatibilityIssue,
  target: PartRef | S,
  candidates: readonly Part<S>[],
): Part<S>[] {
  const slot = (typeof target === 'string' ? target : target.slot) as S;
  const change: SlotChange = typeof target === 'string' ? 'add' : { replace: target.id };
  const rule = compatibilityRuleByCode.get(issue.rule);
  if (!rule) return [];
  const before = checkedRule(rule, build)?.length;
  if (before === undefined) return [];
  const fits = compatibilityFilter(build, slot, change);
  const base = buildWithout(build, slot, change);
  return candidates.filter((part) => {
    if (!fits(part)) return false;
    const after = checkedRule(rule, withPart(base, part as Part));
    return after !== null && after.length < before && !after.some((found) => involves(found, slot, part.id));
  });
}
