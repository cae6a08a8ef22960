/**
 * The contract's lists of options, as plain constants: the schema modules beside this one
 * build zod schemas at load, which a screen that needs only these lists should not download.
 */

/** SPEC §9 sort options. */
export const buildSortOptions = ['bestselling', 'price_asc', 'price_desc', 'title_asc', 'title_desc', 'best_rated', 'quickest_delivery'] as const;
export type BuildSort = (typeof buildSortOptions)[number];

/** SPEC §4 "Order statuses". */
export const orderStatuses = ['waiting_for_payment', 'in_progress', 'confirmed', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A review's moderation state: new ones wait; hidden ones keep the moderator's reason. */
export const reviewStatuses = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * Where a coupon stands now: not started yet, live, past its end (or expired by hand), or
 * every use spent. A coupon both ended and used up is `expired`.
 */
export const adminCouponStatuses = ['scheduled', 'active', 'expired', 'used_up'] as const;
export type AdminCouponStatus = (typeof adminCouponStatuses)[number];
