import { describe, expect, it } from 'vitest';
import {
  couponMessageId,
  couponStatusFor,
  couponStatusOfFailure,
  couponTransition,
  emptyCouponState,
  normaliseCouponCode,
  type CouponEvent,
  type CouponState,
} from './coupon';

/** Runs events from a state, returning the last transition. */
function run(state: CouponState, ...events: CouponEvent[]) {
  let transition = { state, recalculate: false, lookUp: null as string | null };
  for (const event of events) transition = couponTransition(transition.state, event);
  return transition;
}

const applied: CouponState = { value: 'SPRING10', status: 'success', checking: null, applied: 'SPRING10' };

describe('coupon state machine', () => {
  it('empty → updating on apply, asking for a lookup of the normalised code', () => {
    const t = run(emptyCouponState, { type: 'input', value: ' spring10 ' }, { type: 'apply' });
    expect(t.state).toEqual({ value: ' spring10 ', status: 'updating', checking: 'SPRING10', applied: null });
    expect(t.lookUp).toBe('SPRING10');
    expect(t.recalculate).toBe(false);
  });

  it('does not look up an empty field, or twice while updating', () => {
    expect(run(emptyCouponState, { type: 'input', value: '   ' }, { type: 'apply' }).lookUp).toBeNull();
    const updating = run(emptyCouponState, { type: 'input', value: 'A' }, { type: 'apply' }).state;
    expect(run(updating, { type: 'apply' }).lookUp).toBeNull();
  });

  it('updating → success applies the coupon and recalculates', () => {
    const t = run(
      emptyCouponState,
      { type: 'input', value: 'spring10' },
      { type: 'apply' },
      { type: 'resolved', code: 'SPRING10', status: 'success' },
    );
    expect(t.state).toEqual(applied);
    expect(t.recalculate).toBe(true);
  });

  it.each(['invalid-coupon', 'invalid-country', 'other'] as const)('updating → %s applies nothing', (status) => {
    const t = run(emptyCouponState, { type: 'input', value: 'nope' }, { type: 'apply' }, { type: 'resolved', code: 'NOPE', status });
    expect(t.state).toEqual({ value: 'nope', status, checking: null, applied: null });
    expect(t.recalculate).toBe(false);
  });

  it('ignores a stale answer for a code no longer asked about', () => {
    const updating = run(emptyCouponState, { type: 'input', value: 'first' }, { type: 'apply' }).state;
    const edited = run(updating, { type: 'input', value: 'second' }).state;
    expect(edited.status).toBe('empty');
    expect(run(edited, { type: 'resolved', code: 'FIRST', status: 'success' }).state).toBe(edited);
  });

  it('an edit clears an error without recalculating', () => {
    const invalid: CouponState = { value: 'nope', status: 'invalid-coupon', checking: null, applied: null };
    const t = run(invalid, { type: 'input', value: 'nope2' });
    expect(t.state).toEqual({ ...emptyCouponState, value: 'nope2' });
    expect(t.recalculate).toBe(false);
  });

  it('removing an applied coupon resets to empty and recalculates', () => {
    const t = run(applied, { type: 'remove' });
    expect(t.state).toEqual(emptyCouponState);
    expect(t.recalculate).toBe(true);
  });

  it('clearing the field of an applied coupon resets to empty and recalculates', () => {
    const t = run(applied, { type: 'input', value: '' });
    expect(t.state).toEqual(emptyCouponState);
    expect(t.recalculate).toBe(true);
  });

  it('editing the field of an applied coupon takes it off', () => {
    const t = run(applied, { type: 'input', value: 'SPRING1' });
    expect(t.state).toEqual({ ...emptyCouponState, value: 'SPRING1' });
    expect(t.recalculate).toBe(true);
  });

  it('removing with nothing applied needs no recalculation', () => {
    expect(run({ ...emptyCouponState, value: 'x', status: 'other' }, { type: 'remove' }).recalculate).toBe(false);
  });

  it('follows the server when a summary refuses the applied coupon', () => {
    const t = run(applied, { type: 'summary', coupon: { code: 'SPRING10', status: 'invalid-country' } });
    expect(t.state).toEqual({ value: 'SPRING10', status: 'invalid-country', checking: null, applied: null });
    expect(t.recalculate).toBe(true);
    // The server accepting it, or a verdict on another code, changes nothing.
    expect(run(applied, { type: 'summary', coupon: { code: 'SPRING10', status: 'success' } }).state).toBe(applied);
    expect(run(applied, { type: 'summary', coupon: { code: 'OTHER', status: 'invalid-coupon' } }).state).toBe(applied);
    expect(run(applied, { type: 'summary', coupon: null }).state).toBe(applied);
  });
});

describe('coupon lookups', () => {
  it('is valid in the storefronts it names, invalid-country elsewhere', () => {
    const coupon = { affected_locales: [{ iso_3166_1_a2: 'FR' as const }, { iso_3166_1_a2: 'DE' as const }] };
    expect(couponStatusFor(coupon, 'DE')).toBe('success');
    expect(couponStatusFor(coupon, 'GB')).toBe('invalid-country');
  });

  it('maps failures: 404 invalid coupon, anything else other', () => {
    expect(couponStatusOfFailure(404)).toBe('invalid-coupon');
    expect(couponStatusOfFailure(500)).toBe('other');
    expect(couponStatusOfFailure(0)).toBe('other');
  });

  it('normalises codes and names messages', () => {
    expect(normaliseCouponCode('  welcome5 ')).toBe('WELCOME5');
    expect(couponMessageId('success')).toBe('coupon.status.success');
    expect(couponMessageId('updating')).toBeNull();
    expect(couponMessageId('empty')).toBeNull();
  });
});
