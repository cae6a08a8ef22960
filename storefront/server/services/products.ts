import type { Product, ProductKey } from '@rigsmith/kit/api';
import { money, type CurrencyCode, type Storefront } from '@rigsmith/kit/domain';
import type { Database } from '../db/client';
import { loadOffers, type Offer } from './offers';
import { resolveProductKeys } from './product-keys';
import { productPicture } from './pictures';

/** Most ids one guest-cart lookup may ask for. */
export const MAX_PRODUCT_IDS = 50;

/**
 * GET api/ecommerce/product/?ids=: what a guest cart line needs of each product (SPEC §6
 * "summary calculated from product ids"), in the order asked. Keys the shop does not know,
 * and products without a price in the storefront's currency (not sold there), are left out,
 * so a stale cart in browser storage degrades to fewer lines instead of an error.
 *
 * Prices, stock, status and shipping days come from the offers (services/offers.ts): a
 * build, pre-built or custom, is as available as its scarcest part and as live as its
 * least live part; a part bought on its own ships in its lead time (no assembly).
 *
 * This call has no owner to check, so custom builds are listed only by public reference,
 * and only a guest's (services/product-keys.ts): one asked for by product id is left out
 * like an unknown id. Answers `missed`: whether any key was left out (a guess, for the limit).
 */
export async function productsByIds(
  db: Database,
  keys: readonly ProductKey[],
  { currency }: Pick<Storefront, 'currency'>,
): Promise<{ products: Product[]; missed: boolean }> {
  const resolved = await resolveProductKeys(db, keys, null);
  const offers = await loadOffers(db, [...resolved.values()], currency);
  const seen = new Set<number>();
  let missed = false;
  const found = keys.flatMap((key) => {
    const id = resolved.get(key);
    const offer = id === undefined ? undefined : offers.get(id);
    if (!offer) missed = true;
    if (!offer || seen.has(offer.productId)) return [];
    seen.add(offer.productId);
    return [productOf(offer, currency)];
  });
  return { products: found, missed };
}

/** An offer as the API shows a product (SPEC §3 "Cart line: product"). */
export function productOf(offer: Offer, currency: CurrencyCode): Product {
  return {
    id: offer.productId,
    public_id: offer.publicId,
    reference: offer.reference,
    name: offer.name,
    product_class: offer.productClass,
    price: money(offer.unitPrice, currency),
    in_stock: offer.unitsOnShelf > 0,
    backorder: offer.unitsOnShelf === 0 && offer.unitsOrderable > 0,
    status: offer.status,
    shipping_days: offer.shippingDays,
    image: productPicture(offer.publicId ?? offer.productId),
  };
}
