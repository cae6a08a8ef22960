import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Gathers the planner's statistics on every table, after a bulk write (the seed, the parts
 * import). The embedded database runs no autovacuum (PGlite is one backend with no background
 * workers), so without this its tables never get any: the planner then guesses every table's
 * size and spread, and the hot reads (a cart's offers) took about an eighth longer
 * (bench/README.md, throughput). PostgreSQL's autovacuum would get there too, a while later.
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}
