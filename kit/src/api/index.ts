export { createApiClient, type ApiClient, type ApiClientOptions, type ApiRequest } from './client';
export { ApiError } from './ApiError';
export { shouldRetry, RETRY_STATUSES, MAX_RETRIES } from './retry';
export { endpoints } from './endpoints';
export { IDEMPOTENCY_KEY_HEADER } from './commerceEndpoints';
export * from './types';
export type * from './accountTypes';
export type * from './buildTypes';
export * from './commerceTypes';
