export { ApiClientProvider, useApiClient, type ApiClientProviderProps } from './ApiClientProvider';
export { useCountries, useCurrencies } from './useReferenceData';
export { useBuilds } from './useBuilds';
