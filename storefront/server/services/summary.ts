import type { CartLineProblem, CartSummary, IncompatibleBlock } from '@rigsmith/kit/api';
import {
  cartLineProblemOf,
  expectedDeliveryDate,
  incompatibleBlocks,
  money,
  storefrontForCountry,
  summariseCart,
  toIsoDate,
  type CountryCode,
  type Storefront,
} from '@rigsmith/kit/domain';
import type { Database } from '../db/client';
import { resolveCoupon, type CouponResolution } from './coupons';
import { loadCartOffers, loadOffers, offerShippingDays, type Offer } from './offers';
import {
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  DEFAULT_SHIPPING_FEE,
  FREE_SHIPPING_SETTING,
  loadSettings,
  moneyFrom,
  PRICING_SETTINGS,
  SHIPPING_FEE_SETTING,
  type Settings,
} from './site-settings';

/**
 * The cart summary (SPEC §3 "Cart summary", §7 calculate_summary[_for_products]),
 * the one place the server turns lines into money. Prices come from the offers
 * (services/offers.ts), the arithmetic from the kit (`summariseCart`: rounded once), the
 * coupon from services/coupons.ts; nothing the client sends but products and amounts.
 *
 * - Shipping: an order with a PC build, or whose subtotal after the discount reaches the
 *   `free-shipping-threshold` setting, ships free; any other pays the `shipping-fee`
 *   setting, both per currency. While the destination is unknown that fee is to be
 *   confirmed (null).
 * - VAT: the VAT contained in the total at the rate of the country the order goes to, the
 *   storefront's country until that is known.
 * - Shipping time: the slowest line's shipping days. Expected delivery: the ship date plus
 *   the destination's delivery days (kit `DELIVERY_DAYS`: GB 1, others 2; the storefront's
 *   country until the destination is known); null while shipping is to be confirmed.
 * - Line problems: archived, discontinued (the product or, for a build, one of its parts),
 *   out_of_stock (stock cannot supply the amount). A cart is orderable when it has lines,
 *   none has a problem and every custom build can be assembled.
 */

export type CartItem = { productId: number; amount: number };

/** A line the summary could price, with what stands in the way of buying it. */
export type PricedLine = CartItem & { offer: Offer; problem: CartLineProblem | null };

/** A custom build is its owner's; a guest's (owner null) is anyone's. Other products are everyone's. */
export function visibleTo(offer: Offer, userId: number | null): boolean {
  return offer.kind !== 'custom' || offer.ownerId === null || offer.ownerId === userId;
}

export type SummaryContext = {
  /** The request's storefront: its currency, and the country a coupon must be valid in. */
  storefront: Storefront;
  /** Where the order goes, when known (signed-in summary's `country`, the order's address). */
  destination: CountryCode | null;
  /** Who asks: a custom build of someone else's is left out. Null for a guest. */
  userId: number | null;
  now?: Date;
};

export type SummaryResult = { summary: CartSummary; lines: PricedLine[]; coupon: CouponResolution | null };

/**
 * A complete custom build the engine blocks says which rule, which parts and which step
 * (SPEC §8 "Cart line"); one missing a part only cannot be ordered (`orderable`).
 */
function blocksOf(offer: Offer): { blocks?: IncompatibleBlock[] } {
  const assembly = offer.assembly;
  if (!assembly || assembly.assemblable || assembly.missingSlots.length > 0) return {};
  const blocks = incompatibleBlocks(assembly.issues);
  return blocks.length > 0 ? { blocks } : {};
}

/**
 * Prices these items. Products the shop does not sell in this currency, and custom
 * builds of someone else's, are left out (a stale guest cart degrades to fewer lines).
 */
export async function summarise(
  db: Database,
  items: readonly CartItem[],
  couponCode: string | null | undefined,
  context: SummaryContext,
): Promise<SummaryResult> {
  const settings = await loadSettings(db, PRICING_SETTINGS);
  const offers = await loadOffers(
    db,
    items.map((item) => item.productId),
    context.storefront.currency,
    settings,
  );
  return summariseOffers(db, items, offers, settings, couponCode, context);
}

/** `summarise` for a signed-in customer's own cart: its lines are read with their offers, in one statement. */
export async function summariseOwnCart(
  db: Database,
  userId: number,
  couponCode: string | null | undefined,
  context: Omit<SummaryContext, 'userId'>,
): Promise<SummaryResult> {
  const settings = await loadSettings(db, PRICING_SETTINGS);
  const { lines, offers } = await loadCartOffers(db, userId, [], context.storefront.currency, settings);
  return summariseOffers(db, lines, offers, settings, couponCode, { ...context, userId });
}

async function summariseOffers(
  db: Database,
  items: readonly CartItem[],
  offers: ReadonlyMap<number, Offer>,
  settings: Settings,
  couponCode: string | null | undefined,
  context: SummaryContext,
): Promise<SummaryResult> {
  const { storefront, destination, userId, now = new Date() } = context;
  const { currency } = storefront;
  const lines: PricedLine[] = items.flatMap((item) => {
    const offer = offers.get(item.productId);
    return offer && visibleTo(offer, userId) ? [{ ...item, offer, problem: cartLineProblemOf(offer, item.amount) }] : [];
  });

  const subtotal = lines.reduce((sum, line) => sum + line.offer.unitPrice * line.amount, 0);
  const code = couponCode?.trim() ? couponCode : null;
  const coupon = code ? await resolveCoupon(db, code, storefront, subtotal) : null;
  const figures = summariseCart({
    lines: lines.map((line) => ({ unitPrice: line.offer.unitPrice, amount: line.amount, isBuild: line.offer.productClass === 'pc-build' })),
    coupon: coupon?.terms ?? null,
    // VAT is the destination's when it is known (SPEC §3), else the storefront's.
    vatRateBp: (destination ? storefrontForCountry(destination) : storefront).vatRateBp,
    shipping: {
      freeThreshold: moneyFrom(settings, FREE_SHIPPING_SETTING, currency, DEFAULT_FREE_SHIPPING_THRESHOLD[currency]),
      fee: moneyFrom(settings, SHIPPING_FEE_SETTING, currency, DEFAULT_SHIPPING_FEE[currency]),
      destinationKnown: destination !== null,
    },
  });

  const shippingTime = lines.reduce((slowest, line) => Math.max(slowest, offerShippingDays(line.offer, line.amount)), 0);
  const summary: CartSummary = {
    currency,
    subtotal: money(figures.subtotal, currency),
    vat: money(figures.vat, currency),
    discount: money(figures.discount, currency),
    shipping_price: figures.shipping === null ? null : money(figures.shipping, currency),
    total_price: money(figures.total, currency),
    shipping_time: shippingTime,
    expected_delivery_time:
      figures.shipping === null || lines.length === 0 ? null : toIsoDate(expectedDeliveryDate(now, shippingTime, destination ?? storefront.country)),
    coupon: coupon ? { code: coupon.code, status: coupon.status } : null,
    lines: lines.map((line) => ({
      product: line.productId,
      amount: line.amount,
      unit_price: money(line.offer.unitPrice, currency),
      total: money(line.offer.unitPrice * line.amount, currency),
      problem: line.problem,
      ...blocksOf(line.offer),
    })),
    orderable: lines.length > 0 && lines.every((line) => line.problem === null && (line.offer.assembly?.assemblable ?? true)),
  };
  return { summary, lines, coupon };
}
