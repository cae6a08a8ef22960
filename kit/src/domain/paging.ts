/**
 * How many pages a paged list has (the contract's `Page`: `{ items, count, page, per_page }`): at least
 * one, so an empty list still has its page 1 and a list not loaded yet shows no pager; a
 * `per_page` of 0 counts as 1 rather than dividing by zero.
 */
export function pageCountOf(page: { count: number; per_page: number } | undefined): number {
  if (!page) return 1;
  return Math.max(1, Math.ceil(page.count / Math.max(page.per_page, 1)));
}
