/**
 * The back office API (SPEC leaves it unshown; designed here): staff sign in with the
 * customer auth and call `api/admin/…` with their bearer token. Every call is checked
 * against the caller's staff role on the server (`staffCan`), and every change is written
 * to the audit log. Errors are the usual `{ code, message, fields? }`. The request bodies'
 * messages are the API's own (English, as the server answers them in `fields`).
 */
import { z } from 'zod';
import { staffMemberStatuses, staffPermissions, staffRoles } from '../account/staff';
import { carrierCodes } from '../commerce/carriers';
import type { OrderEvent } from '../commerce/orderStatus';
import { countryCodes } from '../storefronts';
import { OrderHistoryEntrySchema, OrderSchema } from './commerce';
import { booleanQuery, MoneySchema, pageQueryShape, pageSchemaOf, textSearchQuery } from './common';
import { orderStatuses } from './options';

// ── Staff ───────────────────────────────────────────────────────────────────────────

/** GET api/admin/me/ — 403 `not_staff` for a customer. */
export const StaffMeSchema = /* @__PURE__ */ z
  .object({
    email: /* @__PURE__ */ z.string(),
    full_name: /* @__PURE__ */ z.string(),
    role: /* @__PURE__ */ z.enum(staffRoles),
    permissions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.enum(staffPermissions)),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** GET api/admin/staff/ (owner only) — one row per staff member; `status` says whether their invitation is still pending. */
export const StaffMemberSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    email: /* @__PURE__ */ z.string(),
    full_name: /* @__PURE__ */ z.string(),
    role: /* @__PURE__ */ z.enum(staffRoles),
    status: /* @__PURE__ */ z
      .enum(staffMemberStatuses)
      .meta({ description: '`invited`: has not set a password from the invitation yet (never signed in).' }),
    created_at: /* @__PURE__ */ z.string(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/**
 * POST api/admin/staff/ (owner only): invites by email (201); the invitee sets a password from
 * the emailed link. For someone invited who has not done so yet, it sends the invitation
 * again, with the role given (200); for an active member, 409 `already_staff`. The server
 * validates with it, in the API's own messages and documented limits; the kit's invitation
 * form (`inviteStaffSchema`) checks the same fields with the catalogue's, and `satisfies`
 * keeps what it takes this body.
 */
export const InviteStaffRequestSchema = /* @__PURE__ */ z.object({
  email: /* @__PURE__ */ z
    .string({ error: 'email must be text' })
    .trim()
    .max(254, { error: 'email must be 254 characters or fewer' })
    .email({ error: 'email must be an email address' })
    .meta({ example: 'sam@rigsmith.example' }),
  full_name: /* @__PURE__ */ z
    .string({ error: 'full_name must be text' })
    .trim()
    .min(1, { error: 'full_name is required' })
    .max(150, { error: 'full_name must be 150 characters or fewer' }),
  role: /* @__PURE__ */ z.enum(staffRoles, { error: `role must be one of ${/* @__PURE__ */ staffRoles.join(', ')}` }),
});
export type InviteStaffRequest = z.input<typeof InviteStaffRequestSchema>;

// ── Orders ──────────────────────────────────────────────────────────────────────────

const isoDateQuery = (name: string, description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date as YYYY-MM-DD` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: `${name} must be a real date` })
    .meta({ description, example: '2026-11-27' });

/**
 * GET api/admin/orders/?q&status&storefront&from&to&page&per_page — newest first. The server
 * validates with it (its messages are the 400 answer's); a client sends its input type.
 */
export const AdminOrderQuerySchema = /* @__PURE__ */ z.object({
  ...pageQueryShape,
  /** Matches the reference, the customer's email or the delivery name (case-insensitive, partial). */
  q: /* @__PURE__ */ textSearchQuery('Part of the reference, the customer’s email or the delivery name (any case).', 'RS-2026'),
  status: /* @__PURE__ */ z.enum(orderStatuses, { error: `status must be one of ${/* @__PURE__ */ orderStatuses.join(', ')}` }).optional(),
  storefront: /* @__PURE__ */ z.enum(countryCodes, { error: 'storefront must be a storefront country code' }).optional().meta({ example: 'GB' }),
  /** ISO dates, inclusive, on the order's creation day (UTC). */
  from: /* @__PURE__ */ isoDateQuery('from', 'Placed on or after this day (UTC).').optional(),
  to: /* @__PURE__ */ isoDateQuery('to', 'Placed on or before this day (UTC).').optional(),
});
export type AdminOrderQuery = z.input<typeof AdminOrderQuerySchema>;

export const AdminOrderRowSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    reference: /* @__PURE__ */ z.string(),
    status: /* @__PURE__ */ z.enum(orderStatuses),
    storefront: /* @__PURE__ */ z.enum(countryCodes),
    created_at: /* @__PURE__ */ z.string(),
    email: /* @__PURE__ */ z.string(),
    /** The delivery address's name. */
    customer_name: /* @__PURE__ */ z.string(),
    total: MoneySchema,
    quantity: /* @__PURE__ */ z.number().int(),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const AdminOrderPageSchema = /* @__PURE__ */ pageSchemaOf(AdminOrderRowSchema).meta({ id: 'AdminOrderPage' });
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

/** The steps staff may take on an order, as `nextOrderStatus` names them. */
const orderEvents = ['pay', 'cancel', 'confirm', 'ship', 'deliver'] as const satisfies readonly OrderEvent[];

/** GET api/admin/orders/{id}/ — the customer's view of the order plus what staff need. */
export const AdminOrderDetailSchema = /* @__PURE__ */ z
  .object({
    order: OrderSchema,
    storefront: /* @__PURE__ */ z.enum(countryCodes),
    email: /* @__PURE__ */ z.string(),
    customer_id: /* @__PURE__ */ z.number().int(),
    payment: /* @__PURE__ */ z
      .object({
        provider: /* @__PURE__ */ z.string(),
        reference: /* @__PURE__ */ z.string(),
        status: /* @__PURE__ */ z.enum(['succeeded', 'declined', 'requires_action', 'cancelled', 'refunded']),
        card_brand: /* @__PURE__ */ z.string(),
        card_last4: /* @__PURE__ */ z.string(),
        amount: MoneySchema,
      })
      .nullable(),
    history: /* @__PURE__ */ z.array(OrderHistoryEntrySchema),
    /** What the caller may do now, given the status and their role. */
    actions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.enum(orderEvents)).meta({ description: 'What the caller’s role may do to the order now.' }),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** A day as YYYY-MM-DD that is a real date. */
const isoDate = (name: string, description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date as YYYY-MM-DD` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: `${name} must be a real date` })
    .meta({ description, example: '2026-11-27' });

/** Why a staff member made a change: required, kept in the audit log (and told to the customer on a cancel). */
const reasonField = (description: string, example: string) =>
  z
    .string({ error: 'reason must be text' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(500, { error: 'reason must be 500 characters or fewer' })
    .meta({ description, example });

/** POST api/admin/orders/{id}/confirm/ — no body. */
/** POST api/admin/orders/{id}/ship/ */
export const ShipOrderRequestSchema = /* @__PURE__ */ z.object({
  carrier: /* @__PURE__ */ z.enum(carrierCodes, { error: `carrier must be one of ${/* @__PURE__ */ carrierCodes.join(', ')}` }),
  tracking_number: /* @__PURE__ */ z
    .string({ error: 'tracking_number must be text' })
    .max(80, { error: 'tracking_number must be 80 characters or fewer' })
    .meta({ description: 'As the carrier gave it; spaces and dashes are ignored.', example: 'JD014600003828' }),
});
export type ShipOrderRequest = z.input<typeof ShipOrderRequestSchema>;

/** POST api/admin/orders/{id}/deliver/ — `delivered_on` defaults to today. */
export const DeliverOrderRequestSchema = /* @__PURE__ */ z.object({
  delivered_on: /* @__PURE__ */ isoDate(
    'delivered_on',
    'The day it was delivered; today when absent. Not in the future, not before it shipped.',
  ).optional(),
});
export type DeliverOrderRequest = z.input<typeof DeliverOrderRequestSchema>;

/** POST api/admin/orders/{id}/cancel/ — a paid order is refunded through the payment provider and its stock returned. */
export const CancelOrderRequestSchema = /* @__PURE__ */ z.object({
  reason: /* @__PURE__ */ reasonField('Told to the customer in the cancellation email.', 'The graphics card is discontinued.'),
});
export type CancelOrderRequest = z.input<typeof CancelOrderRequestSchema>;

// ── Stock ───────────────────────────────────────────────────────────────────────────

const MAX_STOCK = 1_000_000;
const MAX_LEAD_TIME_DAYS = 365;

/** GET api/admin/stock/?q&low&page&per_page — parts, with stock; `low=1` lists those at or under their threshold. */
export const StockRowSchema = /* @__PURE__ */ z
  .object({
    part_id: /* @__PURE__ */ z.number().int(),
    reference: /* @__PURE__ */ z.string(),
    name: /* @__PURE__ */ z.string(),
    category: /* @__PURE__ */ z.string(),
    /** Operating-system licences and other digital items carry no physical stock. */
    digital: /* @__PURE__ */ z.boolean().meta({ description: 'An operating-system licence: no physical stock, never low.' }),
    stock: /* @__PURE__ */ z.number().int(),
    lead_time_days: /* @__PURE__ */ z.number().int(),
    /** Working days for the supplier's units to arrive and ship; null when it takes no backorders (an empty shelf stops sales). */
    restock_days: /* @__PURE__ */ z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Working days for the supplier’s units to arrive and ship; null: no backorders, an empty shelf stops sales.' }),
    low: /* @__PURE__ */ z.boolean(),
  })
  .meta({ id: 'StockRow' });
export type StockRow = z.infer<typeof StockRowSchema>;

/**
 * GET api/admin/stock/?q&low&page&per_page — the server validates with it. `low` lists only
 * parts at or under their threshold; the client sends it as `low=1`, as the list's links do.
 */
export const StockQuerySchema = /* @__PURE__ */ z.object({
  ...pageQueryShape,
  q: /* @__PURE__ */ textSearchQuery('Part of the part’s name or reference (any case).', 'ryzen'),
  low: /* @__PURE__ */ booleanQuery('low', 'Only physical parts at or under the low-stock level, fewest first.'),
});
export type StockQuery = z.input<typeof StockQuerySchema>;

export const StockPageSchema = /* @__PURE__ */ pageSchemaOf(StockRowSchema).meta({ id: 'StockPage' });
export type StockPage = z.infer<typeof StockPageSchema>;

/** PATCH api/admin/stock/{part_id}/ — audited with its reason. `restock_days: null` stops backorders. */
export const UpdateStockRequestSchema = /* @__PURE__ */ z
  .object({
    stock: /* @__PURE__ */ z
      .number({ error: 'stock must be a whole number' })
      .int({ error: 'stock must be a whole number' })
      .min(0, { error: 'stock must be 0 or more' })
      .max(MAX_STOCK, { error: `stock must be ${MAX_STOCK} or less` })
      .optional(),
    lead_time_days: /* @__PURE__ */ z
      .number({ error: 'lead_time_days must be a whole number' })
      .int({ error: 'lead_time_days must be a whole number' })
      .min(0, { error: 'lead_time_days must be 0 or more' })
      .max(MAX_LEAD_TIME_DAYS, { error: `lead_time_days must be ${MAX_LEAD_TIME_DAYS} or less` })
      .optional(),
    restock_days: /* @__PURE__ */ z
      .number({ error: 'restock_days must be a whole number or null' })
      .int({ error: 'restock_days must be a whole number or null' })
      .min(0, { error: 'restock_days must be 0 or more' })
      .max(MAX_LEAD_TIME_DAYS, { error: `restock_days must be ${MAX_LEAD_TIME_DAYS} or less` })
      .nullable()
      .optional()
      .meta({ description: 'null: the supplier takes no backorders.' }),
    reason: /* @__PURE__ */ reasonField('Kept in the audit log with the change.', 'Delivery from the distributor'),
  })
  .refine((body) => body.stock !== undefined || body.lead_time_days !== undefined || body.restock_days !== undefined, {
    error: 'give stock, lead_time_days or restock_days',
    path: ['stock'],
  });
export type UpdateStockRequest = z.input<typeof UpdateStockRequestSchema>;

// ── Audit ───────────────────────────────────────────────────────────────────────────

/** GET api/admin/audit/?subject&page (owner) — who did what, when, before and after. */
export const AuditEntrySchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    at: /* @__PURE__ */ z.string(),
    actor_email: /* @__PURE__ */ z.string(),
    action: /* @__PURE__ */ z.string().meta({ example: 'order.ship' }),
    subject: /* @__PURE__ */ z.string().meta({ example: 'order:42' }),
    before: /* @__PURE__ */ z.unknown(),
    after: /* @__PURE__ */ z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET api/admin/audit/ query: `subject` keeps one record's entries ('order:42'). */
export const AuditQuerySchema = /* @__PURE__ */ z.object({
  ...pageQueryShape,
  subject: /* @__PURE__ */ z
    .string()
    .regex(/^[a-z]+:\d+$/, { error: "subject must name a record as 'order:42'" })
    .optional()
    .meta({ description: 'Only this record’s entries.', example: 'order:42' }),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditPageSchema = /* @__PURE__ */ pageSchemaOf(AuditEntrySchema).meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPageSchema>;
