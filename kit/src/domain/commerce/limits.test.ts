import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CART_LINE_AMOUNT, cartLineRoom, clampCartLineAmount, fitsCartLine } from './limits';

describe('clampCartLineAmount', () => {
  it('brings any amount into the line range, and keeps one already in it', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (amount) => {
        const clamped = clampCartLineAmount(amount);
        expect(fitsCartLine(clamped)).toBe(true);
        if (fitsCartLine(amount)) expect(clamped).toBe(amount);
      }),
    );
  });

  it('caps at the maximum and raises to one', () => {
    expect(clampCartLineAmount(MAX_CART_LINE_AMOUNT + 5)).toBe(MAX_CART_LINE_AMOUNT);
    expect(clampCartLineAmount(0)).toBe(1);
    expect(clampCartLineAmount(3.7)).toBe(3);
  });
});

describe('fitsCartLine', () => {
  it.each([
    [1, true],
    [MAX_CART_LINE_AMOUNT, true],
    [0, false],
    [MAX_CART_LINE_AMOUNT + 1, false],
    [2.5, false],
  ])('%d → %s', (amount, fits) => expect(fitsCartLine(amount)).toBe(fits));
});

describe('cartLineRoom', () => {
  it('is what a line may still take, never below none', () => {
    expect(cartLineRoom(0)).toBe(MAX_CART_LINE_AMOUNT);
    expect(cartLineRoom(7)).toBe(MAX_CART_LINE_AMOUNT - 7);
    expect(cartLineRoom(MAX_CART_LINE_AMOUNT + 2)).toBe(0);
  });
});
