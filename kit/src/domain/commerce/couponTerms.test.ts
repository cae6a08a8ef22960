import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../account/validationMessages';
import { couponChangeIssues, couponChangeSchema, currenciesOf, isCouponTermsMessageId, newCouponSchema, type NewCouponInput } from './couponTerms';

const percent: NewCouponInput = { code: ' spring-15 ', kind: 'percent', percent: 15, storefronts: ['GB'], valid_from: '2026-12-01T00:00:00Z' };
const fixed: NewCouponInput = {
  code: 'TAKE50',
  kind: 'fixed',
  amount: { gbp: 5000, eur: 6000 },
  storefronts: 'all',
  valid_from: '2026-12-01T00:00:00Z',
  valid_until: '2027-01-01T00:00:00Z',
  max_uses: 50,
};

const errorsOf = (input: unknown) => {
  const result = newCouponSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('newCouponSchema', () => {
  it('upper-cases the code and stores a percentage as basis points', () => {
    expect(newCouponSchema.parse(percent)).toEqual({
      code: 'SPRING-15',
      kind: 'percent',
      percent_bp: 1500,
      amount: null,
      min_subtotal: null,
      storefronts: ['GB'],
      valid_from: '2026-12-01T00:00:00Z',
      valid_until: null,
      max_uses: null,
    });
    expect(newCouponSchema.parse({ ...percent, percent: 12.5 }).percent_bp).toBe(1250);
  });

  it('takes the shop’s code characters only, 3 to 64 of them', () => {
    expect(errorsOf({ ...percent, code: '' })).toEqual({ code: 'validation.required' });
    for (const code of ['AB', 'TEN OFF', 'DIX%', 'É10', 'X'.repeat(65)])
      expect(errorsOf({ ...percent, code })).toEqual({ code: 'adminCoupons.validation.code' });
    expect(errorsOf({ ...percent, code: 'a_b-9' })).toEqual({});
  });

  it('takes 1 to 100 percent, to the hundredth', () => {
    for (const value of [1, 100, 33.33]) expect(errorsOf({ ...percent, percent: value })).toEqual({});
    for (const value of [0, 0.5, 101, 12.345, Number.NaN])
      expect(errorsOf({ ...percent, percent: value })).toEqual({ percent: 'adminCoupons.validation.percent' });
    const { percent: _p, ...none } = percent;
    expect(errorsOf(none)).toEqual({ percent: 'adminCoupons.validation.percent' });
  });

  it('needs a fixed amount in the currency of every storefront chosen, and keeps only those', () => {
    expect(errorsOf({ ...fixed, amount: { gbp: 5000 } })).toEqual({ 'amount.eur': 'adminCoupons.validation.amount' });
    expect(errorsOf({ ...fixed, amount: { gbp: 0, eur: 6000 } })).toEqual({ 'amount.gbp': 'adminCoupons.validation.amount' });
    expect(errorsOf({ ...fixed, amount: { gbp: 12.5, eur: 6000 } })).toEqual({ 'amount.gbp': 'adminCoupons.validation.amount' });
    const ukOnly = newCouponSchema.parse({ ...fixed, storefronts: ['GB'], amount: { gbp: 5000, eur: 6000 } });
    expect(ukOnly).toMatchObject({ percent_bp: null, amount: { gbp: 5000 }, storefronts: ['GB'] });
    expect(ukOnly.amount).not.toHaveProperty('eur');
  });

  it('needs a minimum subtotal, when given, in every currency chosen', () => {
    expect(errorsOf({ ...fixed, min_subtotal: { gbp: 100000 } })).toEqual({ 'min_subtotal.eur': 'adminCoupons.validation.minSubtotal' });
    expect(newCouponSchema.parse({ ...fixed, min_subtotal: { gbp: 100000, eur: 120000 } }).min_subtotal).toEqual({ gbp: 100000, eur: 120000 });
  });

  it('needs at least one storefront, or all; lists them in the shop’s order', () => {
    expect(errorsOf({ ...percent, storefronts: [] })).toEqual({ storefronts: 'adminCoupons.validation.storefronts' });
    expect(errorsOf({ ...percent, storefronts: ['US'] })).toEqual({ storefronts: 'adminCoupons.validation.storefronts' });
    expect(newCouponSchema.parse({ ...percent, storefronts: ['DE', 'GB'] }).storefronts).toEqual(['GB', 'DE']);
  });

  it('ends after it starts', () => {
    expect(errorsOf({ ...fixed, valid_until: fixed.valid_from })).toEqual({ valid_until: 'adminCoupons.validation.validUntil' });
    expect(errorsOf({ ...fixed, valid_from: 'tomorrow' })).toEqual({ valid_from: 'adminCoupons.validation.validFrom' });
  });

  it('limits uses to 1 or more, whole', () => {
    for (const max_uses of [0, -1, 2.5]) expect(errorsOf({ ...fixed, max_uses })).toEqual({ max_uses: 'adminCoupons.validation.maxUses' });
    expect(newCouponSchema.parse({ ...fixed, max_uses: null }).max_uses).toBeNull();
  });
});

describe('couponChangeSchema', () => {
  it('changes the limit or the end, and needs one of them', () => {
    expect(couponChangeSchema.parse({ max_uses: 10 })).toEqual({ max_uses: 10 });
    expect(couponChangeSchema.parse({ valid_until: null })).toEqual({ valid_until: null });
    expect(fieldErrorsOf(couponChangeSchema.safeParse({}).error!)).toEqual({ max_uses: 'adminCoupons.validation.nothingToChange' });
    expect(fieldErrorsOf(couponChangeSchema.safeParse({ max_uses: 0 }).error!)).toEqual({ max_uses: 'adminCoupons.validation.maxUses' });
  });
});

describe('couponChangeIssues', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const used = { times_used: 3, valid_from: '2026-12-01T00:00:00Z' };

  it('refuses a limit below the uses so far, and allows the uses themselves or no limit', () => {
    expect(couponChangeIssues(used, { max_uses: 2 }, now)).toEqual({ max_uses: 'adminCoupons.validation.belowUses' });
    expect(couponChangeIssues(used, { max_uses: 3 }, now)).toEqual({});
    expect(couponChangeIssues(used, { max_uses: null }, now)).toEqual({});
  });

  it('refuses an end already past, then one not after the start; no end is fine', () => {
    expect(couponChangeIssues(used, { valid_until: '2026-11-27T00:00:00Z' }, now)).toEqual({ valid_until: 'adminCoupons.validation.untilPast' });
    expect(couponChangeIssues(used, { valid_until: '2026-11-30T00:00:00Z' }, now)).toEqual({ valid_until: 'adminCoupons.validation.validUntil' });
    expect(couponChangeIssues(used, { valid_until: '2026-12-02T00:00:00Z' }, now)).toEqual({});
    expect(couponChangeIssues({ ...used, valid_from: null }, { valid_until: '2026-11-28T00:00:00Z' }, now)).toEqual({});
    expect(couponChangeIssues(used, { valid_until: null, max_uses: 1 }, now)).toEqual({ max_uses: 'adminCoupons.validation.belowUses' });
  });
});

describe('currenciesOf', () => {
  it('is GBP for the UK and EUR for the others', () => {
    expect(currenciesOf(['GB'])).toEqual(['gbp']);
    expect(currenciesOf(['FR', 'IT'])).toEqual(['eur']);
    expect(currenciesOf('all')).toEqual(['gbp', 'eur']);
  });

  it('knows its message ids', () => {
    expect(isCouponTermsMessageId('adminCoupons.validation.code')).toBe(true);
    expect(isCouponTermsMessageId('validation.required')).toBe(false);
  });
});
