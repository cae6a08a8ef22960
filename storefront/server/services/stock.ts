import { digitalPartCategories, isDigitalPart, type PartCategory } from '@rigsmith/kit/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { builtOnce, builtOnceSql } from '../db/built-once';
import type { Database } from '../db/client';
import { buildComponents, parts } from '../db/schema';

/**
 * Parts' stock, taken in one statement and given back in two however many parts an order
 * has: the rows are locked in product id order (so two checkouts sharing parts queue
 * instead of deadlocking, on PostgreSQL) and changed by one UPDATE … FROM unnest(ids, units).
 * Taking is guarded by `stock >= n` per row, re-read under the lock, so the last unit
 * sells once and stock never goes negative (SPEC §4). Digital items (licences) hold no
 * stock and pass through untouched. A part whose supplier takes backorders (`restock_days`)
 * is never short: the shelf gives what it has and the rest waits for the restock, which
 * the order's ship date already counts (`partShippingDays`).
 */

/** Units of each part, by part product id. */
export type StockChange = ReadonlyMap<number, number>;

/**
 * The change as a table, `change(product_id, units)`, from two integer arrays (placeholders
 * `partIds` and `units`, one element per part): one SQL text for any number of parts, so the
 * statement is built once and prepared once (db/built-once.ts).
 */
const changeTable = sql`unnest(${sql.placeholder('partIds')}::integer[], ${sql.placeholder('units')}::integer[]) as change(product_id, units)`;

/** The placeholders' values of `changeTable`. */
const changeValues = (change: StockChange) => ({ partIds: [...change.keys()], units: [...change.values()] });

/**
 * Locks the parts' rows and answers the change without digital items (licences), which
 * hold no stock: they are neither taken nor given back.
 */
async function lockInIdOrder(tx: Database, change: StockChange): Promise<StockChange> {
  const rows = await lockedParts(tx, { partIds: [...change.keys()] });
  const digital = new Set(rows.filter((row) => isDigitalPart(row.category)).map((row) => row.id));
  return new Map([...change].filter(([partId]) => !digital.has(partId)));
}

const lockedParts = builtOnce((db) =>
  db
    .select({ id: parts.productId, category: parts.category })
    .from(parts)
    .where(sql`${parts.productId} = any(${sql.placeholder('partIds')})`)
    .orderBy(asc(parts.productId))
    .for('update'),
);

/**
 * Locks the parts' rows in product id order and takes the change from the physical ones, in
 * one statement: the materialised CTE takes every row lock, in id order, before the UPDATE
 * changes a row (the UPDATE joins it), so two orders sharing parts still queue instead of
 * deadlocking. Under READ COMMITTED the UPDATE re-checks `stock >= units` on the row's
 * newest version when another order changed it after this statement began (PostgreSQL
 * re-evaluates an updated row), so the last unit sells once; a row that looked short in the
 * statement's snapshot is not re-read, so a restock committed meanwhile can make an order
 * short that would just have fitted: conservative, never an oversell. Digital items are
 * locked and answered but never changed. Answers each locked row: taken or not, and whether
 * its stock fell below what some pre-built build takes of it (`crossed`).
 */
const lockAndTake = builtOnceSql(
  () => sql`with locked as materialized (
    select ${parts.productId} as id, ${parts.category} as category from ${parts}
    where ${parts.productId} = any(${sql.placeholder('partIds')}::integer[])
    order by ${parts.productId}
    for update
  ), taken as (
    update ${parts} set stock = greatest(${parts.stock} - change.units, 0)
    from ${changeTable}, locked
    where ${parts.productId} = change.product_id and locked.id = ${parts.productId}
      and locked.category <> all(${sql.placeholder('digital')}::text[])
      and (${parts.stock} >= change.units or ${parts.restockDays} is not null)
    -- RETURNING sees the new stock; the old one was at most new + units (exactly, unless a
    -- backordered part's stock stopped at 0: then this errs towards a refresh).
    returning ${parts.productId} as id, exists (select 1 from ${buildComponents} where ${buildComponents.partId} = ${parts.productId}
      and ${buildComponents.amount} > ${parts.stock} and ${buildComponents.amount} <= ${parts.stock} + change.units) as crossed
  )
  select locked.id, locked.category, taken.id is not null as took, coalesce(taken.crossed, false) as crossed
  from locked left join taken on taken.id = locked.id`,
);

/**
 * What taking stock did: `short`, the parts that had too few units (when any had, some others
 * may have been taken, so the caller must roll back); `crossed`, the parts whose stock fell
 * below what some pre-built build takes of them while it covered it before, the only change
 * that moves a build's stored stock figures (`refreshStockFlags` compares stock with each
 * component's amount and nothing else of stock): the rest need no refresh.
 */
export type TakenStock = { short: Set<number>; crossed: number[] };

/** Takes `change` from stock inside the caller's transaction (see `TakenStock`), in one statement. */
export async function takeStock(tx: Database, change: StockChange): Promise<TakenStock> {
  if (change.size === 0) return { short: new Set(), crossed: [] };
  const rows = (await lockAndTake(tx, { ...changeValues(change), digital: digitalPartCategories })) as {
    id: number;
    category: PartCategory;
    took: boolean;
    crossed: boolean;
  }[];
  const settled = new Set(rows.filter((row) => row.took || isDigitalPart(row.category)).map((row) => row.id));
  return {
    // A part missing from `parts` is short too: nothing could be taken of it.
    short: new Set([...change.keys()].filter((partId) => !settled.has(partId))),
    crossed: rows.filter((row) => row.crossed).map((row) => row.id),
  };
}

/**
 * Gives `change` back to stock (a cancelled order), inside the caller's transaction. Units
 * that were on backorder come back too: the supplier delivers them all the same.
 */
export async function giveBackStock(tx: Database, change: StockChange): Promise<void> {
  if (change.size === 0) return;
  const physical = await lockInIdOrder(tx, change);
  if (physical.size === 0) return;
  await giveBackChange(tx, changeValues(physical));
}

const giveBackChange = builtOnce((db) =>
  db
    .update(parts)
    .set({ stock: sql`${parts.stock} + change.units` })
    .from(changeTable)
    .where(eq(parts.productId, sql`change.product_id`)),
);
