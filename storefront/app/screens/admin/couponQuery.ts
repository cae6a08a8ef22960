import { adminCouponStatuses, type AdminCouponQuery, type AdminCouponStatus } from '@rigsmith/kit/domain';

/**
 * The coupon list's search, status and page, read from the URL's query string (the list's
 * only state, as for orders and stock); anything invalid is dropped, one parameter at a time.
 */
export function couponQueryFromSearch(search: string): AdminCouponQuery {
  const params = new URLSearchParams(search);
  const query: AdminCouponQuery = {};
  const q = params.get('q')?.trim().slice(0, 100);
  if (q) query.q = q;
  const status = params.get('status');
  if (status && (adminCouponStatuses as readonly string[]).includes(status)) query.status = status as AdminCouponStatus;
  const page = params.get('page');
  if (page && /^\d{1,6}$/.test(page) && Number(page) > 1) query.page = Number(page);
  return query;
}

/** The list's path with its query: page 1 and empty values left out, so equal lists have equal URLs. */
export function couponListHref(path: string, query: AdminCouponQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
