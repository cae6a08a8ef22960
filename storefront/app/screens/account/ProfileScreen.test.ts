import { describe, expect, it } from 'vitest';
import type { ShippingAddress } from '@rigsmith/kit/api';
import { addressesInOrder } from './ProfileScreen';

const address = (id: number, is_default: boolean): ShippingAddress => ({
  id,
  is_default,
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+447123456123',
  line1: `${id} High Street`,
  line2: '',
  city: 'London',
  postcode: 'SW1A 1AA',
  province: '',
  country: 'GB',
});

describe('addressesInOrder', () => {
  it('lists the default address first and keeps the others in their saved order', () => {
    const ordered = addressesInOrder([address(1, false), address(2, false), address(3, true), address(4, false)]);
    expect(ordered.map((item) => item.id)).toEqual([3, 1, 2, 4]);
  });

  it('does not reorder the list it is given', () => {
    const saved = [address(1, false), address(2, true)];
    addressesInOrder(saved);
    expect(saved.map((item) => item.id)).toEqual([1, 2]);
  });
});
