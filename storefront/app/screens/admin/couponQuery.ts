import { adminCouponStatuses, type AdminCouponQuery, type AdminCouponStatus } from '@rigsmith/kit/domain';
import { pageOf, textOf } from './adminQuery';

/**
 * The coupon list's search, status and page, read from the URL's query string (the list's
 * only state, as for orders and stock; its links are `adminListHref`'s); anything invalid is
 * dropped, one parameter at a time.
 */
export function couponQueryFromSearch(search: string): AdminCouponQuery {
  const params = new URLSearchParams(search);
  const query: AdminCouponQuery = {};
  const q = textOf(params, 'q');
  if (q) query.q = q;
  const status = params.get('status');
  if (status && (adminCouponStatuses as readonly string[]).includes(status)) query.status = status as AdminCouponStatus;
  const page = pageOf(params);
  if (page) query.page = page;
  return query;
}
