import { describe, expect, it } from 'vitest';
import { canShipAmount, cartLineProblemOf, listedLineProblem } from './lineProblem';
import { cartLineProblemMessageId } from './lineProblemMessage';

describe('canShipAmount', () => {
  it('ships an amount the stock holds, and not one more', () => {
    expect(canShipAmount(2, 2)).toBe(true);
    expect(canShipAmount(2, 3)).toBe(false);
    expect(canShipAmount(0, 1)).toBe(false);
  });
});

describe('cartLineProblemOf', () => {
  it.each([
    [{ status: 'public', unitsOrderable: 2 }, 2, null],
    [{ status: 'public', unitsOrderable: 2 }, 3, 'out_of_stock'],
    [{ status: 'public', unitsOrderable: 0 }, 1, 'out_of_stock'],
    [{ status: 'discontinued', unitsOrderable: 5 }, 1, 'discontinued'],
    [{ status: 'archived', unitsOrderable: 0 }, 3, 'archived'],
  ] as const)('%o × %i → %s', (facts, amount, problem) => {
    expect(cartLineProblemOf(facts, amount)).toBe(problem);
  });
});

describe('listedLineProblem', () => {
  it.each([
    [{ status: 'public', in_stock: true }, null],
    [{ status: 'public', in_stock: false }, 'out_of_stock'],
    [{ status: 'public', in_stock: false, backorder: false }, 'out_of_stock'],
    // Out of stock, but its supplier takes orders: it can be bought (and ships later).
    [{ status: 'public', in_stock: false, backorder: true }, null],
    [{ status: 'discontinued', in_stock: false, backorder: true }, 'discontinued'],
    [{ status: 'discontinued', in_stock: true }, 'discontinued'],
    [{ status: 'discontinued', in_stock: false }, 'discontinued'],
    [{ status: 'archived', in_stock: false }, 'archived'],
  ] as const)('%o → %s', (product, problem) => {
    expect(listedLineProblem(product)).toBe(problem);
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
