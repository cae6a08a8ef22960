import { describe, expect, it } from 'vitest';
import { dayStart, endAfterDay, lastDayBefore, typedNumber } from './couponDays';

describe('coupon days', () => {
  it('starts a day at midnight UTC and ends it at the next midnight', () => {
    expect(dayStart('2026-12-01')).toBe('2026-12-01T00:00:00Z');
    expect(endAfterDay('2026-12-31')).toBe('2027-01-01T00:00:00Z');
  });

  it('leaves a day that is not one as typed, for the schema to refuse', () => {
    expect(dayStart('2026-13-01')).toBe('2026-13-01');
    expect(endAfterDay('tomorrow')).toBe('tomorrow');
  });

  it('gives back the last day included of an end, whatever its time', () => {
    expect(lastDayBefore('2027-01-01T00:00:00Z')).toBe('2026-12-31');
    expect(lastDayBefore('2027-01-01T00:00:00.000Z')).toBe('2026-12-31');
    expect(lastDayBefore('2026-11-27T09:30:00Z')).toBe('2026-11-27');
    expect(lastDayBefore(endAfterDay('2026-02-28'))).toBe('2026-02-28');
  });

  it('reads a number as typed, NaN when it is none', () => {
    expect(typedNumber(' 12 ')).toBe(12);
    expect(typedNumber('12,5')).toBe(12.5);
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('twelve')).toBeNaN();
  });
});
