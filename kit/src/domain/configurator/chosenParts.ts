/**
 * The parts a shopper has chosen in the customiser, by step, each with an amount; and the
 * shapes the API and the engine take them in.
 */
import type { BuildComponentInput } from '../contract/builds';
import type { PartOffer } from '../contract/parts';
import { buildPartsOf } from '../compat/build';
import type { BuildParts } from '../compat/types';
import { PC_BUILD_MAX_AMOUNT } from './buildLimits';
import { configuratorSteps, isConfiguratorSlot, stepTakesOnePart, type ConfiguratorSlot } from './steps';

/** One chosen part: the part as the shop offers it (facts, price, stock) and how many. */
export type ChosenPart = { part: PartOffer; amount: number };

/**
 * Chosen parts by step. A one-part step holds at most one line of amount 1; other steps
 * hold distinct parts (by product id), each with an amount of 1 to `PC_BUILD_MAX_AMOUNT`.
 */
export type ChosenParts = { readonly [S in ConfiguratorSlot]?: readonly ChosenPart[] };

export const noParts: ChosenParts = /* @__PURE__ */ Object.freeze({});

/** Every chosen line, in step order. */
export function chosenLines(chosen: ChosenParts): ChosenPart[] {
  return configuratorSteps.flatMap((slot) => chosen[slot] ?? []);
}

/** How many parts are chosen in a step (amounts counted). */
export function chosenCount(chosen: ChosenParts, slot: ConfiguratorSlot): number {
  return (chosen[slot] ?? []).reduce((total, line) => total + line.amount, 0);
}

/** The amount of one part in the build (0 when it is not chosen). */
export function amountOf(chosen: ChosenParts, part: Pick<PartOffer, 'category' | 'product_id'>): number {
  if (!isConfiguratorSlot(part.category)) return 0;
  return chosen[part.category]?.find((line) => line.part.product_id === part.product_id)?.amount ?? 0;
}

function withSlot(chosen: ChosenParts, slot: ConfiguratorSlot, lines: readonly ChosenPart[]): ChosenParts {
  const { [slot]: _replaced, ...rest } = chosen;
  return lines.length === 0 ? rest : { ...rest, [slot]: lines };
}

/**
 * Sets a part's amount in its step: in a one-part step any amount above 0 makes it the
 * step's part (replacing the one before); 0 takes it out. Amounts are clamped to
 * 0..PC_BUILD_MAX_AMOUNT and rounded down. A part of no step (an accessory) changes nothing.
 */
export function withAmount(chosen: ChosenParts, part: PartOffer, amount: number): ChosenParts {
  const slot = part.category;
  if (!isConfiguratorSlot(slot)) return chosen;
  const wanted = Number.isFinite(amount) ? Math.max(0, Math.min(PC_BUILD_MAX_AMOUNT, Math.floor(amount))) : 0;
  const lines = chosen[slot] ?? [];
  if (stepTakesOnePart(slot)) {
    if (wanted === 0) return lines.some((line) => line.part.product_id === part.product_id) ? withSlot(chosen, slot, []) : chosen;
    return withSlot(chosen, slot, [{ part, amount: 1 }]);
  }
  const index = lines.findIndex((line) => line.part.product_id === part.product_id);
  if (wanted === 0)
    return index < 0
      ? chosen
      : withSlot(
          chosen,
          slot,
          lines.filter((_, at) => at !== index),
        );
  if (index < 0) return withSlot(chosen, slot, [...lines, { part, amount: wanted }]);
  if (lines[index]!.amount === wanted) return chosen;
  return withSlot(
    chosen,
    slot,
    lines.map((line, at) => (at === index ? { part, amount: wanted } : line)),
  );
}

/**
 * Puts `part` in place of the part with product id `replacing` in the same step, keeping
 * its amount (a one-click swap from a compatibility banner); with `replacing` null, adds it
 * (filling an empty slot the engine asks for).
 */
export function withSwap(chosen: ChosenParts, part: PartOffer, replacing: number | null): ChosenParts {
  const slot = part.category;
  if (!isConfiguratorSlot(slot)) return chosen;
  if (replacing === null) return withAmount(chosen, part, Math.max(1, amountOf(chosen, part)));
  const lines = chosen[slot] ?? [];
  const old = lines.find((line) => line.part.product_id === replacing);
  if (!old) return withAmount(chosen, part, 1);
  if (stepTakesOnePart(slot)) return withSlot(chosen, slot, [{ part, amount: 1 }]);
  const merged = lines.filter((line) => line.part.product_id !== replacing && line.part.product_id !== part.product_id);
  const amount = Math.min(PC_BUILD_MAX_AMOUNT, old.amount + amountOf(chosen, part));
  const at = lines.indexOf(old);
  return withSlot(chosen, slot, [...merged.slice(0, at), { part, amount }, ...merged.slice(at)]);
}

/** Chosen parts from lines (a loaded draft, a link, a pre-built build), step rules applied. */
export function chosenFrom(lines: readonly ChosenPart[]): ChosenParts {
  let chosen: ChosenParts = noParts;
  for (const line of lines) chosen = withAmount(chosen, line.part, amountOf(chosen, line.part) + line.amount);
  return chosen;
}

/** The build as the compatibility engine reads it. */
export function buildPartsOfChosen(chosen: ChosenParts): BuildParts {
  return buildPartsOf(chosenLines(chosen)).build;
}

/** The build's lines as the API takes them (SPEC §3 "components (component, amount)"). */
export function componentsOf(chosen: ChosenParts): BuildComponentInput[] {
  return chosenLines(chosen).map((line) => ({ component: line.part.product_id, amount: line.amount }));
}

/** Whether nothing is chosen. */
export function isEmptyBuild(chosen: ChosenParts): boolean {
  return configuratorSteps.every((slot) => (chosen[slot]?.length ?? 0) === 0);
}

/**
 * `compatible_with` of the parts listing ("only compatible"): the build's
 * product ids with `:amount` above 1, e.g. `12,40:2,77`; null for an empty build.
 */
export function compatibleWithQuery(chosen: ChosenParts): string | null {
  const parts = componentsOf(chosen).map(({ component, amount }) => (amount > 1 ? `${component}:${amount}` : String(component)));
  return parts.length > 0 ? parts.join(',') : null;
}
