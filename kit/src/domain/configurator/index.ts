// The configurator's pure logic: steps, the customiser's state, drafts.
export * from './buildLimits';
export * from './buildNameSchemas';
export { configuratorSteps, isConfiguratorSlot, isRequiredStep, stepTakesOnePart, nextStepOf, previousStepOf, type ConfiguratorSlot } from './steps';
export {
  amountOf,
  buildPartsOfChosen,
  chosenCount,
  chosenFrom,
  chosenLines,
  compatibleWithQuery,
  componentsOf,
  isEmptyBuild,
  noParts,
  withAmount,
  withSwap,
  type ChosenPart,
  type ChosenParts,
} from './chosenParts';
export { buildFigures, stepStates, type BuildFigures, type BuildFiguresOptions, type StepState } from './figures';
export {
  configuratorReducer,
  initialConfiguratorState,
  type BaseBuild,
  type ConfiguratorAction,
  type ConfiguratorDialog,
  type ConfiguratorNotice,
  type ConfiguratorState,
  type EditedDraft,
} from './state';
export { swapTargetOf, type SwapTarget } from './swapTarget';
export { incompatibleBlocks, stepToFix } from './blockedBuild';
export {
  CUSTOMISER_STORAGE_KEY,
  CUSTOMISER_STORAGE_VERSION,
  cleanComponents,
  hasGuestDraft,
  isEmptyStoredCustomiser,
  parseStoredCustomiser,
  serialiseStoredCustomiser,
  type GuestDraft,
  type StoredCustomiser,
} from './storedBuild';
export { BUILD_LINK_PARAM, decodeBuildLink, encodeBuildLink } from './shareLink';
export { keySpecsOf, type KeySpec } from './keySpecs';
export {
  customiserOpenReducer,
  initialCustomiserOpen,
  persistsBuild,
  clearsOpenRequest,
  type CustomiserOpenEvent,
  type CustomiserOpenPhase,
  type CustomiserOpenState,
} from './opening';
