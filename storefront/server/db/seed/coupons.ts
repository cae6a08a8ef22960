/**
 * Coupons the shop opens with, for shoppers and testers to try every coupon
 * state; storefront/server/README.md "Coupons" lists them. Inserted only where the code is
 * missing, like the rest of the seed.
 */
import type { coupons } from '../schema';

export const seedCoupons: (typeof coupons.$inferInsert)[] = [
  /** 10 % off, every storefront, no minimum. */
  { code: 'WELCOME10', kind: 'percent', percentBp: 1000 },
  /** £50 / €60 off an order of £1,000 / €1,200 or more, every storefront. */
  {
    code: 'SAVE50',
    kind: 'fixed',
    amountByCurrency: { gbp: 5000, eur: 6000 },
    minSubtotalByCurrency: { gbp: 100000, eur: 120000 },
  },
  /** 15 % off in the French storefront only: elsewhere it is invalid-country. */
  { code: 'BIENVENUE15', kind: 'percent', percentBp: 1500, countries: ['FR'] },
  /** Ended on 1 September 2024: invalid-coupon. */
  { code: 'SUMMER24', kind: 'percent', percentBp: 2000, validFrom: new Date('2024-06-01T00:00:00Z'), validUntil: new Date('2024-09-01T00:00:00Z') },
  /** 20 % for the first hundred orders, all used: invalid-coupon. */
  { code: 'LAUNCH20', kind: 'percent', percentBp: 2000, maxUses: 100, timesUsed: 100 },
];
