import { describe, expect, it } from 'vitest';
import { isBackordered, partShippingDays, unitsAvailable, unitsOrderable, type PartSupply } from './parts';

const gpu = (stock: number, restockDays: number | null): PartSupply => ({ category: 'gpu', stock, leadTimeDays: 2, restockDays });
const licence: PartSupply = { category: 'os', stock: 0, leadTimeDays: 0, restockDays: null };

describe('part supply: shelf, backorders and ship days', () => {
  it('sells only the shelf when the supplier takes no backorders', () => {
    expect(unitsOrderable(gpu(3, null))).toBe(3);
    expect(unitsOrderable(gpu(0, null))).toBe(0);
    expect(isBackordered(gpu(0, null), 1)).toBe(false);
    expect(partShippingDays(gpu(0, null), 1)).toBe(2);
  });

  it('takes orders beyond the shelf when the supplier restocks, and ships them after the restock', () => {
    expect(unitsOrderable(gpu(0, 9))).toBe(Number.POSITIVE_INFINITY);
    expect(unitsAvailable('gpu', 0)).toBe(0);
    expect(isBackordered(gpu(2, 9), 2)).toBe(false);
    expect(partShippingDays(gpu(2, 9), 2)).toBe(2);
    expect(isBackordered(gpu(2, 9), 3)).toBe(true);
    expect(partShippingDays(gpu(2, 9), 3)).toBe(9);
  });

  it('never promises a restock sooner than the shelf would ship', () => {
    expect(partShippingDays(gpu(0, 1), 1)).toBe(2);
  });

  it('never backorders a licence: it holds no stock and never runs short', () => {
    expect(unitsOrderable(licence)).toBe(Number.POSITIVE_INFINITY);
    expect(isBackordered(licence, 50)).toBe(false);
    expect(partShippingDays(licence, 50)).toBe(0);
  });
});
