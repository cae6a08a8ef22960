import { isCountryCode, isTicketStatus, type SupportTicketQuery } from '@rigsmith/kit/domain';
import { pageOf, textOf } from './adminQuery';

/**
 * The support inbox's search, filters and page, read from the URL's query string (as
 * `orderQueryFromSearch`): the URL is the list's only state, so Back, reload and a shared
 * link show the same tickets; anything invalid is dropped one parameter at a time.
 */
export function ticketQueryFromSearch(search: string): SupportTicketQuery {
  const params = new URLSearchParams(search);
  const query: SupportTicketQuery = {};
  const q = textOf(params, 'q');
  if (q) query.q = q;
  const status = params.get('status');
  if (isTicketStatus(status)) query.status = status;
  const storefront = params.get('storefront');
  if (isCountryCode(storefront)) query.storefront = storefront;
  const page = pageOf(params);
  if (page) query.page = page;
  return query;
}
