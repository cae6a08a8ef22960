import { currencyCodes, type CurrencyCode, type Part, type PartCategory } from '@rigsmith/kit/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { parts, productPrices, products, type ProductClass, type ProductStatus } from '../db/schema';

/** A part with the shop's offer for it, as the seed and the dataset import write it. */
export type PartOfferInput = {
  part: Part;
  status: ProductStatus;
  /** Minor units including VAT per currency; null when the part has no price (then it is not sold). */
  prices: Record<CurrencyCode, number> | null;
  stock: number;
  leadTimeDays: number;
  /** Working days for a restock when the shelf is short; null: the supplier takes no backorders. */
  restockDays: number | null;
  /** Place in the shop's own range; null for imported parts. */
  position: number | null;
  source: Record<string, unknown> | null;
};

/**
 * Components go inside a build; accessories sit beside it (monitors, keyboards, mice,
 * headsets: the cart's accessories upsell).
 */
export function productClassOf(category: PartCategory): ProductClass {
  return category === 'monitor' || category === 'accessory' ? 'accessory' : 'component';
}

function partRow(productId: number, input: PartOfferInput) {
  return {
    productId,
    status: input.status,
    partId: input.part.id,
    category: input.part.category,
    brand: input.part.brand,
    specs: input.part.specs as unknown as Record<string, unknown>,
    stock: input.stock,
    leadTimeDays: input.leadTimeDays,
    restockDays: input.restockDays,
    position: input.position,
    source: input.source,
  };
}

function priceRows(productId: number, input: PartOfferInput) {
  const prices = input.prices;
  if (!prices) return [];
  return currencyCodes.map((currency) => ({ productId, currency, amountMinor: prices[currency] }));
}

/**
 * Adds the parts whose id (product reference) the database does not have yet and leaves
 * the others as they are (staff may have changed them). Returns the new product ids.
 */
export async function insertMissingParts(db: Database, inputs: readonly PartOfferInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const added = await db
    .insert(products)
    .values(
      inputs.map((input) => ({
        reference: input.part.id,
        name: input.part.name,
        productClass: productClassOf(input.part.category),
        status: input.status,
      })),
    )
    .onConflictDoNothing({ target: products.reference })
    .returning({ id: products.id, reference: products.reference });
  if (added.length === 0) return [];
  const byReference = new Map(inputs.map((input) => [input.part.id, input]));
  const rows = added.map(({ id, reference }) => ({ id, input: byReference.get(reference)! }));
  await db.insert(parts).values(rows.map(({ id, input }) => partRow(id, input)));
  const prices = rows.flatMap(({ id, input }) => priceRows(id, input));
  if (prices.length > 0) await db.insert(productPrices).values(prices);
  return added.map((row) => row.id);
}

/**
 * Writes the parts as given, replacing the facts, offer and prices of any the database
 * already has (matched by part id), and keeping their product ids, so carts that point at
 * them stay valid. `now` stamps `products.updated_at`, which tells an import's parts from
 * a previous one's. Returns the product ids, in input order.
 */
export async function upsertParts(db: Database, inputs: readonly PartOfferInput[], now: Date): Promise<number[]> {
  if (inputs.length === 0) return [];
  const written = await db
    .insert(products)
    .values(
      inputs.map((input) => ({
        reference: input.part.id,
        name: input.part.name,
        productClass: productClassOf(input.part.category),
        status: input.status,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: products.reference,
      set: {
        name: sql`excluded.name`,
        productClass: sql`excluded.product_class`,
        // Cascades to parts.status through the (product_id, status) foreign key.
        status: sql`excluded.status`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ id: products.id, reference: products.reference });
  const idByReference = new Map(written.map((row) => [row.reference, row.id]));
  const rows = inputs.map((input) => ({ id: idByReference.get(input.part.id)!, input }));

  await db
    .insert(parts)
    .values(rows.map(({ id, input }) => partRow(id, input)))
    .onConflictDoUpdate({
      target: parts.productId,
      set: {
        partId: sql`excluded.part_id`,
        category: sql`excluded.category`,
        brand: sql`excluded.brand`,
        specs: sql`excluded.specs`,
        stock: sql`excluded.stock`,
        leadTimeDays: sql`excluded.lead_time_days`,
        restockDays: sql`excluded.restock_days`,
        position: sql`excluded.position`,
        source: sql`excluded.source`,
      },
    });

  const ids = rows.map((row) => row.id);
  await db.delete(productPrices).where(inArray(productPrices.productId, ids));
  const prices = rows.flatMap(({ id, input }) => priceRows(id, input));
  if (prices.length > 0) await db.insert(productPrices).values(prices);
  return ids;
}
