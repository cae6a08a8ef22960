/**
 * The back office's coupons (owner only, permission `coupons.manage`): list, create,
 * change the use limit or end date, expire now. Every change is audited. Errors are the
 * usual `{ code, message, fields? }`; a new coupon's rules are the kit's `newCouponSchema`.
 */
import { z } from 'zod';
import { ALL_STOREFRONTS, type couponChangeSchema, type newCouponSchema } from '../commerce/couponTerms';
import { countryCodes } from '../storefronts';
import { MoneySchema, pageQueryShape, pageSchemaOf, textSearchQuery } from './common';
import { adminCouponStatuses } from './options';

// Kept in a module of plain constants: a screen that reads only the list leaves the schemas
// here, and zod, out of its bundle.
export { adminCouponStatuses, type AdminCouponStatus } from './options';

/** GET api/admin/coupons/?q&status&page&per_page — newest first; the server validates with it. */
export const AdminCouponQuerySchema = /* @__PURE__ */ z.object({
  ...pageQueryShape,
  /** Part of the code, any case. */
  q: /* @__PURE__ */ textSearchQuery('Part of the code (any case).', 'WELCOME'),
  status: /* @__PURE__ */ z.enum(adminCouponStatuses).optional().meta({ description: 'Only coupons in this state now.' }),
});
export type AdminCouponQuery = z.input<typeof AdminCouponQuerySchema>;

export const AdminCouponSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    code: /* @__PURE__ */ z.string(),
    kind: /* @__PURE__ */ z.enum(['percent', 'fixed']),
    /** 'percent': basis points off (1500 = 15 %). */
    percent_bp: /* @__PURE__ */ z.number().int().nullable().meta({ description: "'percent': basis points off (1500 = 15 %)." }),
    /** 'fixed': the amount off in each currency it has one in. */
    amounts: /* @__PURE__ */ z.array(MoneySchema).meta({ description: "'fixed': the amount off in each currency it has one in." }),
    /** The lowest subtotal it applies to, per currency; empty when none. */
    min_subtotals: /* @__PURE__ */ z.array(MoneySchema),
    storefronts: /* @__PURE__ */ z.union([/* @__PURE__ */ z.literal(ALL_STOREFRONTS), /* @__PURE__ */ z.array(/* @__PURE__ */ z.enum(countryCodes))]),
    /** ISO timestamps; `valid_until` is the end, not included. */
    valid_from: /* @__PURE__ */ z.string().nullable().meta({ format: 'date-time' }),
    valid_until: /* @__PURE__ */ z.string().nullable().meta({ format: 'date-time', description: 'The end, not included.' }),
    max_uses: /* @__PURE__ */ z.number().int().nullable(),
    times_used: /* @__PURE__ */ z.number().int(),
    status: /* @__PURE__ */ z.enum(adminCouponStatuses),
    created_at: /* @__PURE__ */ z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'AdminCoupon' });
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const AdminCouponPageSchema = /* @__PURE__ */ pageSchemaOf(AdminCouponSchema).meta({ id: 'AdminCouponPage' });
export type AdminCouponPage = z.infer<typeof AdminCouponPageSchema>;

/** POST api/admin/coupons/ — the coupon form's `newCouponSchema`; 409 `coupon_code_taken` (with `fields.code`) when the code exists. */
export type CreateCouponRequest = z.input<typeof newCouponSchema>;

/** PATCH api/admin/coupons/{id}/ — `couponChangeSchema`; `max_uses` never below `times_used` (409 with `fields.max_uses`). */
export type UpdateCouponRequest = z.input<typeof couponChangeSchema>;

/** POST api/admin/coupons/{id}/expire/ — no body; ends it now (a coupon already ended is answered as it is). */
