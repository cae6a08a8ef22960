import type { Product } from '@rigsmith/kit/api';
import { money, storefrontForCountry, type CountryCode, type CurrencyCode } from '@rigsmith/kit/domain';
import type { Database } from '../db/client';
import { loadOffers, type Offer } from './offers';

/** Most ids one guest-cart lookup may ask for. */
export const MAX_PRODUCT_IDS = 50;

/**
 * GET api/ecommerce/product/?ids=: what a guest cart line needs of each product (SPEC §6
 * "summary calculated from product ids"), in the order asked. Ids the shop does not know,
 * and products without a price in the country's currency (not sold there), are left out,
 * so a stale cart in browser storage degrades to fewer lines instead of an error.
 *
 * Prices, stock, status and shipping days come from the offers (services/offers.ts): a
 * build, pre-built or custom, is as available as its scarcest part and as live as its
 * least live part; a part bought on its own ships in its lead time (no assembly).
 *
 * A customer's custom build is theirs alone (issue #4): this call has no owner to check,
 * so it leaves those out like unknown ids. A guest's custom build (no owner) is listed: it
 * is what a guest's cart holds.
 */
export async function productsByIds(db: Database, ids: readonly number[], country: CountryCode): Promise<Product[]> {
  const wanted = [...new Set(ids)];
  const { currency } = storefrontForCountry(country);
  const offers = await loadOffers(db, wanted, currency);
  return wanted.flatMap((id) => {
    const offer = offers.get(id);
    if (!offer || (offer.kind === 'custom' && offer.ownerId !== null)) return [];
    return [productOf(offer, currency)];
  });
}

/** An offer as the API shows a product (SPEC §3 "Cart line: product"). */
export function productOf(offer: Offer, currency: CurrencyCode): Product {
  return {
    id: offer.productId,
    reference: offer.reference,
    name: offer.name,
    product_class: offer.productClass,
    price: money(offer.unitPrice, currency),
    in_stock: offer.unitsInStock > 0,
    status: offer.status,
    shipping_days: offer.shippingDays,
  };
}
