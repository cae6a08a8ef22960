/**
 * Compile-time proof that what the server validates and documents is exactly what the
 * kit's client expects (kit/src/api/types.ts). `tsc` fails here if either side drifts.
 */
import type { Page } from '@rigsmith/kit/api';
import type { z } from '@hono/zod-openapi';
import type {
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderRow,
  AuditEntry,
  AuditPage,
  CancelOrderRequest,
  DeliverOrderRequest,
  InviteStaffRequest,
  ShipOrderRequest,
  StaffMember,
  StockPage,
  StockRow,
  UpdateStockRequest,
} from '@rigsmith/kit/domain';
import type {
  AdminOrderDetailSchema,
  AdminOrderPageSchema,
  AdminOrderRowSchema,
  CancelOrderBodySchema,
  DeliverOrderBodySchema,
  ShipOrderBodySchema,
} from './routes/admin/orders.routes';
import type { StockPageSchema, StockRowSchema, UpdateStockBodySchema } from './routes/admin/stock.routes';
import type { AuditEntrySchema, AuditPageSchema, InviteStaffBodySchema, StaffMemberSchema } from './routes/admin/team.routes';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

/**
 * The kit builds some types by intersection (`Page<BuildCard> & { facets }`, `Part & {...}`
 * over a union of categories) where a zod schema spells one object out; `Equal` tells the
 * two apart. Flatten the top level (each member of a union) so both compare as plain
 * object types, field for field.
 */
type Flat<T> = T extends unknown ? { [K in keyof T]: T[K] } : never;
type FlatPage<T extends Page<unknown>> = Flat<Omit<T, 'items'> & { items: Flat<T['items'][number]>[] }>;

/**
 * The back office (kit contract/admin.ts): answers as they leave the server, and the step
 * bodies as the admin screens send them.
 */
export type AdminContractChecks = [
  Expect<Equal<z.output<typeof AdminOrderRowSchema>, AdminOrderRow>>,
  Expect<Equal<z.output<typeof AdminOrderPageSchema>, FlatPage<AdminOrderPage>>>,
  Expect<Equal<z.output<typeof AdminOrderDetailSchema>, Flat<AdminOrderDetail>>>,
  Expect<Equal<z.input<typeof ShipOrderBodySchema>, ShipOrderRequest>>,
  Expect<Equal<z.input<typeof DeliverOrderBodySchema>, DeliverOrderRequest>>,
  Expect<Equal<z.input<typeof CancelOrderBodySchema>, CancelOrderRequest>>,
  Expect<Equal<z.output<typeof StockRowSchema>, StockRow>>,
  Expect<Equal<z.output<typeof StockPageSchema>, FlatPage<StockPage>>>,
  Expect<Equal<z.input<typeof UpdateStockBodySchema>, UpdateStockRequest>>,
  Expect<Equal<z.output<typeof StaffMemberSchema>, StaffMember>>,
  Expect<Equal<z.input<typeof InviteStaffBodySchema>, InviteStaffRequest>>,
  Expect<Equal<z.output<typeof AuditEntrySchema>, AuditEntry>>,
  Expect<Equal<z.output<typeof AuditPageSchema>, FlatPage<AuditPage>>>,
];
