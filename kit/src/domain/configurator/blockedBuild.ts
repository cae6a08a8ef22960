/**
 * A complete build the engine still blocks (SPEC §8 "Saved builds", "Cart line"): it must say
 * which rule and which parts, and send the shopper back to the customiser on the step to
 * change. The step is the one the banner's swap would change (`swapTargetOf` with no
 * history): the slot an issue asks to fill, else the latest step among the issue's parts,
 * since the earlier choices are the ones the later were meant to fit.
 */
import { compatibilityRuleByCode } from '../compat/rules';
import type { CompatibilityIssue } from '../compat/types';
import type { PcBuildBlock } from '../contract/builds';
import { configuratorSteps, isConfiguratorSlot, type ConfiguratorSlot } from './steps';

/** The customiser step where an issue is fixed; the first step when none of its parts has one. */
export function stepToFix(issue: CompatibilityIssue): ConfiguratorSlot {
  const fill = compatibilityRuleByCode.get(issue.rule)?.satisfiedBy;
  if (fill && isConfiguratorSlot(fill)) return fill;
  let latest = -1;
  for (const { slot } of issue.parts) if (isConfiguratorSlot(slot)) latest = Math.max(latest, configuratorSteps.indexOf(slot));
  return configuratorSteps[Math.max(latest, 0)]!;
}

/** One `incompatible` block per blocker of the build, in the engine's order. */
export function incompatibleBlocks(issues: readonly CompatibilityIssue[]): Extract<PcBuildBlock, { kind: 'incompatible' }>[] {
  return issues.filter((issue) => issue.severity === 'blocker').map((issue) => ({ kind: 'incompatible', issue, step: stepToFix(issue) }));
}
