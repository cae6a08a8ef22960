import { digitalPartCategories, type StockPage, type StockRow, type UpdateStockRequest } from '@rigsmith/kit/domain';
import { and, asc, count, eq, ilike, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buildComponents, parts, products } from '../db/schema';
import type { Logger } from '../logger';
import { refreshBuildFigures } from './build-figures';
import { DomainError } from './domain-error';
import { refreshFiguresAfterStockChange } from './orders';
import { pageCount, windowCount } from './paging';
import { likePattern } from './validation';
import { recordAudit, type StaffActor } from './staff';

/**
 * Parts' stock and lead times for the back office. Operating-system licences (category
 * 'os') are digital: a licence key, not a box on a shelf, so they are never "low". A
 * change is audited with its reason, and the storefront follows: the parts table's
 * trigger tells every process's catalogue cache (services/catalogue-changes.ts), and the
 * pre-built builds' stored stock flags and ship days are recomputed.
 */

/** Units at or under which a physical part is listed as low. */
export const LOW_STOCK_UNITS = 5;

/** Digital items (kit `digitalPartCategories`) hold no physical stock: never "low". */
const isDigital = inArray(parts.category, [...digitalPartCategories]);

const isLow = and(not(isDigital), lte(parts.stock, LOW_STOCK_UNITS))!;

/** A part as the stock list shows it (kit `StockRow`). */
const stockColumns = {
  part_id: parts.productId,
  reference: products.reference,
  name: products.name,
  category: parts.category,
  digital: sql<boolean>`${isDigital}`,
  stock: parts.stock,
  lead_time_days: parts.leadTimeDays,
  restock_days: parts.restockDays,
  low: sql<boolean>`${isLow}`,
};

/** GET admin/stock/: parts by category and name; `low` keeps the low ones, fewest first. */
export async function listStock(
  db: Database,
  query: { q?: string | undefined; low?: boolean | undefined; page: number; per_page: number },
): Promise<StockPage> {
  const { page, per_page } = query;
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(or(ilike(products.name, likePattern(query.q)), ilike(products.reference, likePattern(query.q))));
  if (query.low) conditions.push(isLow);
  const where = and(...conditions);
  const rows = await db
    .select({ ...stockColumns, count: windowCount() })
    .from(parts)
    .innerJoin(products, eq(products.id, parts.productId))
    .where(where)
    .orderBy(...(query.low ? [asc(parts.stock)] : []), asc(parts.category), asc(products.name), asc(parts.productId))
    .limit(per_page)
    .offset((page - 1) * per_page);
  const total = await pageCount(rows, page, async () => {
    const [all] = await db.select({ count: count() }).from(parts).innerJoin(products, eq(products.id, parts.productId)).where(where);
    return all!.count;
  });
  return { items: rows.map(({ count: _count, ...row }) => row), count: total, page, per_page };
}

/**
 * PATCH admin/stock/{part_id}/: sets a part's stock, lead time and/or restock time, audited with the
 * reason (404 `part_not_found`). Answers the part as the list shows it.
 */
export async function updateStock(
  db: Database,
  partId: number,
  input: UpdateStockRequest,
  { staff, logger }: { staff: StaffActor; logger?: Logger | undefined },
): Promise<StockRow> {
  const { before, after } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ stock: parts.stock, leadTimeDays: parts.leadTimeDays, restockDays: parts.restockDays })
      .from(parts)
      .where(eq(parts.productId, partId))
      .for('update');
    if (!row) throw new DomainError('part_not_found');
    const next = {
      stock: input.stock ?? row.stock,
      leadTimeDays: input.lead_time_days ?? row.leadTimeDays,
      restockDays: input.restock_days === undefined ? row.restockDays : input.restock_days,
    };
    await tx.update(parts).set(next).where(eq(parts.productId, partId));
    await recordAudit(tx, {
      actor: staff,
      action: 'stock.update',
      subject: `part:${partId}`,
      before: { stock: row.stock, lead_time_days: row.leadTimeDays, restock_days: row.restockDays },
      after: { stock: next.stock, lead_time_days: next.leadTimeDays, restock_days: next.restockDays, reason: input.reason },
    });
    return { before: row, after: next };
  });
  if (after.leadTimeDays !== before.leadTimeDays || after.restockDays !== before.restockDays) {
    // Lead and restock times set the builds' ship days and backorder flags: their figures are recomputed.
    const using = await db.selectDistinct({ id: buildComponents.buildId }).from(buildComponents).where(eq(buildComponents.partId, partId));
    await refreshBuildFigures(db, { buildIds: using.map((build) => build.id) });
  } else if (after.stock !== before.stock) {
    await refreshFiguresAfterStockChange(db, [partId], logger);
  }
  const [row] = await db.select(stockColumns).from(parts).innerJoin(products, eq(products.id, parts.productId)).where(eq(parts.productId, partId));
  return row!;
}
