import type { Cart, CartSummary, ProductKey } from '@rigsmith/kit/api';
import { MAX_CART_LINE_AMOUNT, MAX_CART_LINES, fitsCartLine, type Storefront } from '@rigsmith/kit/domain';
import { and, eq, sql } from 'drizzle-orm';
import { builtOnce, builtOnceSql } from '../db/built-once';
import type { Database } from '../db/client';
import { cartLines } from '../db/schema';
import { lockCustomer } from './addresses';
import { DomainError } from './domain-error';
import type { UncheckedSession } from './auth/sessions';
import type { IdempotencyHandle } from './idempotency';
import { loadCartOffers, loadOffers, type CartLineRow, type Offer } from './offers';
import { isPublicReference, resolveProductKey, resolveProductKeys } from './product-keys';
import { productOf } from './products';
import { summarise, summariseOwnCart, type SummaryContext } from './summary';

/**
 * A signed-in customer's cart (SPEC §3 "Cart line", §7 basket/product/). One
 * line per product; every call answers the whole cart. Each write takes the customer's
 * row lock first, so a customer's concurrent writes (two tabs, a sign-in merge) queue up
 * and the line limits hold; the unique (customer, product) index backs it up.
 *
 * What may be put in a cart: a product sold in the storefront's currency, live (status
 * public), and for a custom build one that can be assembled and is the customer's own or
 * a guest's. Out of stock may be added — the line then shows its problem and ordering
 * refuses it — since stock changes and a shopper may wait for it. Amounts are whole
 * numbers from 1 to MAX_CART_LINE_AMOUNT per line, at most MAX_CART_LINES lines.
 */

/** A cart write's surroundings; `uncheckedSession`: the session its lock must check (middleware/auth.ts). */
type Context = { storefront: Storefront; idempotency?: IdempotencyHandle | undefined; uncheckedSession?: UncheckedSession | undefined };

/** The whole cart as the API shows it: lines in the order they were added. */
export async function listCart(db: Database, userId: number, storefront: Storefront): Promise<Cart> {
  const { lines, offers } = await loadCartOffers(db, userId, [], storefront.currency);
  return cartOf(db, userId, lines, storefront, offers);
}

/**
 * The cart answered from its lines as this request knows them, in the order they were added.
 * `known`: the offers this request has loaded already (an add reads the product's offer with
 * the lines' in one statement), not loaded again.
 */
async function cartOf(
  db: Database,
  userId: number,
  rows: readonly CartLineRow[],
  { currency }: Storefront,
  known?: ReadonlyMap<number, Offer>,
): Promise<Cart> {
  const offers =
    known ??
    (await loadOffers(
      db,
      rows.map((row) => row.productId),
      currency,
    ));
  // A line whose product is not sold in this currency stays in the cart but is not shown here.
  return [...rows]
    .sort((a, b) => a.id - b.id)
    .flatMap((row) => {
      const offer = offers.get(row.productId);
      if (!offer) return [];
      const line = { pk: row.id, product: productOf(offer, currency), amount: row.amount };
      // A guest's build merged in at sign-in stays the guest's (anyone with its public id may
      // buy it, nobody may change it): the line says so, and opens it by public id, not as a draft.
      return [offer.publicId === null ? line : { ...line, own_build: offer.ownerId === userId }];
    });
}

/** Adding to and removing from the cart are the busiest writes: their SQL is built once. */
const insertLine = builtOnce((db) =>
  db
    .insert(cartLines)
    .values({ userId: sql.placeholder('userId'), productId: sql.placeholder('productId'), amount: sql.placeholder('amount') })
    .returning({ id: cartLines.id }),
);

/**
 * Deletes the customer's line `lineId` and answers their lines as they were before it (the
 * statement's snapshot does not see its own delete), with the deleted line among them only
 * if it was theirs: the remove's delete and read in one round trip, run once the lock is held.
 */
const deleteLineAndRead = builtOnceSql(
  () => sql`with removed as (
    delete from ${cartLines} where id = ${sql.placeholder('lineId')}::integer and user_id = ${sql.placeholder('userId')}::integer
  )
  select id, product_id, amount from ${cartLines} where user_id = ${sql.placeholder('userId')}::integer`,
);

/**
 * Takes the customer's row lock (lockCustomer), then reads their cart's lines, with their
 * offers and those of `ids`, in a statement of its own: at READ COMMITTED a statement sees
 * the rows committed when it started, so lines read in the statement that waited for the lock
 * would miss what the write before it committed (a concurrent add past MAX_CART_LINES, an
 * answer without the other tab's line). While the lock is held no other write of theirs can
 * change the lines, so a write answers from these rows and what it changed instead of reading
 * them again.
 */
async function lockCart(tx: Database, userId: number, ids: readonly number[], { storefront, uncheckedSession }: Context) {
  await lockCustomer(tx, userId, uncheckedSession);
  return loadCartOffers(tx, userId, ids, storefront.currency);
}

type LockedCart = Awaited<ReturnType<typeof lockCart>>;

/**
 * Takes the customer's lock and reads their cart (`lockCart`) with the offer for the product
 * `key` names, for `sellableOffer` to judge. A public reference is resolved first, since the
 * offers are read by product id.
 */
async function lockCartWith(tx: Database, userId: number, key: ProductKey, context: Context) {
  // The reference's look-up comes before the lock (and the session's check in it) but answers
  // nothing: whatever it finds, the lock's refusal is what a call of an ended session gets.
  const productId = isPublicReference(key) ? await resolveProductKey(tx, key, userId) : key;
  return { productId, ...(await lockCart(tx, userId, productId === null ? [] : [productId], context)) };
}

/**
 * The offer for a product a customer wants in their cart, or the reason they may not:
 * 404 `product_not_found` (unknown, or a custom build the key does not open to them:
 * services/product-keys.ts), 400 `product_not_sold` (no price in this currency), 409
 * `product_unavailable` (not public) or `build_not_assemblable`.
 */
async function sellableOffer(tx: Database, userId: number, key: ProductKey, { productId, offers }: LockedCart & { productId: number | null }) {
  if (productId === null) throw new DomainError('product_not_found');
  const offer = offers.get(productId);
  // A product id is checked on its offer, which says whose custom build it is (the same rule
  // as resolveProductKey's), so the common add costs no read of its own; only an id without
  // an offer (unknown, or not sold here) is resolved, to tell the two apart.
  if (!isPublicReference(key) && offer?.kind === 'custom' && offer.ownerId !== userId) throw new DomainError('product_not_found');
  if (!offer) {
    if (!isPublicReference(key) && (await resolveProductKey(tx, key, userId)) === null) throw new DomainError('product_not_found');
    throw new DomainError('product_not_sold');
  }
  if (offer.status !== 'public') throw new DomainError('product_unavailable', { name: offer.name });
  if (offer.assembly && !offer.assembly.assemblable) throw new DomainError('build_not_assemblable', { name: offer.name });
  return offer;
}

const amountLimit = () => new DomainError('amount_limit', { max: MAX_CART_LINE_AMOUNT });
const lineNotFound = () => new DomainError('cart_line_not_found');

/** Answers the cart from inside a write's transaction, completing its idempotency key there. */
async function answer(
  tx: Database,
  userId: number,
  rows: readonly CartLineRow[],
  status: number,
  { storefront, idempotency }: Context,
  known?: ReadonlyMap<number, Offer>,
): Promise<Cart> {
  const cart = await cartOf(tx, userId, rows, storefront, known);
  await idempotency?.complete(tx, status, cart);
  return cart;
}

/**
 * POST basket/product/: adds `amount` to the line of that product, or a new line.
 * 409 `amount_limit` past MAX_CART_LINE_AMOUNT on the line, `cart_full` past MAX_CART_LINES.
 */
export async function addToCart(db: Database, userId: number, product: ProductKey, amount: number, context: Context): Promise<Cart> {
  return db.transaction(async (tx) => {
    // The cart is at most MAX_CART_LINES lines: one read, after the lock, finds the product's
    // line, counts them and prices it and them.
    const locked = await lockCartWith(tx, userId, product, context);
    const { lines, offers } = locked;
    const { productId } = await sellableOffer(tx, userId, product, locked);
    const line = lines.find((candidate) => candidate.productId === productId);
    if (line) {
      if (!fitsCartLine(line.amount + amount)) throw amountLimit();
      await tx
        .update(cartLines)
        .set({ amount: line.amount + amount, updatedAt: new Date() })
        .where(eq(cartLines.id, line.id));
      line.amount += amount;
      return answer(tx, userId, lines, 200, context, offers);
    }
    if (lines.length >= MAX_CART_LINES) {
      throw new DomainError('cart_full', { max: MAX_CART_LINES });
    }
    const [added] = await insertLine(tx, { userId, productId, amount });
    return answer(tx, userId, [...lines, { id: added!.id, productId, amount }], 200, context, offers);
  });
}

/** PATCH basket/product/{pk}/: sets a line's amount. */
export async function setLineAmount(db: Database, userId: number, lineId: number, amount: number, context: Context): Promise<Cart> {
  return db.transaction(async (tx) => {
    const { lines, offers } = await lockCart(tx, userId, [], context);
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) throw lineNotFound();
    await tx
      .update(cartLines)
      .set({ amount, updatedAt: new Date() })
      .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
    line.amount = amount;
    return answer(tx, userId, lines, 200, context, offers);
  });
}

/** DELETE basket/product/{pk}/: removes a line. */
export async function removeLine(db: Database, userId: number, lineId: number, context: Context): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId, context.uncheckedSession);
    const rows = await deleteLineAndRead(tx, { userId, lineId });
    if (!rows.some((row) => row.id === lineId)) throw lineNotFound();
    const lines = rows.flatMap((row) =>
      row.id === lineId ? [] : [{ id: row.id as number, productId: row.product_id as number, amount: row.amount as number }],
    );
    return answer(tx, userId, lines, 200, context);
  });
}

/**
 * POST basket/product/{pk}/replace/: puts another product in the line's place, keeping
 * its amount and position (an edited build replacing the one in the cart). If the cart
 * already has a line of that product, the two become one line with both amounts.
 */
export async function replaceLine(db: Database, userId: number, lineId: number, product: ProductKey, context: Context): Promise<Cart> {
  return db.transaction(async (tx) => {
    const locked = await lockCartWith(tx, userId, product, context);
    const { lines, offers } = locked;
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) throw lineNotFound();
    const { productId } = await sellableOffer(tx, userId, product, locked);
    let rows = lines;
    if (line.productId !== productId) {
      const other = lines.find((candidate) => candidate.productId === productId);
      const amount = line.amount + (other?.amount ?? 0);
      if (!fitsCartLine(amount)) throw amountLimit();
      if (other) await tx.delete(cartLines).where(eq(cartLines.id, other.id));
      await tx.update(cartLines).set({ productId, amount, updatedAt: new Date() }).where(eq(cartLines.id, line.id));
      rows = lines.filter((candidate) => candidate !== other).map((candidate) => (candidate === line ? { ...line, productId, amount } : candidate));
    }
    return answer(tx, userId, rows, 200, context, offers);
  });
}

/** POST basket/calculate_summary/: the summary of the customer's own cart. */
export async function cartSummary(
  db: Database,
  userId: number,
  coupon: string | null | undefined,
  context: Omit<SummaryContext, 'userId'>,
): Promise<CartSummary> {
  return (await summariseOwnCart(db, userId, coupon, context)).summary;
}

/**
 * POST basket/calculate_summary_for_products/: a guest cart's summary; a product listed twice
 * counts once with both amounts. Keys resolve as for a guest (services/product-keys.ts): a
 * custom build counts only by its public id. `missed`: whether any key named nothing.
 */
export async function guestCartSummary(
  db: Database,
  products: readonly { product: ProductKey; amount: number }[],
  coupon: string | null | undefined,
  context: Omit<SummaryContext, 'userId' | 'destination'>,
): Promise<{ summary: CartSummary; missed: boolean }> {
  const resolved = await resolveProductKeys(
    db,
    products.map((line) => line.product),
    null,
  );
  const amounts = new Map<number, number>();
  for (const { product, amount } of products) {
    const productId = resolved.get(product);
    if (productId !== undefined) amounts.set(productId, (amounts.get(productId) ?? 0) + amount);
  }
  const items = [...amounts].map(([productId, amount]) => ({ productId, amount }));
  const { summary } = await summarise(db, items, coupon, { ...context, destination: null, userId: null });
  return { summary, missed: resolved.size < new Set(products.map((line) => line.product)).size };
}
