import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../shipping';
import { DELIVERY_DAYS, expectedDeliveryDate } from './delivery';

describe('expectedDeliveryDate', () => {
  it('adds the destination’s delivery days to the ship date, both in working days', () => {
    const wednesday = new Date('2026-11-18T10:00:00Z');
    // Ships Friday 20th (2 working days); GB next working day, Monday 23rd.
    expect(toIsoDate(expectedDeliveryDate(wednesday, 2, 'GB'))).toBe('2026-11-23');
    // France: two working days after Friday, Tuesday 24th.
    expect(toIsoDate(expectedDeliveryDate(wednesday, 2, 'FR'))).toBe('2026-11-24');
  });

  it('delivers next day in Great Britain and in two days elsewhere', () => {
    expect(DELIVERY_DAYS).toEqual({ GB: 1, FR: 2, IT: 2, ES: 2, DE: 2 });
  });
});
