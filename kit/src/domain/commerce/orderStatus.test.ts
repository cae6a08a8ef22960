import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '../contract/commerce';
import { isOrderPayable, nextOrderStatus, type OrderEvent } from './orderStatus';

const events: OrderEvent[] = ['pay', 'cancel', 'confirm', 'ship', 'deliver'];

describe('nextOrderStatus', () => {
  it('walks an order from payment to delivery', () => {
    let status: OrderStatus = 'waiting_for_payment';
    for (const event of ['pay', 'confirm', 'ship', 'deliver'] as const) status = nextOrderStatus(status, event)!;
    expect(status).toBe('completed');
  });

  it('cancels only an order waiting for payment', () => {
    expect(nextOrderStatus('waiting_for_payment', 'cancel')).toBe('cancelled');
    for (const status of orderStatuses.filter((s) => s !== 'waiting_for_payment')) expect(nextOrderStatus(status, 'cancel')).toBeNull();
  });

  it('lets nothing happen to a completed or cancelled order', () => {
    for (const event of events) {
      expect(nextOrderStatus('completed', event)).toBeNull();
      expect(nextOrderStatus('cancelled', event)).toBeNull();
    }
  });

  it('refuses events out of order', () => {
    expect(nextOrderStatus('waiting_for_payment', 'ship')).toBeNull();
    expect(nextOrderStatus('in_progress', 'pay')).toBeNull();
    expect(nextOrderStatus('confirmed', 'deliver')).toBeNull();
  });
});

describe('isOrderPayable', () => {
  it('is true only while waiting for payment', () => {
    expect(orderStatuses.filter(isOrderPayable)).toEqual(['waiting_for_payment']);
  });
});
