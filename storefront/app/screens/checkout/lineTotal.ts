import type { CartSummary } from '@rigsmith/kit/api';
import type { Money } from '@rigsmith/kit/domain';

/** The server's total for a cart line, when the summary was computed for its current amount. */
export function lineTotal(summary: CartSummary | undefined, product: number, amount: number): Money | null {
  const line = summary?.lines.find((item) => item.product === product);
  return line && line.amount === amount ? line.total : null;
}
