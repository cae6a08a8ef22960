import { describe, expect, it } from 'vitest';
import { MAX_CART_LINE_AMOUNT, MAX_CART_LINES } from './limits';
import { addToGuestCart, cartUnitCount, createGuestCart, parseGuestCart, productKeyOf, serialiseGuestCart } from './guestCart';
import { removeFromGuestCart, replaceInGuestCart, setGuestCartAmount } from './guestCartEdits';

const cart = (...lines: [number, number][]) => ({ id: 'g1', lines: lines.map(([product, amount]) => ({ product, amount })) });

describe('guest cart', () => {
  it('keeps a custom build by its public id (a UUID) and reads it back; drops a string that is not one', () => {
    const publicId = '3b241101-e2bb-4255-8caf-4136c566a962';
    let value = addToGuestCart(createGuestCart('g1'), publicId, 1);
    value = addToGuestCart(value, 'PC-7F3K9Q2M', 1);
    value = addToGuestCart(value, publicId, 1);
    expect(value.lines).toEqual([{ product: publicId, amount: 2 }]);
    const raw = JSON.stringify({
      id: 'g1',
      lines: [
        { product: publicId, amount: 1 },
        { product: 'not-a-uuid', amount: 1 },
        { product: '12', amount: 1 },
        { product: 12, amount: 1 },
      ],
    });
    expect(parseGuestCart(raw)!.lines).toEqual([
      { product: publicId, amount: 1 },
      { product: 12, amount: 1 },
    ]);
    expect(productKeyOf({ id: 700, public_id: publicId })).toBe(publicId);
    expect(productKeyOf({ id: 12, public_id: null })).toBe(12);
  });

  it('adds a new product as a last line and more of a product to its line', () => {
    let value = createGuestCart('g1');
    value = addToGuestCart(value, 5, 1);
    value = addToGuestCart(value, 9, 2);
    value = addToGuestCart(value, 5, 3);
    expect(value).toEqual(cart([5, 4], [9, 2]));
  });

  it('caps a line at the maximum amount', () => {
    expect(addToGuestCart(cart([5, MAX_CART_LINE_AMOUNT - 1]), 5, 5).lines[0]!.amount).toBe(MAX_CART_LINE_AMOUNT);
    expect(setGuestCartAmount(cart([5, 1]), 5, 500).lines[0]!.amount).toBe(MAX_CART_LINE_AMOUNT);
  });

  it('holds at most the server cart’s number of lines', () => {
    const full = { id: 'g1', lines: Array.from({ length: MAX_CART_LINES }, (_, i) => ({ product: i + 1, amount: 1 })) };
    expect(addToGuestCart(full, 999, 1)).toBe(full);
    expect(addToGuestCart(full, 1, 1).lines[0]!.amount).toBe(2);
  });

  it('ignores adding nothing or a product id that is not one', () => {
    const value = cart([5, 1]);
    expect(addToGuestCart(value, 5, 0)).toBe(value);
    expect(addToGuestCart(value, -3, 1)).toBe(value);
    expect(addToGuestCart(value, 1.5, 1)).toBe(value);
  });

  it('sets an amount, and removes the line at zero', () => {
    expect(setGuestCartAmount(cart([5, 1], [9, 2]), 9, 4)).toEqual(cart([5, 1], [9, 4]));
    expect(setGuestCartAmount(cart([5, 1], [9, 2]), 9, 0)).toEqual(cart([5, 1]));
    const value = cart([5, 1]);
    expect(setGuestCartAmount(value, 77, 3)).toBe(value);
  });

  it('removes a line', () => {
    expect(removeFromGuestCart(cart([5, 1], [9, 2]), 5)).toEqual(cart([9, 2]));
  });

  it('replaces a line in place, keeping its amount, and joins it with a line of the new product', () => {
    expect(replaceInGuestCart(cart([5, 2], [9, 1]), 5, 7)).toEqual(cart([7, 2], [9, 1]));
    expect(replaceInGuestCart(cart([5, 2], [9, 1]), 5, 9)).toEqual(cart([9, 3]));
    const value = cart([5, 2]);
    expect(replaceInGuestCart(value, 6, 9)).toBe(value);
  });

  it('counts units', () => {
    expect(cartUnitCount(cart([5, 2], [9, 3]).lines)).toBe(5);
    expect(cartUnitCount([])).toBe(0);
  });

  describe('storage', () => {
    it('round-trips', () => {
      const value = cart([5, 2], [9, 1]);
      expect(parseGuestCart(serialiseGuestCart(value))).toEqual(value);
    });

    it.each([
      ['nothing stored', null],
      ['an empty string', ''],
      ['corrupt JSON', '{"id":'],
      ['a number', '42'],
      ['no id', '{"lines":[]}'],
      ['lines not a list', '{"id":"g1","lines":{}}'],
    ])('reads %s as no cart', (_label, raw) => {
      expect(parseGuestCart(raw)).toBeNull();
    });

    it('drops unreadable lines one by one, caps amounts and joins duplicates', () => {
      const raw = JSON.stringify({
        id: 'g1',
        lines: [
          { product: 5, amount: 2 },
          { product: '6', amount: 1 },
          { product: 7, amount: 0 },
          { product: 8, amount: 1.5 },
          null,
          { product: 9, amount: 99 },
          { product: 5, amount: 1 },
        ],
        extra: 'ignored',
      });
      expect(parseGuestCart(raw)).toEqual(cart([5, 3], [9, MAX_CART_LINE_AMOUNT]));
    });
  });
});
