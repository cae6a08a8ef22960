import type { ProductKey } from '../contract/catalogue';
import type { GuestCart } from './guestCart';
import { removeFromGuestCart } from './guestCartEdits';
import { cartLineRoom } from './limits';

/**
 * Moving a guest's cart into the server cart on sign-in (SPEC §4: "after login each line is
 * added to the server cart, then local storage is cleared"; no line lost, none
 * duplicated, safe if it runs twice or in two tabs).
 *
 * Each guest line is one POST api/account/basket/product/ with the header
 * `Idempotency-Key: merge:<guestCartId>:<product key>` (a custom build's public id, else the product id). The server answers a repeated key
 * with its first answer and adds nothing, so a run interrupted after the server added a
 * line but before the browser heard it, a second run, or a second tab running the same
 * merge at the same moment never adds a line twice. Storage is cleared only after every
 * line got a definite answer; until then it keeps the cart as it was, so the next run
 * (the next page load, or the other tab) sends the same keys again.
 */

/**
 * One guest line to add to the server cart, and the key that makes sending it twice
 * harmless. `amount` is what is sent; `covers` the guest units it settles (more than
 * `amount` when the customer's line would pass MAX_CART_LINE_AMOUNT: the rest is dropped,
 * as the server would refuse it; none is sent when the line is full already).
 */
export type MergeStep = { product: ProductKey; amount: number; covers: number; idempotencyKey: string };

export function mergeIdempotencyKey(guestCartId: string, product: ProductKey): string {
  return `merge:${guestCartId}:${product}`;
}

/**
 * The POSTs that move a guest cart into the server cart, in the cart's order. With the
 * amounts the customer's cart holds already (`existing`), each is capped so the line stays
 * within MAX_CART_LINE_AMOUNT.
 */
export function guestCartMergePlan(cart: GuestCart, existing?: ReadonlyMap<ProductKey, number>): MergeStep[] {
  return cart.lines.map(({ product, amount }) => {
    const room = existing ? cartLineRoom(existing.get(product) ?? 0) : amount;
    return { product, amount: Math.min(amount, room), covers: amount, idempotencyKey: mergeIdempotencyKey(cart.id, product) };
  });
}

/**
 * What became of one POST: `merged` (the server holds the line), `refused` (a definite no
 * that sending again cannot change: the product is unknown or can no longer be sold) or
 * `unknown` (no answer, a server fault, a conflict with the same key still in flight: the
 * line may or may not be there, so it must be sent again with the same key later).
 */
export type MergeStepOutcome = 'merged' | 'refused' | 'unknown';

/**
 * How an answer is taken: its HTTP status (0 = no answer) and the API's error `code`.
 * 409 `idempotency_in_progress` (the other tab's identical POST is still running) and any
 * fault are `unknown`; 422 `idempotency_key_reused` means this key was answered before with
 * another amount — that earlier POST added the line, so it is `merged`; other 4xx refusals
 * (product no longer sold, cart full) are `refused`.
 */
export function mergeOutcomeOf(status: number, code?: string): MergeStepOutcome {
  if (status >= 200 && status < 300) return 'merged';
  if (status === 422 && code === 'idempotency_key_reused') return 'merged';
  if (status === 409 && code === 'idempotency_in_progress') return 'unknown';
  if (status === 0 || status >= 500 || status === 408 || status === 425 || status === 429) return 'unknown';
  return 'refused';
}

export type GuestCartMergeOptions = {
  /** Reads the stored guest cart now (null when there is none). */
  load(): GuestCart | null;
  /** What the customer's cart holds already, by product key (`productKeyOf`), to keep lines within the limit. */
  existing?: ReadonlyMap<ProductKey, number>;
  /** Stores the guest cart, or removes it (null). */
  save(cart: GuestCart | null): void;
  /** Sends one step; resolves to its outcome (never rejects for an HTTP or network failure). */
  send(step: MergeStep): Promise<MergeStepOutcome>;
  /** A new random guest-cart id, for lines a tab added while the merge ran. */
  newId(): string;
  /** Told of each refused line, which is dropped (the product cannot be sold). */
  onRefused?(step: MergeStep): void;
};

export type GuestCartMergeResult = {
  merged: MergeStep[];
  refused: MergeStep[];
  /** Some line got no definite answer: the stored cart is kept for the next run. */
  pending: boolean;
};

/** Subtracts what was merged from the cart now stored (another tab may have added meanwhile), keeping its order. */
function leftoverOf(current: GuestCart, merged: readonly MergeStep[], refused: readonly MergeStep[]): GuestCart {
  const gone = new Map<ProductKey, number>();
  for (const step of merged) gone.set(step.product, (gone.get(step.product) ?? 0) + step.covers);
  const dropped = new Set(refused.map((step) => step.product));
  const lines = current.lines
    .filter((line) => !dropped.has(line.product))
    .map((line) => ({ product: line.product, amount: line.amount - (gone.get(line.product) ?? 0) }))
    .filter((line) => line.amount > 0);
  return { ...current, lines };
}

/**
 * Runs the merge once: every line of the stored guest cart, one after the other, then
 * storage is cleared. Safe to call again at any time, from any tab:
 *
 * - a line with an `unknown` outcome stops the run and leaves the stored cart as it was
 *   (less refused lines), so the next run replays the same keys;
 * - when every line got a definite answer, the cart is removed from storage, unless the
 *   stored cart changed meanwhile (another tab, not yet aware of the sign-in, added to it):
 *   what was added is kept as a new cart with a new id, so its keys are new too, and merged
 *   by the next run;
 * - a run that finds another cart id stored than the one it read leaves that cart alone.
 */
export async function mergeGuestCart(options: GuestCartMergeOptions): Promise<GuestCartMergeResult> {
  const cart = options.load();
  const result: GuestCartMergeResult = { merged: [], refused: [], pending: false };
  if (!cart) return result;
  if (cart.lines.length === 0) {
    options.save(null);
    return result;
  }
  for (const step of guestCartMergePlan(cart, options.existing)) {
    // A line already at the limit in the customer's cart: nothing more can be added.
    const outcome = step.amount > 0 ? await options.send(step) : 'merged';
    if (outcome === 'unknown') {
      result.pending = true;
      break;
    }
    if (outcome === 'refused') {
      result.refused.push(step);
      options.onRefused?.(step);
    } else {
      result.merged.push(step);
    }
  }

  const current = options.load();
  if (!current || current.id !== cart.id) return result;
  if (result.pending) {
    // Everything stays for the next run, whose replays of merged lines add nothing; only
    // lines the server refused for good are dropped.
    let kept = current;
    for (const step of result.refused) kept = removeFromGuestCart(kept, step.product);
    options.save(kept);
    return result;
  }
  const leftover = leftoverOf(current, result.merged, result.refused);
  options.save(leftover.lines.length > 0 ? { id: options.newId(), lines: leftover.lines } : null);
  return result;
}
