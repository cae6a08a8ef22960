import { buildSortOptions, type BuildListQuery, type BuildSort } from '@rigsmith/kit/api';
import { toMajorUnits, type CurrencyCode } from '@rigsmith/kit/domain';

/** Where the gaming-PC listing lives (SPEC §2 "view all gaming PCs"). */
export const LISTING_PATH = '/gaming-pcs';

/** SPEC §9: "Pagination has a per-page option; sizes not shown" — ours, and the API's default. */
export const PER_PAGE_OPTIONS = [12, 24, 48] as const;
export const DEFAULT_PER_PAGE = 12;
export const DEFAULT_SORT: BuildSort = 'bestselling';

/**
 * Everything the listing shows, as the API asks for it (prices in minor units). It is the
 * single source of truth for the screen and lives only in the URL's query string, so a
 * reload, a shared link and back/forward all show the same listing.
 */
export type ListingQuery = {
  sort: BuildSort;
  page: number;
  per_page: number;
  in_stock?: true;
  price_min?: number;
  price_max?: number;
  category?: string;
};

export const defaultListingQuery: ListingQuery = { sort: DEFAULT_SORT, page: 1, per_page: DEFAULT_PER_PAGE };

const minorPerMajor = (currency: CurrencyCode) => Math.round(1 / toMajorUnits({ amount: 1, currency }));

/** A price in the URL is in major units ("750", "999.99"): what a shopper would type. */
function parsePrice(raw: string | null, currency: CurrencyCode): number | undefined {
  if (raw === null || !/^\d{1,9}(\.\d{1,2})?$/.test(raw.trim())) return undefined;
  return Math.round(Number(raw.trim()) * minorPerMajor(currency));
}

function formatPrice(minor: number, currency: CurrencyCode): string {
  return String(toMajorUnits({ amount: minor, currency }));
}

function parsePositiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 ? value : undefined;
}

/** Category slugs look like `gaming-pcs/esports`. */
const categoryPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * Reads the listing from a query string (with or without `?`). Anything missing or
 * invalid falls back to its default, one parameter at a time, so a hand-edited or stale
 * link still shows a listing instead of an error. A price band with min > max is dropped.
 */
export function listingQueryFromSearch(search: string, currency: CurrencyCode): ListingQuery {
  const params = new URLSearchParams(search);
  const query: ListingQuery = { ...defaultListingQuery };

  const sort = params.get('sort');
  if (sort && (buildSortOptions as readonly string[]).includes(sort)) query.sort = sort as BuildSort;

  query.page = parsePositiveInt(params.get('page')) ?? 1;
  const perPage = parsePositiveInt(params.get('per_page'));
  if (perPage && (PER_PAGE_OPTIONS as readonly number[]).includes(perPage)) query.per_page = perPage;

  const inStock = params.get('in_stock');
  if (inStock === 'true' || inStock === '1') query.in_stock = true;

  const min = parsePrice(params.get('price_min'), currency);
  const max = parsePrice(params.get('price_max'), currency);
  if (!(min !== undefined && max !== undefined && min > max)) {
    if (min !== undefined) query.price_min = min;
    if (max !== undefined) query.price_max = max;
  }

  const category = params.get('category');
  if (category && categoryPattern.test(category)) query.category = category;

  return query;
}

/**
 * Writes the listing as a query string (no `?`), leaving out defaults so links stay short
 * and one listing has one URL. The order is fixed for the same reason.
 */
export function searchFromListingQuery(query: Partial<ListingQuery>, currency: CurrencyCode): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.sort && query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.in_stock) params.set('in_stock', 'true');
  if (query.price_min !== undefined) params.set('price_min', formatPrice(query.price_min, currency));
  if (query.price_max !== undefined) params.set('price_max', formatPrice(query.price_max, currency));
  if (query.per_page && query.per_page !== DEFAULT_PER_PAGE) params.set('per_page', String(query.per_page));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  // Slashes in category slugs read better unescaped, and are valid in a query string.
  return params.toString().replace(/%2F/g, '/');
}

/** The in-store address of a listing, e.g. `/gaming-pcs?sort=price_asc&page=2`. */
export function listingHref(query: Partial<ListingQuery>, currency: CurrencyCode): string {
  const search = searchFromListingQuery(query, currency);
  return search ? `${LISTING_PATH}?${search}` : LISTING_PATH;
}

/** The API query for a listing: the same fields, without the ones left at "any". */
export function apiQueryOf(query: ListingQuery): BuildListQuery {
  const api: BuildListQuery = { sort: query.sort, page: query.page, per_page: query.per_page };
  if (query.in_stock) api.in_stock = true;
  if (query.price_min !== undefined) api.price_min = query.price_min;
  if (query.price_max !== undefined) api.price_max = query.price_max;
  if (query.category) api.category = query.category;
  return api;
}

/** Whether any filter (not sort or paging) narrows the listing. */
export function hasFilters(query: ListingQuery): boolean {
  return activeFilterCount(query) > 0;
}

/** How many filters are applied, as the phone's "Filters" button counts them: a price band is one, however many bounds it has. */
export function activeFilterCount(query: ListingQuery): number {
  const priceBand = query.price_min !== undefined || query.price_max !== undefined;
  return [query.in_stock, priceBand, query.category].filter(Boolean).length;
}

/** The same listing without filters, back on page 1; sort and page size are kept. */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return { sort: query.sort, per_page: query.per_page, page: 1 };
}
