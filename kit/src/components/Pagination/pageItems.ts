/** One slot of a pagination bar: a page number, or a gap standing for skipped pages. */
export type PageItem = number | 'gap-start' | 'gap-end';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page links to show: always the first and last page, the current page with
 * `siblings` pages either side, and a gap where pages are skipped. A gap never stands
 * for a single page (that page is shown instead), so the bar has a constant length.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(Math.trunc(page) || 1, 1), pageCount);
  // first + last + current + siblings either side + two gaps
  const slots = 5 + 2 * siblings;
  if (pageCount <= slots) return range(1, pageCount);

  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const gapStart = left > 3;
  const gapEnd = right < pageCount - 2;
  const edgeRun = 3 + 2 * siblings;

  if (!gapStart) return [...range(1, edgeRun), 'gap-end', pageCount];
  if (!gapEnd) return [1, 'gap-start', ...range(pageCount - edgeRun + 1, pageCount)];
  return [1, 'gap-start', ...range(left, right), 'gap-end', pageCount];
}
