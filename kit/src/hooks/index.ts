export { ApiClientProvider, useApiClient, type ApiClientProviderProps } from './ApiClientProvider';
export { useCountries, useCurrencies } from './useReferenceData';
export { useShippingCountries } from './useShippingCountries';
export { useBuilds } from './useBuilds';
export {
  useSiteSettings,
  useCmsMeta,
  useCmsPages,
  useCategories,
  useProducts,
  useBuildsByBudget,
  useBuildsByFps,
  useCaseModels,
  useCaseModel,
  useGames,
  useGamePerformance,
  useParts,
} from './useCatalogue';
export * from './session';
export * from './account';
export type { StoredSession, SignedOutReason, SignedOutEvent, PlaceProvider } from '../domain';
export * from './configurator';
export * from './commerce';
export * from './cms';
export * from './support';
export * from './admin';
export * from './reviews';
