export { createApiClient, type ApiClient, type ApiClientOptions, type ApiRequest } from './client';
export { ApiError } from './ApiError';
export { shouldRetry, RETRY_STATUSES, MAX_RETRIES } from './retry';
export { endpoints } from './endpoints';
export * from './types';
export type * from './accountTypes';
export type * from './buildTypes';
export * from './commerceTypes';
