import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { parts } from '../db/schema';

/**
 * Parts' stock, taken and given back in two statements however many parts an order has:
 * the rows are locked first in product id order (so two checkouts sharing parts queue
 * instead of deadlocking, on PostgreSQL), then changed by one UPDATE … FROM (VALUES …).
 * Taking is guarded by `stock >= n` per row, re-read under the lock, so the last unit
 * sells once and stock never goes negative (SPEC §4).
 */

/** Units of each part, by part product id. */
export type StockChange = ReadonlyMap<number, number>;

/** `(values (id, units), …) as change(product_id, units)`, typed so PostgreSQL compares integers. */
function changeTable(change: StockChange): SQL {
  const rows = [...change].map(([partId, units]) => sql`(${partId}::integer, ${units}::integer)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as change(product_id, units)`;
}

async function lockInIdOrder(tx: Database, partIds: readonly number[]): Promise<void> {
  await tx
    .select({ id: parts.productId })
    .from(parts)
    .where(inArray(parts.productId, [...partIds]))
    .orderBy(asc(parts.productId))
    .for('update');
}

/**
 * Takes `change` from stock inside the caller's transaction. Answers the parts that had too
 * few units; when any had, some others may have been taken, so the caller must roll back.
 */
export async function takeStock(tx: Database, change: StockChange): Promise<Set<number>> {
  if (change.size === 0) return new Set();
  await lockInIdOrder(tx, [...change.keys()]);
  const taken = await tx
    .update(parts)
    .set({ stock: sql`${parts.stock} - change.units` })
    .from(changeTable(change))
    .where(and(eq(parts.productId, sql`change.product_id`), gte(parts.stock, sql`change.units`)))
    .returning({ id: parts.productId });
  const took = new Set(taken.map((row) => row.id));
  return new Set([...change.keys()].filter((partId) => !took.has(partId)));
}

/** Gives `change` back to stock (a cancelled order), inside the caller's transaction. */
export async function giveBackStock(tx: Database, change: StockChange): Promise<void> {
  if (change.size === 0) return;
  await lockInIdOrder(tx, [...change.keys()]);
  await tx
    .update(parts)
    .set({ stock: sql`${parts.stock} + change.units` })
    .from(changeTable(change))
    .where(eq(parts.productId, sql`change.product_id`));
}
