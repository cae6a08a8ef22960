import type { ApiClient } from './client';
import type {
  BudgetBand,
  BuildListQuery,
  BuildListing,
  CaseModel,
  CaseModelSummary,
  Category,
  CmsMeta,
  CmsPage,
  Country,
  Currency,
  FpsFinderQuery,
  FpsFinderResult,
  GameListQuery,
  GamePerformance,
  GamePerformanceQuery,
  GameSummary,
  Page,
  PartListing,
  PartListQuery,
  Product,
  ProductKey,
  SiteSetting,
} from './types';

/**
 * Reference data and the catalogue (SPEC §7 "Reference data"); spread into `endpoints`.
 * A table of its own so the shell, which draws from these, carries no other area's calls.
 */
export const catalogueEndpoints = {
  countries: (client: ApiClient, signal?: AbortSignal) => client.request<Country[]>({ path: 'api/ecommerce/regional/country/', signal }),

  currencies: (client: ApiClient, signal?: AbortSignal) => client.request<Currency[]>({ path: 'api/ecommerce/regional/currency/', signal }),

  settings: (client: ApiClient) => client.request<SiteSetting[]>({ path: 'api/ecommerce/settings/' }),

  cmsMeta: (client: ApiClient) => client.request<CmsMeta>({ path: 'api/cms/meta' }),

  cmsPages: (client: ApiClient) => client.request<{ items: CmsPage[] }>({ path: 'api/cms/pages/' }),

  categories: (client: ApiClient) => client.request<Category[]>({ path: 'api/ecommerce/category/' }),

  /** Products by id (a custom build by its `public_id`), for the guest cart (SPEC §7). */
  products: (client: ApiClient, ids: readonly ProductKey[]) =>
    client.request<Product[]>({ path: 'api/ecommerce/product/', query: { ids: ids.join(',') } }),

  builds: (client: ApiClient, query: BuildListQuery = {}, signal?: AbortSignal) =>
    client.request<BuildListing>({ path: 'api/ecommerce/builds/', query, signal }),

  buildsByBudget: (client: ApiClient) => client.request<BudgetBand[]>({ path: 'api/ecommerce/builds/by-budget/' }),

  buildsByFps: (client: ApiClient, query: FpsFinderQuery) => client.request<FpsFinderResult>({ path: 'api/ecommerce/builds/by-fps/', query }),

  models: (client: ApiClient) => client.request<CaseModelSummary[]>({ path: 'api/ecommerce/models/' }),

  model: (client: ApiClient, slug: string) => client.request<CaseModel>({ path: `api/ecommerce/models/${encodeURIComponent(slug)}/` }),

  games: (client: ApiClient, query: GameListQuery = {}) => client.request<Page<GameSummary>>({ path: 'api/ecommerce/games/', query }),

  game: (client: ApiClient, slug: string, settings: GamePerformanceQuery = {}) =>
    client.request<GamePerformance>({ path: `api/ecommerce/games/${encodeURIComponent(slug)}/`, query: settings }),

  parts: (client: ApiClient, query: PartListQuery) => client.request<PartListing>({ path: 'api/ecommerce/parts/', query }),
};
