// Configurator hooks: the customiser's build, drafts and saved builds.
export {
  createCustomiserStore,
  CustomiserStoreProvider,
  useCustomiserStore,
  CUSTOMISER_LOCK,
  type CustomiserStore,
  type CustomiserStoreOptions,
  type CustomiserStoreProviderProps,
} from './customiserStore';
export { useCustomiser, useAssemblySettings, DEFAULT_ASSEMBLY_DAYS, type CustomiserApi, type UseCustomiserOptions } from './useCustomiser';
export { useStepParts, stepPartsQuery, type StepPartsQuery } from './useStepParts';
export { usePcBuildCheck, usePcBuildPerformance, usePcBuild, usePreBuiltComponents } from './useBuildData';
export { useSavedBuilds, type SavedBuildsResult } from './useSavedBuilds';
export { moveGuestDraft, useGuestDraftMove } from './useGuestDraftMove';
export { useSwapSuggestions, SWAP_CANDIDATES, type SwapSuggestion } from './useSwapSuggestions';
