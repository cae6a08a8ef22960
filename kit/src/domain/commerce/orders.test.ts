import { describe, expect, it } from 'vitest';
import type { Order } from '../contract/commerce';
import { splitOrders } from './orders';

describe('splitOrders', () => {
  it('puts completed and cancelled orders in the history, the rest in progress, keeping the order', () => {
    const orders = (['waiting_for_payment', 'completed', 'shipped', 'cancelled', 'in_progress', 'confirmed'] as const).map(
      (status, id) => ({ id, status }) as Order,
    );
    const { inProgress, history } = splitOrders(orders);
    expect(inProgress.map((order) => order.id)).toEqual([0, 2, 4, 5]);
    expect(history.map((order) => order.id)).toEqual([1, 3]);
  });
});
