/**
 * Cart, coupons, orders and payment (issue #6); spread into `endpoints`. Each is a thin
 * typed wrapper over one call of `commerceTypes.ts`.
 */
export const commerceEndpoints = {};
