import type { CartSummary } from '@rigsmith/kit/api';
import type { Money } from '@rigsmith/kit/domain';

/** The server's total for a cart line, when the summary was computed for its current amount. */
export function lineTotal(summary: CartSummary | undefined, product: number, amount: number): Money | null {
  const line = summary?.lines.find((item) => item.product === product);
  return line && line.amount === amount ? line.total : null;
}

/**
 * What the server's summary says is wrong with a cart line, when computed for its current
 * amount (e.g. more units than are in stock, which the product alone cannot tell); else the
 * line's own problem.
 */
export function lineProblem<P>(summary: CartSummary | undefined, product: number, amount: number, own: P): CartSummary['lines'][number]['problem'] | P {
  const line = summary?.lines.find((item) => item.product === product);
  return line && line.amount === amount && line.problem !== null ? line.problem : own;
}
