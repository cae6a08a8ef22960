import { sql } from 'drizzle-orm';

/**
 * One statement per page: each row carries the whole listing's count (`count(*) over ()`),
 * so a page needs no second query — except a page past the end, which has no row to carry
 * it; only then is the count asked for apart.
 */

/** The select column that carries the listing's count on every row. */
export const windowCount = () => sql<number>`count(*) over ()`.mapWith(Number);

/** The listing's count from a page's rows, or from `countAll` for an empty page past the first. */
export async function pageCount(rows: readonly { count: number }[], page: number, countAll: () => Promise<number>): Promise<number> {
  if (rows[0]) return rows[0].count;
  return page > 1 ? countAll() : 0;
}
