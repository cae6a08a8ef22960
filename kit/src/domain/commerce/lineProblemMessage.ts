import type { CartLineProblem } from '../contract/commerce';
import type { Product } from '../contract/catalogue';

// Apart from lineProblem.ts: the cart's lines word their problems, while the shell, which
// judges a line (`listedLineProblem`), draws none (its chunk carries no cart strings).

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
