/**
 * The back office API (SPEC leaves it unshown; designed here): staff sign in with the
 * customer auth and call `api/admin/…` with their bearer token. Every call is checked
 * against the caller's staff role on the server (`staffCan`), and every change is written
 * to the audit log. Errors are the usual `{ code, message, fields? }`.
 */
import type { StaffMemberStatus, StaffPermission, StaffRole } from '../account/staff';
import type { CarrierCode } from '../commerce/carriers';
import type { OrderEvent } from '../commerce/orderStatus';
import type { Money } from '../money';
import type { CountryCode } from '../storefronts';
import type { Page } from './catalogue';
import type { Order, OrderHistoryEntry, OrderStatus } from './commerce';

// ── Staff ───────────────────────────────────────────────────────────────────────────

/** GET api/admin/me/ — 403 `not_staff` for a customer. */
export type StaffMe = {
  email: string;
  full_name: string;
  role: StaffRole;
  permissions: StaffPermission[];
};

/** GET api/admin/staff/ (owner only) — one row per staff member; `status` says whether their invitation is still pending. */
export type StaffMember = { id: number; email: string; full_name: string; role: StaffRole; status: StaffMemberStatus; created_at: string };

/**
 * POST api/admin/staff/ (owner only): invites by email (201); the invitee sets a password from
 * the emailed link. For someone invited who has not done so yet, it sends the invitation
 * again, with the role given (200); for an active member, 409 `already_staff`.
 */
export type InviteStaffRequest = { email: string; full_name: string; role: StaffRole };

// ── Orders ──────────────────────────────────────────────────────────────────────────

/** GET api/admin/orders/?q&status&storefront&from&to&page&per_page — newest first. */
export type AdminOrderQuery = {
  /** Matches the reference, the customer's email or the delivery name (case-insensitive, partial). */
  q?: string;
  status?: OrderStatus;
  storefront?: CountryCode;
  /** ISO dates, inclusive, on the order's creation day (UTC). */
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
};

export type AdminOrderRow = {
  id: number;
  reference: string;
  status: OrderStatus;
  storefront: CountryCode;
  created_at: string;
  email: string;
  /** The delivery address's name. */
  customer_name: string;
  total: Money;
  quantity: number;
};

export type AdminOrderPage = Page<AdminOrderRow>;

/** GET api/admin/orders/{id}/ — the customer's view of the order plus what staff need. */
export type AdminOrderDetail = {
  order: Order;
  storefront: CountryCode;
  email: string;
  customer_id: number;
  payment: {
    provider: string;
    reference: string;
    status: 'succeeded' | 'declined' | 'requires_action' | 'cancelled' | 'refunded';
    card_brand: string;
    card_last4: string;
    amount: Money;
  } | null;
  history: OrderHistoryEntry[];
  /** What the caller may do now, given the status and their role. */
  actions: OrderEvent[];
};

/** POST api/admin/orders/{id}/confirm/ — no body. */
/** POST api/admin/orders/{id}/ship/ */
export type ShipOrderRequest = { carrier: CarrierCode; tracking_number: string };
/** POST api/admin/orders/{id}/deliver/ — `delivered_on` defaults to today. */
export type DeliverOrderRequest = { delivered_on?: string };
/** POST api/admin/orders/{id}/cancel/ — a paid order is refunded through the payment provider and its stock returned. */
export type CancelOrderRequest = { reason: string };

// ── Stock ───────────────────────────────────────────────────────────────────────────

/** GET api/admin/stock/?q&low&page&per_page — parts, with stock; `low=1` lists those at or under their threshold. */
export type StockRow = {
  part_id: number;
  reference: string;
  name: string;
  category: string;
  /** Operating-system licences and other digital items carry no physical stock. */
  digital: boolean;
  stock: number;
  lead_time_days: number;
  /** Working days for the supplier's units to arrive and ship; null when it takes no backorders (an empty shelf stops sales). */
  restock_days: number | null;
  low: boolean;
};

export type StockPage = Page<StockRow>;

/** PATCH api/admin/stock/{part_id}/ — audited with its reason. `restock_days: null` stops backorders. */
export type UpdateStockRequest = { stock?: number; lead_time_days?: number; restock_days?: number | null; reason: string };

// ── Audit ───────────────────────────────────────────────────────────────────────────

/** GET api/admin/audit/?subject&page (owner) — who did what, when, before and after. */
export type AuditEntry = {
  id: number;
  at: string;
  actor_email: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
};

export type AuditPage = Page<AuditEntry>;
