import type { ShippingAddress } from '@rigsmith/kit/api';
import { addressFormats, MAX_SAVED_ADDRESSES, provinceOf, validationMessages, type shippingAddressSchema } from '@rigsmith/kit/domain';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { builtOnce } from '../db/built-once';
import type { Database } from '../db/client';
import { countries, shippingAddresses, users } from '../db/schema';
import { activeSession, type UncheckedSession } from './auth/sessions';
import { DomainError, invalidFields, type FieldProblem } from './domain-error';
import type { PlaceDirectory } from './places';

/**
 * A customer's saved shipping addresses (SPEC §3 "Address", §5, §9): at most
 * six, exactly one default while there are any, only to shipping countries, and city and
 * postcode a real place from the directory. Every query is scoped by the signed-in
 * customer's id, so another customer's address is simply not found (a 404, never a 403
 * that would tell it exists).
 */

/** A POST body once the kit's `shippingAddressSchema` has parsed it. */
export type NewShippingAddress = z.output<typeof shippingAddressSchema>;

/** An address's own fields, as the API names them: the address book's rows and an order's delivery address. */
export const addressFieldColumns = {
  first_name: shippingAddresses.firstName,
  last_name: shippingAddresses.lastName,
  phone: shippingAddresses.phone,
  line1: shippingAddresses.line1,
  line2: shippingAddresses.line2,
  city: shippingAddresses.city,
  postcode: shippingAddresses.postcode,
  province: shippingAddresses.province,
  country: shippingAddresses.country,
};

const addressColumns = { id: shippingAddresses.id, is_default: shippingAddresses.isDefault, ...addressFieldColumns };

/** Default first, then newest first (the order SPEC §2's profile lists them in). */
const listOrder = [desc(shippingAddresses.isDefault), desc(shippingAddresses.createdAt), desc(shippingAddresses.id)];

export async function listAddresses(db: Database, userId: number): Promise<ShippingAddress[]> {
  return db
    .select(addressColumns)
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(...listOrder);
}

/** The 404 for an id that is not one of this customer's addresses, whoever's it is. */
const addressNotFound = () => new DomainError('saved_address_not_found');

/**
 * Takes the customer's row lock for the rest of the transaction: concurrent writes to
 * one customer's addresses queue here, so the count and the default stay right whatever
 * races the requests run (the partial unique index backs the default up).
 */
export async function lockCustomer(tx: Database, userId: number, uncheckedSession?: UncheckedSession): Promise<void> {
  // Checked already when the call's Idempotency-Key was claimed (services/idempotency.ts).
  if (uncheckedSession === undefined || uncheckedSession.checked) {
    await lockedCustomer(tx, { userId });
    return;
  }
  // The session's check rides on the lock (requireAuthSessionInFirstWrite): no row, no lock, and the
  // call ends as an ended session's would have before it began; its transaction had written nothing.
  const [locked] = await lockedCustomerInSession(tx, { userId, sessionId: uncheckedSession.id, now: new Date().toISOString() });
  if (!locked) throw new DomainError('session_ended');
  uncheckedSession.checked = true;
}

/** Every cart write and order takes it too (services/cart.ts, services/orders.ts): its SQL is built once. */
const lockedCustomer = builtOnce((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update'),
);

/** The lock, taken only while the session is open: isSessionActive's condition (services/auth/sessions.ts). */
const lockedCustomerInSession = builtOnce((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), activeSession()))
    .for('update', { of: users }),
);

/**
 * The province an address keeps: the directory's, when the country writes one and the
 * directory knows the place's region (so it always agrees with the city); else what the
 * client sent, already checked for length and characters by the schema; none for a
 * country whose addresses carry no province.
 */
function provinceFor(input: NewShippingAddress, region: string): string {
  if (!addressFormats[input.country].province) return '';
  return provinceOf(input.country, region) || input.province;
}

/**
 * Saves a new address. The country must be one the shop ships to (the countries table
 * says so, not only the schema) and city and postcode must be a real place of the
 * directory, stored in its spelling. The first address, or one sent with
 * `is_default: true`, becomes the default. The seventh is refused (409 `address_limit`).
 */
/**
 * The checks a new address must pass before it is saved or shipped to (checkout reuses
 * them for an order's new address): a country the shop ships to (the countries table
 * says so, not only the schema) and city and postcode a real place of the directory.
 * Answers the address with the place in the directory's spelling; throws a 400
 * `validation_error` whose `fields` are prefixed with `fieldPrefix` (e.g. `shipping_address.`).
 */
export async function checkNewAddress(
  db: Database,
  input: NewShippingAddress,
  places: PlaceDirectory,
  { fieldPrefix = '' }: { fieldPrefix?: string } = {},
): Promise<NewShippingAddress> {
  const [destination] = await db.select({ isShipping: countries.isShipping }).from(countries).where(eq(countries.iso, input.country));
  if (!destination?.isShipping) {
    throw invalidFields({ [`${fieldPrefix}country`]: { id: validationMessages.shippingCountry } });
  }

  const check = await places.check(input.country, input.city, input.postcode);
  if (!check.ok) {
    const fields: Record<string, FieldProblem> = {};
    if (check.city) fields[`${fieldPrefix}city`] = { id: validationMessages.selectCity };
    if (check.postcode) fields[`${fieldPrefix}postcode`] = { id: validationMessages.selectPostcode };
    throw invalidFields(fields);
  }
  return { ...input, city: check.place.city, postcode: check.place.postcode, province: provinceFor(input, check.place.region) };
}

export async function addAddress(db: Database, userId: number, input: NewShippingAddress, places: PlaceDirectory): Promise<ShippingAddress> {
  const checked = await checkNewAddress(db, input, places);

  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [{ saved } = { saved: 0 }] = await tx.select({ saved: count() }).from(shippingAddresses).where(eq(shippingAddresses.userId, userId));
    if (saved >= MAX_SAVED_ADDRESSES) {
      throw new DomainError('address_limit', { max: MAX_SAVED_ADDRESSES });
    }
    const isDefault = saved === 0 || input.is_default;
    if (isDefault) {
      await tx
        .update(shippingAddresses)
        .set({ isDefault: false })
        .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)));
    }
    const [row] = await tx
      .insert(shippingAddresses)
      .values({
        userId,
        isDefault,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        line1: input.line1,
        line2: input.line2,
        city: checked.city,
        postcode: checked.postcode,
        province: checked.province,
        country: input.country,
      })
      .returning(addressColumns);
    return row!;
  });
}

/**
 * Deletes one of the customer's addresses. When it was the default, the newest one left
 * becomes the default, so there is always one while any are saved.
 */
export async function deleteAddress(db: Database, userId: number, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [deleted] = await tx
      .delete(shippingAddresses)
      .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.userId, userId)))
      .returning({ isDefault: shippingAddresses.isDefault });
    if (!deleted) throw addressNotFound();
    if (!deleted.isDefault) return;
    const [newest] = await tx
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId))
      .orderBy(desc(shippingAddresses.createdAt), desc(shippingAddresses.id))
      .limit(1);
    if (newest) await tx.update(shippingAddresses).set({ isDefault: true }).where(eq(shippingAddresses.id, newest.id));
  });
}

/** Makes one of the customer's addresses the default (and no other); returns the list. */
export async function setDefaultAddress(db: Database, userId: number, addressId: number): Promise<ShippingAddress[]> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [address] = await tx
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.userId, userId)));
    if (!address) throw addressNotFound();
    // Unset first: the partial unique index allows one default per customer at any moment.
    await tx
      .update(shippingAddresses)
      .set({ isDefault: false })
      .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true), ne(shippingAddresses.id, addressId)));
    await tx.update(shippingAddresses).set({ isDefault: true }).where(eq(shippingAddresses.id, addressId));
  });
  return listAddresses(db, userId);
}
