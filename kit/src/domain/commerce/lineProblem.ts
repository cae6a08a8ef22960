import type { CartLineProblem } from '../contract/commerce';
import type { Product } from '../contract/catalogue';

/**
 * Whether an amount can be ordered (SPEC §8 "Cart line": out of stock when the stock cannot
 * supply the units asked for). The units orderable are the shelf's, with no limit from a
 * licence or a part its supplier backorders (`unitsOrderable` in catalogue/parts). The one
 * stock rule: the server's summary and order apply it to the real unit count; the kit to
 * what a product's listing tells.
 */
export function canShipAmount(unitsOrderable: number, amount: number): boolean {
  return unitsOrderable >= amount;
}

/** What a line's problem is decided from: the product's status and the units it can be ordered in. */
export type CartLineFacts = { status: Product['status']; unitsOrderable: number };

/**
 * Why a cart line of `amount` units cannot be bought as it is (SPEC §8 "Cart line"): an
 * archived product (or build with an archived part) first, then one no longer public
 * (discontinued), then stock that cannot ship the amount.
 */
export function cartLineProblemOf(facts: CartLineFacts, amount: number): CartLineProblem | null {
  if (facts.status === 'archived') return 'archived';
  if (facts.status !== 'public') return 'discontinued';
  if (!canShipAmount(facts.unitsOrderable, amount)) return 'out_of_stock';
  return null;
}

/**
 * A line's problem from the product alone, before the summary arrives: a listing tells only
 * whether any unit is in stock or on backorder, so this says out of stock when neither;
 * more units than the stock holds is the summary's to say (same rule, real count).
 */
export function listedLineProblem(product: Pick<Product, 'status' | 'in_stock' | 'backorder'>): CartLineProblem | null {
  return cartLineProblemOf({ status: product.status, unitsOrderable: product.in_stock || product.backorder ? 1 : 0 }, 1);
}
