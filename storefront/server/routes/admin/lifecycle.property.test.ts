import { nextOrderStatus, type OrderActor, type OrderEvent, type OrderStatus } from '@rigsmith/kit/domain';
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orders, payments } from '../../db/schema';
import { expireUnpaidOrders } from '../../services/orders';
import { createTestApp } from '../../test/app';
import { callApi, newIdempotencyKey, productIds, setStock, stockOf, type Customer } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import { placeTestOrder, SUCCEEDING_CARD } from '../../test/orders';
import { createStaff, type TestStaff } from '../../test/staff';

/**
 * The order machine on real orders (SPEC §4 "Order statuses"): random sequences of the
 * customer's, the staff's and the unpaid-order timer's actions on a few orders, each
 * through the real API or service. After every action each order's status is the one the
 * kit's machine gives (an action it refuses changes nothing); at the end the stock is
 * back by exactly what the cancelled orders took, and the refunds are exactly the totals
 * of the cancelled orders that had been paid.
 */

let database: TestDatabase;
let app: App;
let keyboard: number;
let staff: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  keyboard = (await productIds(database.db))('accessory-razer-blackwidow-v4');
  await setStock(database.db, keyboard, 100_000);
  staff = await createStaff(database.db, 'owner');
});
afterAll(() => database.close());

type Action = { order: number; actor: OrderActor; event: OrderEvent };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    order: fc.nat(2),
    actor: fc.constant<OrderActor>('staff'),
    event: fc.constantFrom<OrderEvent>('confirm', 'ship', 'deliver', 'cancel'),
  }),
  fc.record({ order: fc.nat(2), actor: fc.constant<OrderActor>('customer'), event: fc.constantFrom<OrderEvent>('pay', 'cancel') }),
  fc.record({ order: fc.constant(0), actor: fc.constant<OrderActor>('system'), event: fc.constant<OrderEvent>('cancel') }),
);

type Tracked = { id: number; who: Customer; quantity: number; status: OrderStatus; paid: boolean; total: number };

async function perform(tracked: Tracked, { actor, event }: Action): Promise<void> {
  if (actor === 'system') return;
  const token = actor === 'staff' ? staff.token : tracked.who.token;
  const body =
    event === 'ship'
      ? { carrier: 'gls', tracking_number: 'GLS12345678' }
      : event === 'cancel' && actor === 'staff'
        ? { reason: 'Property test' }
        : event === 'pay'
          ? SUCCEEDING_CARD
          : {};
  const path = actor === 'staff' ? `/api/admin/orders/${tracked.id}/${event}/` : `/api/account/order/${tracked.id}/${event}/`;
  const response = await callApi(app, 'POST', path, { token, body, headers: event === 'pay' ? { 'Idempotency-Key': newIdempotencyKey() } : {} });
  // A refused step is a 409, never a crash.
  expect([200, 409]).toContain(response.status);
}

describe('the order lifecycle under any sequence of actions', () => {
  it('keeps statuses legal, stock balanced and refunds equal to the cancelled paid totals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.array(action, { maxLength: 10 }),
        async (quantities, paid, actions) => {
          // Earlier runs' unpaid orders would be expired by this run's timer: expire them first.
          await expireUnpaidOrders(database.db, { lifetimeMs: -1000 });
          const stockBefore = await stockOf(database.db, keyboard);
          const tracked: Tracked[] = [];
          for (const [index, quantity] of quantities.entries()) {
            const { who, order } = await placeTestOrder(app, database.db, [[keyboard, quantity]], { paid: paid[index]! });
            tracked.push({ id: order.id, who, quantity, status: order.status, paid: paid[index]!, total: order.total.amount });
          }
          for (const step of actions) {
            if (step.actor === 'system') {
              // The timer cancels every order left unpaid (here: any age).
              await expireUnpaidOrders(database.db, { lifetimeMs: -1000 });
              for (const order of tracked) order.status = nextOrderStatus(order.status, 'cancel', 'system') ?? order.status;
            } else {
              const order = tracked[step.order]!;
              await perform(order, step);
              const next = nextOrderStatus(order.status, step.event, step.actor);
              if (next !== null) {
                if (step.event === 'pay') order.paid = true;
                order.status = next;
              }
            }
            const rows = await database.db
              .select({ id: orders.id, status: orders.status })
              .from(orders)
              .where(
                inArray(
                  orders.id,
                  tracked.map((order) => order.id),
                ),
              );
            for (const row of rows) expect(row.status).toBe(tracked.find((order) => order.id === row.id)!.status);
          }

          const held = tracked.filter((order) => order.status !== 'cancelled').reduce((sum, order) => sum + order.quantity, 0);
          expect(await stockOf(database.db, keyboard)).toBe(stockBefore - held);

          const refunds = await database.db
            .select({ status: payments.status, amountMinor: payments.amountMinor })
            .from(payments)
            .where(
              inArray(
                payments.orderId,
                tracked.map((order) => order.id),
              ),
            );
          const refundSum = refunds.filter((payment) => payment.status === 'refunded').reduce((sum, payment) => sum + payment.amountMinor, 0);
          const cancelledPaid = tracked.filter((order) => order.status === 'cancelled' && order.paid).reduce((sum, order) => sum + order.total, 0);
          expect(refundSum).toBe(cancelledPaid);
        },
      ),
      { numRuns: 15 },
    );
  }, 300_000);
});
