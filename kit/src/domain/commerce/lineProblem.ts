import type { CartLineProblem } from '../contract/commerce';
import type { Product } from '../contract/catalogue';

/**
 * Why a cart line cannot be bought as it is (SPEC §8 "Cart line"): an archived product (or
 * build with an archived part) first, then one no longer public (discontinued), then one out
 * of stock. The server's summary says the same per line; this reads it from the product the
 * cart already holds, so the line shows its state before the summary arrives.
 */
export function cartLineProblemOf(product: Pick<Product, 'status' | 'in_stock'>): CartLineProblem | null {
  if (product.status === 'archived') return 'archived';
  if (product.status !== 'public') return 'discontinued';
  if (!product.in_stock) return 'out_of_stock';
  return null;
}

/**
 * The catalogue id of a line's problem. A build's wording speaks of its components
 * (SPEC §8: "for a PC build: some components not available"). A product in stock that the
 * summary still finds out of stock is wanted in more units than there are: the line says
 * so and how to fix it (`too_many`, with the `amount`), not that nothing is left.
 */
export function cartLineProblemMessageId(problem: CartLineProblem, productClass: Product['product_class'], inStock = false): string {
  const subject = productClass === 'pc-build' ? 'build' : 'product';
  return `cartLine.problem.${subject}.${problem === 'out_of_stock' && inStock ? 'too_many' : problem}`;
}
