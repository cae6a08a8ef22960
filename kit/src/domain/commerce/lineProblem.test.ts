import { describe, expect, it } from 'vitest';
import { cartLineProblemMessageId, cartLineProblemOf } from './lineProblem';

describe('cartLineProblemOf', () => {
  it.each([
    [{ status: 'public', in_stock: true }, null],
    [{ status: 'public', in_stock: false }, 'out_of_stock'],
    [{ status: 'discontinued', in_stock: true }, 'discontinued'],
    [{ status: 'discontinued', in_stock: false }, 'discontinued'],
    [{ status: 'archived', in_stock: false }, 'archived'],
  ] as const)('%o → %s', (product, problem) => {
    expect(cartLineProblemOf(product)).toBe(problem);
  });

  it('words a build’s problem by its components', () => {
    expect(cartLineProblemMessageId('out_of_stock', 'pc-build')).toBe('cartLine.problem.build.out_of_stock');
    expect(cartLineProblemMessageId('archived', 'accessory')).toBe('cartLine.problem.product.archived');
  });

  it('tells more units than the stock from none left', () => {
    expect(cartLineProblemMessageId('out_of_stock', 'accessory', true)).toBe('cartLine.problem.product.too_many');
    expect(cartLineProblemMessageId('out_of_stock', 'pc-build', true)).toBe('cartLine.problem.build.too_many');
    expect(cartLineProblemMessageId('out_of_stock', 'pc-build', false)).toBe('cartLine.problem.build.out_of_stock');
  });
});
