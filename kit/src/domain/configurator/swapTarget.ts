/**
 * Which part a compatibility banner offers to swap ("fixed in one click"). An
 * issue names every part involved; the banner swaps the one the shopper changed most
 * recently, since the earlier choices are the ones the later were meant to fit (the step
 * order says so too: a board is chosen to fit its processor). An issue that asks for an
 * empty slot to be filled (no graphics card, no cooler) adds a part to that slot.
 */
import type { PartOffer } from '../contract/parts';
import { compatibilityRuleByCode } from '../compat/rules';
import type { CompatibilityIssue, PartRef } from '../compat/types';
import type { ChosenParts } from './chosenParts';
import { configuratorSteps, isConfiguratorSlot, type ConfiguratorSlot } from './steps';

export type SwapTarget = {
  slot: ConfiguratorSlot;
  /** The chosen part to replace (engine ref and product id), or null to add to an empty slot. */
  replacing: { ref: PartRef; part: PartOffer } | null;
};

/**
 * The part to swap for an issue, or null when there is nothing to swap (an `info` note, or
 * parts outside the customiser's steps). `recentFirst` lists slots most recently changed
 * first; slots it does not list count as older than any it does, latest step first.
 */
export function swapTargetOf(issue: CompatibilityIssue, chosen: ChosenParts, recentFirst: readonly ConfiguratorSlot[] = []): SwapTarget | null {
  if (issue.severity === 'info') return null;
  const fill = compatibilityRuleByCode.get(issue.rule)?.satisfiedBy;
  if (fill && isConfiguratorSlot(fill) && (chosen[fill]?.length ?? 0) === 0) return { slot: fill, replacing: null };

  const rank = (slot: ConfiguratorSlot) => {
    const recent = recentFirst.indexOf(slot);
    return recent >= 0 ? recent : recentFirst.length + (configuratorSteps.length - configuratorSteps.indexOf(slot));
  };
  let best: SwapTarget | null = null;
  for (const ref of issue.parts) {
    if (!isConfiguratorSlot(ref.slot)) continue;
    const line = chosen[ref.slot]?.find((candidate) => candidate.part.id === ref.id);
    if (!line) continue;
    if (!best || rank(ref.slot) < rank(best.slot)) best = { slot: ref.slot, replacing: { ref, part: line.part } };
  }
  return best;
}
