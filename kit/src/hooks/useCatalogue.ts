import useSWR from 'swr';
import {
  catalogueEndpoints,
  type ApiError,
  type BudgetBand,
  type CaseModel,
  type CaseModelSummary,
  type Category,
  type CmsMeta,
  type CmsPage,
  type FpsFinderQuery,
  type FpsFinderResult,
  type GameListQuery,
  type GamePerformance,
  type GamePerformanceQuery,
  type GameSummary,
  type Page,
  type PartListing,
  type PartListQuery,
  type Product,
  type SiteSetting,
} from '../api';
import { useApiClient } from './ApiClientProvider';

/** Reference data changes rarely: fetch once per session, no refetch on focus. */
const referenceDataOptions = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/** A stable SWR key: the call's path, the storefront's country, then the query. */
const keyOf = (path: string, country: string, query?: object) => [path, country, JSON.stringify(query ?? {})] as const;

export function useSiteSettings() {
  const client = useApiClient();
  return useSWR<SiteSetting[], ApiError>(keyOf('settings', client.country), () => catalogueEndpoints.settings(client), referenceDataOptions);
}

export function useCmsMeta() {
  const client = useApiClient();
  return useSWR<CmsMeta, ApiError>(keyOf('cms/meta', client.country), () => catalogueEndpoints.cmsMeta(client), referenceDataOptions);
}

export function useCmsPages() {
  const client = useApiClient();
  return useSWR<{ items: CmsPage[] }, ApiError>(keyOf('cms/pages', client.country), () => catalogueEndpoints.cmsPages(client), referenceDataOptions);
}

export function useCategories() {
  const client = useApiClient();
  return useSWR<Category[], ApiError>(keyOf('category', client.country), () => catalogueEndpoints.categories(client), referenceDataOptions);
}

/** Products by id (the guest cart); no request while `ids` is empty. */
export function useProducts(ids: readonly number[]) {
  const client = useApiClient();
  const sorted = [...ids].sort((a, b) => a - b);
  return useSWR<Product[], ApiError>(sorted.length ? keyOf('product', client.country, sorted) : null, () =>
    catalogueEndpoints.products(client, sorted),
  );
}

export function useBuildsByBudget() {
  const client = useApiClient();
  return useSWR<BudgetBand[], ApiError>(keyOf('builds/by-budget', client.country), () => catalogueEndpoints.buildsByBudget(client));
}

/** The FPS finder's three recommendations; no request until a game is chosen. */
export function useBuildsByFps(query: FpsFinderQuery | null) {
  const client = useApiClient();
  return useSWR<FpsFinderResult, ApiError>(
    query ? keyOf('builds/by-fps', client.country, query) : null,
    () => catalogueEndpoints.buildsByFps(client, query!),
    { keepPreviousData: true },
  );
}

export function useCaseModels() {
  const client = useApiClient();
  return useSWR<CaseModelSummary[], ApiError>(keyOf('models', client.country), () => catalogueEndpoints.models(client));
}

export function useCaseModel(slug: string) {
  const client = useApiClient();
  return useSWR<CaseModel, ApiError>(keyOf(`models/${slug}`, client.country), () => catalogueEndpoints.model(client, slug));
}

export function useGames(query: GameListQuery = {}) {
  const client = useApiClient();
  return useSWR<Page<GameSummary>, ApiError>(keyOf('games', client.country, query), () => catalogueEndpoints.games(client, query), {
    keepPreviousData: true,
  });
}

export function useGamePerformance(slug: string, settings: GamePerformanceQuery = {}) {
  const client = useApiClient();
  return useSWR<GamePerformance, ApiError>(keyOf(`games/${slug}`, client.country, settings), () => catalogueEndpoints.game(client, slug, settings), {
    keepPreviousData: true,
  });
}

export function useParts(query: PartListQuery) {
  const client = useApiClient();
  return useSWR<PartListing, ApiError>(keyOf('parts', client.country, query), () => catalogueEndpoints.parts(client, query), {
    keepPreviousData: true,
  });
}
