import type { ApiClient } from './client';
import type { BuildCard, Country, Currency, ListQuery, Page } from './types';

/** One function per call of the shop API contract (SPEC §7), each a thin typed wrapper. */
export const endpoints = {
  countries: (client: ApiClient, signal?: AbortSignal) =>
    client.request<Country[]>({ path: 'api/ecommerce/regional/country/', signal }),

  currencies: (client: ApiClient, signal?: AbortSignal) =>
    client.request<Currency[]>({ path: 'api/ecommerce/regional/currency/', signal }),

  builds: (client: ApiClient, query: ListQuery = {}, signal?: AbortSignal) =>
    client.request<Page<BuildCard>>({
      path: 'api/ecommerce/builds/',
      query: { page: query.page, per_page: query.per_page },
      signal,
    }),
};
