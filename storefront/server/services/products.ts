import type { Product } from '@rigsmith/kit/api';
import { money, storefrontForCountry, type CountryCode } from '@rigsmith/kit/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { builds, parts, productPrices, products } from '../db/schema';

/** Most ids one guest-cart lookup may ask for. */
export const MAX_PRODUCT_IDS = 50;

/**
 * GET api/ecommerce/product/?ids=: what a guest cart line needs of each product (SPEC §6
 * "summary calculated from product ids"), in the order asked. Ids the shop does not know,
 * and products without a price in the country's currency (not sold there), are left out,
 * so a stale cart in browser storage degrades to fewer lines instead of an error.
 *
 * A build's stock and shipping days are its card figures; a part bought on its own is in
 * stock when any is, and ships in its lead time (no assembly).
 */
export async function productsByIds(db: Database, ids: readonly number[], country: CountryCode): Promise<Product[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const { currency } = storefrontForCountry(country);
  const rows = await db
    .select({
      id: products.id,
      reference: products.reference,
      name: products.name,
      productClass: products.productClass,
      status: products.status,
      amountMinor: productPrices.amountMinor,
      discountMinor: productPrices.discountMinor,
      buildInStock: builds.inStock,
      buildShippingDays: builds.shippingDays,
      partStock: parts.stock,
      partLeadTimeDays: parts.leadTimeDays,
    })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .leftJoin(builds, eq(builds.productId, products.id))
    .leftJoin(parts, eq(parts.productId, products.id))
    .where(inArray(products.id, wanted));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        reference: row.reference,
        name: row.name,
        product_class: row.productClass,
        price: money(row.amountMinor - (row.discountMinor ?? 0), currency),
        in_stock: row.buildInStock ?? (row.partStock ?? 0) > 0,
        status: row.status,
        shipping_days: row.buildShippingDays ?? row.partLeadTimeDays ?? 0,
      },
    ];
  });
}
