import type { Account } from '@rigsmith/kit/api';
import type { accountUpdateSchema } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * The signed-in customer's own account data (SPEC §3 "User/Account", §7 GET/PATCH
 * api/account/). Every read and write is keyed by the id from the access token, so there
 * is no way to name another customer's account.
 */

/** A PATCH body once the kit's `accountUpdateSchema` has parsed it (phone normalised, names trimmed). */
export type AccountChanges = z.output<typeof accountUpdateSchema>;

const accountColumns = {
  id: users.id,
  email: users.email,
  full_name: users.fullName,
  phone_number: users.phoneNumber,
  birth_date: users.birthDate,
  notify_orders: users.notifyOrders,
  notify_marketing: users.notifyMarketing,
};

/** The customer's account, or null when it no longer exists. */
export async function findAccount(db: Database, userId: number): Promise<Account | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Applies the fields the body has (a missing field is left as it is; an empty phone and
 * a null birth date clear them) and returns the account as stored. The email is not one
 * of them: it is the sign-in name, changed by no call yet.
 */
export async function updateAccount(db: Database, userId: number, changes: AccountChanges): Promise<Account | null> {
  const values: Partial<typeof users.$inferInsert> = {};
  if (changes.full_name !== undefined) values.fullName = changes.full_name;
  if (changes.phone_number !== undefined) values.phoneNumber = changes.phone_number;
  if (changes.birth_date !== undefined) values.birthDate = changes.birth_date;
  if (changes.notify_orders !== undefined) values.notifyOrders = changes.notify_orders;
  if (changes.notify_marketing !== undefined) values.notifyMarketing = changes.notify_marketing;
  if (Object.keys(values).length === 0) return findAccount(db, userId);
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning(accountColumns);
  return row ?? null;
}
