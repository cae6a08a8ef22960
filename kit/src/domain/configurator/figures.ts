/**
 * What the customiser shows beside the parts, computed on the client after every change:
 * the engine's issues, the slots still missing, the running price, the
 * estimated ship date and the PSU load. The server recomputes all of it when the build is
 * saved or bought (POST pc_build/, pc_build/check/): these figures inform, never decide.
 */
import { compatibilityRuleByCode } from '../compat/rules';
import { checkCompatibility, hasBlockers } from '../compat/engine';
import { missingSlots } from '../compat/build';
import { estimatePower, type PowerEstimate } from '../compat/power';
import type { BuildParts, CompatibilityIssue } from '../compat/types';
import { money, type Money } from '../money';
import { estimateShipDate, toIsoDate } from '../shipping';
import type { CurrencyCode } from '../storefronts';
import { buildPartsOfChosen, chosenLines, type ChosenPart, type ChosenParts } from './chosenParts';
import { configuratorSteps, isConfiguratorSlot, type ConfiguratorSlot } from './steps';

export type BuildFiguresOptions = {
  /** The storefront's currency: every part's price is in it. */
  currency: CurrencyCode;
  /** The assembly fee (site setting `assembly-fee`, VAT included, in `currency`); null while unknown. */
  assemblyFee: number | null;
  /** Working days to assemble and test (site setting `assembly-days`). */
  assemblyDays: number;
  /** "Today", for the ship date. */
  today: Date;
};

export type BuildFigures = {
  build: BuildParts;
  issues: CompatibilityIssue[];
  blockerCount: number;
  warningCount: number;
  /** Essential slots still empty, in step order. */
  missing: ConfiguratorSlot[];
  /** Parts' prices times amounts. */
  partsPrice: Money;
  /** The assembly fee, or null while the setting is loading. */
  assemblyFee: Money | null;
  /** Parts plus assembly, VAT included; null while the fee is unknown. */
  price: Money | null;
  /** Working days to dispatch: the slowest part's lead time plus assembly; 0 for an empty build. */
  shippingDays: number;
  /** ISO date it would ship if ordered today; null for an empty build. */
  estimatedShipDate: string | null;
  /** Whether stock has every chosen part. */
  inStock: boolean;
  /** Not in stock, but every missing part can be ordered in (`PartOffer.backorder`); the ship date counts the restock. */
  backorder: boolean;
  /** Parts no longer sold (status not public): the build cannot be ordered with them. */
  unavailable: ChosenPart[];
  power: PowerEstimate;
  /** Whether the PSU gives less than the estimated peak draw (the `psu-wattage` blocker; below the recommended wattage is only `psu-headroom`'s warning). */
  psuOverloaded: boolean;
  /** Nothing missing, no blocker, every part still sold: it can go in the cart. */
  canOrder: boolean;
};

/** The customiser's figures for the chosen parts. */
export function buildFigures(chosen: ChosenParts, options: BuildFiguresOptions): BuildFigures {
  const build = buildPartsOfChosen(chosen);
  const issues = checkCompatibility(build);
  const lines = chosenLines(chosen);
  let parts = 0;
  let slowest = 0;
  let inStock = true;
  let orderable = true;
  for (const { part, amount } of lines) {
    if (part.price.currency !== options.currency) {
      throw new Error(`${part.name} is priced in ${part.price.currency}, not the storefront's ${options.currency}`);
    }
    parts += part.price.amount * amount;
    slowest = Math.max(slowest, part.lead_time_days);
    if (!part.in_stock) inStock = false;
    if (!part.in_stock && !part.backorder) orderable = false;
  }
  const missing = missingSlots(build).filter(isConfiguratorSlot);
  const unavailable = lines.filter((line) => line.part.status !== 'public');
  const power = estimatePower(build);
  const blockerCount = issues.filter((issue) => issue.severity === 'blocker').length;
  const shippingDays = lines.length > 0 ? slowest + options.assemblyDays : 0;
  return {
    build,
    issues,
    blockerCount,
    warningCount: issues.filter((issue) => issue.severity === 'warning').length,
    missing,
    partsPrice: money(parts, options.currency),
    assemblyFee: options.assemblyFee === null ? null : money(options.assemblyFee, options.currency),
    price: options.assemblyFee === null ? null : money(parts + options.assemblyFee, options.currency),
    shippingDays,
    estimatedShipDate: lines.length > 0 ? toIsoDate(estimateShipDate(options.today, shippingDays)) : null,
    inStock: lines.length > 0 && inStock,
    backorder: lines.length > 0 && !inStock && orderable,
    unavailable,
    power,
    psuOverloaded: power.psuW !== null && power.psuW < power.drawW,
    canOrder: lines.length > 0 && missing.length === 0 && !hasBlockers(issues) && unavailable.length === 0,
  };
}

/**
 * How a step stands: nothing chosen yet, chosen and fine, still needed (a rule asks for it
 * to be filled: no graphics card or no cooler yet), or part of a warning or a blocker.
 */
export type StepState = 'empty' | 'done' | 'needed' | 'warning' | 'issue';

const rank: Record<StepState, number> = { empty: 0, done: 0, warning: 1, needed: 2, issue: 3 };

/**
 * Each step's state for the step list. A step has an issue when a blocker names one of its
 * parts; a warning when only warnings name it. An issue that only asks for an empty slot to
 * be filled (`gpu-required`, `cooler-required`) marks that slot as needed and blames no
 * chosen part: the processor is not wrong, the graphics card is just not chosen yet.
 */
export function stepStates(chosen: ChosenParts, issues: readonly CompatibilityIssue[]): Record<ConfiguratorSlot, StepState> {
  const states = {} as Record<ConfiguratorSlot, StepState>;
  for (const slot of configuratorSteps) states[slot] = (chosen[slot]?.length ?? 0) > 0 ? 'done' : 'empty';
  const raise = (slot: string, state: StepState) => {
    if (isConfiguratorSlot(slot) && rank[state] > rank[states[slot]]) states[slot] = state;
  };
  for (const issue of issues) {
    const fill = compatibilityRuleByCode.get(issue.rule)?.satisfiedBy;
    if (fill) {
      raise(fill, 'needed');
      continue;
    }
    for (const part of issue.parts) {
      if (issue.severity === 'blocker') raise(part.slot, 'issue');
      else if (issue.severity === 'warning') raise(part.slot, 'warning');
    }
  }
  return states;
}
