/**
 * Making and changing a `BuildParts`: from order lines, with a part put in or taken out,
 * and the small helpers every rule uses to report an issue.
 */
import type { Part } from '../catalogue/parts';
import {
  singlePartSlots,
  type BuildParts,
  type BuildSlot,
  type CompatibilityIssue,
  type CompatibilityRule,
  type MessageValues,
  type MultiPartSlot,
  type PartPredicate,
  type PartRef,
  type SinglePartSlot,
} from './types';

/** The one empty issue list rules return when they pass, so a passing check allocates nothing. */
export const noIssues: readonly CompatibilityIssue[] = /* @__PURE__ */ Object.freeze([]);
const noParts: readonly never[] = /* @__PURE__ */ Object.freeze([]);

const singleSlotSet: ReadonlySet<BuildSlot> = /* @__PURE__ */ new Set(singlePartSlots);

export function isSinglePartSlot(slot: BuildSlot): slot is SinglePartSlot {
  return singleSlotSet.has(slot);
}

/** The parts in a slot as a list (one or none for a single-part slot). */
export function partsIn<S extends BuildSlot>(build: BuildParts, slot: S): readonly Part<S>[] {
  const value = (build as Record<BuildSlot, Part | readonly Part[] | null | undefined>)[slot];
  if (value === undefined || value === null) return noParts;
  return (Array.isArray(value) ? value : [value]) as readonly Part<S>[];
}

/** Slots a build needs before it can be ordered; the rules say what else it needs. */
export const essentialSlots = ['cpu', 'motherboard', 'memory', 'storage', 'case', 'psu'] as const satisfies readonly BuildSlot[];

/** Which of `required` are empty: an incomplete build is not an incompatible one. */
export function missingSlots(build: BuildParts, required: readonly BuildSlot[] = essentialSlots): BuildSlot[] {
  return required.filter((slot) => partsIn(build, slot).length === 0);
}

/**
 * A build from order lines (`{ part, amount }`, as carts, drafts and the seed hold them):
 * each part in its category's slot, repeated `amount` times in a multi-part slot. A second
 * part (or an amount above 1) in a single-part slot is reported in `overfilled` and left
 * out, so the caller decides whether that is an error.
 */
export function buildPartsOf(lines: readonly { part: Part; amount: number }[]): { build: BuildParts; overfilled: SinglePartSlot[] } {
  const build: Record<string, Part | Part[]> = {};
  const overfilled: SinglePartSlot[] = [];
  for (const { part, amount } of lines) {
    const slot = part.category;
    if (isSinglePartSlot(slot)) {
      if (amount < 1) continue;
      if (build[slot] !== undefined || amount > 1) {
        if (!overfilled.includes(slot)) overfilled.push(slot);
      }
      build[slot] ??= part;
    } else {
      const list = (build[slot] ??= []) as Part[];
      for (let copy = 0; copy < amount; copy += 1) list.push(part);
    }
  }
  return { build: build as BuildParts, overfilled };
}

/**
 * How a candidate goes into a slot:
 * - `'replace'`: it becomes the slot's only part (choosing "the" graphics card);
 * - `'add'`: it joins the parts already there (another drive, another fan pack);
 * - `{ replace: id }`: it takes the place of one part (the memory kit a blocker names).
 * In a single-part slot all three replace.
 */
export type SlotChange = 'replace' | 'add' | { replace: string };

/** The build without the part(s) a candidate would displace: what it must fit with. */
export function buildWithout(build: BuildParts, slot: BuildSlot, change: SlotChange = 'replace'): BuildParts {
  if (isSinglePartSlot(slot) || change === 'replace') return { ...build, [slot]: isSinglePartSlot(slot) ? null : noParts };
  if (change === 'add') return build;
  const parts = partsIn(build, slot);
  const index = parts.findIndex((part) => part.id === change.replace);
  return index < 0 ? build : { ...build, [slot]: [...parts.slice(0, index), ...parts.slice(index + 1)] };
}

/** `base` with `part` put in its slot (replacing a single part, appended to a list). */
export function withPart(base: BuildParts, part: Part): BuildParts {
  const slot = part.category;
  if (isSinglePartSlot(slot)) return { ...base, [slot]: part };
  return { ...base, [slot]: [...partsIn(base, slot as MultiPartSlot), part] };
}

/** A build with `part` put in `slot` the way `change` says. */
export function placePart(build: BuildParts, part: Part, change: SlotChange = 'replace'): BuildParts {
  return withPart(buildWithout(build, part.category, change), part);
}

export const ref = (slot: BuildSlot, part: Part): PartRef => ({ slot, id: part.id });

/** Whether the issue names this part. */
export function involves(issue: CompatibilityIssue, slot: BuildSlot, id: string): boolean {
  for (const part of issue.parts) if (part.slot === slot && part.id === id) return true;
  return false;
}

/** One issue of a rule, its message id derived from the rule's code. */
export function issueOf(rule: Pick<CompatibilityRule, 'code' | 'severity'>, parts: PartRef[], values: MessageValues): CompatibilityIssue {
  return { rule: rule.code, severity: rule.severity, parts, message: { id: `compat.${rule.code}`, values } };
}

/** Distinct parts of a list, first occurrence kept (two identical kits make one issue, not two). */
export function distinct<P extends Part>(parts: readonly P[]): P[] {
  const seen = new Set<string>();
  return parts.filter((part) => !seen.has(part.id) && seen.add(part.id) !== undefined);
}

/** References to the distinct parts of a list. */
export function refsOf(slot: BuildSlot, parts: readonly Part[]): PartRef[] {
  return distinct(parts).map((part) => ref(slot, part));
}

/** A list of spec values for a message, as the shop writes them: "ATX, Micro ATX". */
export const listed = (values: readonly (string | number)[]): string => values.join(', ');

/**
 * A predicate on one slot's parts as the engine stores it: the engine only ever calls it
 * with parts of that slot (`compatibilityFilter` checks the category first).
 */
export const forSlot = <S extends BuildSlot>(_slot: S, predicate: (part: Part<S>) => boolean): PartPredicate => predicate as PartPredicate;
