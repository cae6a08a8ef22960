import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '../contract/commerce';
import { cancelRefunds, isOrderPayable, nextOrderStatus, orderEventsAvailable, type OrderEvent } from './orderStatus';

const events: OrderEvent[] = ['pay', 'cancel', 'confirm', 'ship', 'deliver'];

describe('nextOrderStatus', () => {
  it('walks an order from payment to delivery', () => {
    let status: OrderStatus = 'waiting_for_payment';
    for (const event of ['pay', 'confirm', 'ship', 'deliver'] as const) status = nextOrderStatus(status, event)!;
    expect(status).toBe('completed');
  });

  it('lets the customer and the expiry timer cancel only an unpaid order', () => {
    for (const actor of ['customer', 'system'] as const) {
      expect(nextOrderStatus('waiting_for_payment', 'cancel', actor)).toBe('cancelled');
      for (const status of orderStatuses.filter((s) => s !== 'waiting_for_payment')) expect(nextOrderStatus(status, 'cancel', actor)).toBeNull();
    }
  });

  it('lets staff cancel until the order ships, refunding a paid one', () => {
    expect(orderStatuses.filter((s) => nextOrderStatus(s, 'cancel', 'staff') === 'cancelled')).toEqual([
      'waiting_for_payment',
      'in_progress',
      'confirmed',
    ]);
    expect(orderStatuses.filter(cancelRefunds)).toEqual(['in_progress', 'confirmed']);
  });

  it('keeps fulfilment to staff and payment to the customer', () => {
    expect(nextOrderStatus('in_progress', 'confirm', 'customer')).toBeNull();
    expect(nextOrderStatus('confirmed', 'ship', 'customer')).toBeNull();
    expect(nextOrderStatus('waiting_for_payment', 'pay', 'staff')).toBeNull();
    expect(orderEventsAvailable('in_progress', 'staff')).toEqual(['confirm', 'cancel']);
    expect(orderEventsAvailable('shipped', 'staff')).toEqual(['deliver']);
    expect(orderEventsAvailable('completed', 'staff')).toEqual([]);
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
