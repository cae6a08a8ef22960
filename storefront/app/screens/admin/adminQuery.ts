import { isCountryCode, orderStatuses, type AdminOrderQuery, type OrderStatus } from '@rigsmith/kit/domain';
import type { StockQuery } from '@rigsmith/kit/api';

/** Rows per page of the back office's lists (the API's `per_page`). */
export const ADMIN_PER_PAGE = 20;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The list's page from the URL; page 1 and anything invalid are left out. */
export function pageOf(params: URLSearchParams): number | undefined {
  const raw = params.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined;
  const page = Number(raw);
  return page > 1 ? page : undefined;
}

/** A search text from the URL, trimmed and cut to the 100 characters the API takes (`textSearchQuery`), so a long one is not refused. */
export function textOf(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim().slice(0, 100);
  return value ? value : undefined;
}

/**
 * The order list's search, filters and page, read from the URL's query string: the URL is
 * the list's only state, so back/forward, reload and a shared link all show the same list.
 * Anything invalid is dropped one parameter at a time rather than failing the page.
 */
export function orderQueryFromSearch(search: string): AdminOrderQuery {
  const params = new URLSearchParams(search);
  const query: AdminOrderQuery = {};
  const q = textOf(params, 'q');
  if (q) query.q = q;
  const status = params.get('status');
  if (status && (orderStatuses as readonly string[]).includes(status)) query.status = status as OrderStatus;
  const storefront = params.get('storefront');
  if (isCountryCode(storefront)) query.storefront = storefront;
  for (const bound of ['from', 'to'] as const) {
    const value = params.get(bound);
    if (value && isoDate.test(value) && !Number.isNaN(Date.parse(value))) query[bound] = value;
  }
  const page = pageOf(params);
  if (page) query.page = page;
  return query;
}

/** The stock list's search, "low stock only" and page, from the URL (as `orderQueryFromSearch`). */
export function stockQueryFromSearch(search: string): StockQuery {
  const params = new URLSearchParams(search);
  const query: StockQuery = {};
  const q = textOf(params, 'q');
  if (q) query.q = q;
  if (params.get('low') === '1') query.low = true;
  const page = pageOf(params);
  if (page) query.page = page;
  return query;
}

/** A list's path with its query (page 1 and empty values left out, so equal lists have equal URLs). */
export function adminListHref(path: string, query: Readonly<Record<string, string | number | boolean | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === false || (name === 'page' && value === 1)) continue;
    params.set(name, value === true ? '1' : String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
