/**
 * The compatibility engine (SPEC §8): pure TypeScript, shared by the customiser
 * and the server. See kit/README.md, "Compatibility engine".
 */
export {
  singlePartSlots,
  multiPartSlots,
  ruleCodes,
  engineIssueCodes,
  type SinglePartSlot,
  type MultiPartSlot,
  type BuildSlot,
  type BuildParts,
  type PartRef,
  type CompatibilitySeverity,
  type RuleCode,
  type EngineIssueCode,
  type IssueCode,
  type MessageValues,
  type CompatibilityIssue,
  type PartPredicate,
  type CompatibilityRule,
} from './types';
export { buildPartsOf, buildWithout, essentialSlots, isSinglePartSlot, missingSlots, partsIn, placePart, type SlotChange } from './build';
export { AMD_PPT_PER_TDP_W, cpuPeakPowerW, estimatePower, PSU_HEADROOM, recommendedPsuW, REST_OF_SYSTEM_W, type PowerEstimate } from './power';
export {
  BOXED_COOLER_HEIGHT_MM,
  compatibilityRuleByCode,
  compatibilityRules,
  EPS_SINGLE_INPUT_MAX_W,
  pcieCablesNeeded,
  WATTS_PER_8_PIN,
} from './rules';
export { isFullyCheckable, knownFact, unknowableFacts, unknownFacts, UnknownFactError } from './facts';
export { alternativesFor, checkCompatibility, compatibilityFilter, compatibleAlternatives, hasBlockers } from './engine';
