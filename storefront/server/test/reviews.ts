import type { OrderStatus } from '@rigsmith/kit/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderLines, orders } from '../db/schema';

/**
 * Orders for the review tests, written straight to the tables: a review needs only an
 * order of the customer's in some status with its lines, not a whole checkout. The staff
 * order transitions (confirm, ship, deliver) are tested on their own.
 */

export type TestOrderLine = { productId: number; name: string; reference: string; productClass?: 'pc-build' | 'component' | 'accessory' };

let sequence = 0;

/** An order of the customer's with these lines, in `status` (delivered today when 'completed'). */
export async function insertTestOrder(
  db: Database,
  userId: number,
  lines: readonly TestOrderLine[],
  status: OrderStatus = 'completed',
): Promise<{ id: number; lineIds: number[] }> {
  sequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      reference: `RS-2026-${String(900_000 + sequence)}`,
      userId,
      status,
      currency: 'gbp',
      storefrontCountry: 'GB',
      vatRateBp: 2000,
      subtotalMinor: 100_00 * lines.length,
      discountMinor: 0,
      shippingMinor: 0,
      totalMinor: 100_00 * lines.length,
      vatMinor: 0,
      shippingAddress: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '+447123456123',
        line1: '1 Test Street',
        line2: '',
        city: 'London',
        postcode: 'SW1A 1AA',
        country: 'GB',
      },
      phoneNumber: '+447123456123',
      email: 'buyer@rigsmith.example',
      estimatedShipDate: '2026-01-05',
      expectedDeliveryDate: '2026-01-08',
      deliveredOn: status === 'completed' ? '2026-01-08' : null,
    })
    .returning({ id: orders.id });
  const inserted = await db
    .insert(orderLines)
    .values(
      lines.map((line, position) => ({
        orderId: order!.id,
        productId: line.productId,
        position,
        reference: line.reference,
        name: line.name,
        productClass: line.productClass ?? 'pc-build',
        quantity: 1,
        unitPriceMinor: 100_00,
        totalMinor: 100_00,
      })),
    )
    .returning({ id: orderLines.id });
  return { id: order!.id, lineIds: inserted.map((line) => line.id) };
}

/** Marks an order delivered, as staff's "mark delivered" leaves it (status completed, delivered today). */
export async function markDelivered(db: Database, orderId: number): Promise<void> {
  await db.update(orders).set({ status: 'completed', deliveredOn: '2026-01-08' }).where(eq(orders.id, orderId));
}
