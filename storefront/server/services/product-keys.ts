import type { ProductKey } from '@rigsmith/kit/api';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customBuilds, products } from '../db/schema';

/**
 * How a client names a product: its id, or for a custom build its public reference (a UUID,
 * `custom_builds.public_id`). Product ids are small numbers anyone can count through, so a
 * custom build answers to its id only for its owner; anyone else reaches a guest's build
 * through its public reference alone, and a customer's build not at all. A key the caller
 * may not use is treated as one the shop does not know — the answer says nothing more.
 */

/** Whether a key is a public reference rather than a product id. */
export const isPublicReference = (key: ProductKey): key is string => typeof key === 'string';

/**
 * The product id each usable key names, for the caller (`userId`, null for a guest).
 * Keys the caller may not use — unknown, another's custom build by id, a customer's build
 * by public reference — are absent from the map.
 */
export async function resolveProductKeys(db: Database, keys: readonly ProductKey[], userId: number | null): Promise<Map<ProductKey, number>> {
  const resolved = new Map<ProductKey, number>();
  const ids = [...new Set(keys.filter((key): key is number => !isPublicReference(key)))];
  const references = [...new Set(keys.filter(isPublicReference).map((key) => key.toLowerCase()))];

  if (ids.length > 0) {
    const rows = await db
      .select({ id: products.id, custom: customBuilds.productId, owner: customBuilds.userId })
      .from(products)
      .leftJoin(customBuilds, eq(customBuilds.productId, products.id))
      .where(inArray(products.id, ids));
    for (const row of rows) {
      if (row.custom === null || (userId !== null && row.owner === userId)) resolved.set(row.id, row.id);
    }
  }

  if (references.length > 0) {
    const rows = await db
      .select({ id: customBuilds.productId, publicId: customBuilds.publicId })
      .from(customBuilds)
      .where(
        and(
          inArray(customBuilds.publicId, references),
          userId === null ? isNull(customBuilds.userId) : or(isNull(customBuilds.userId), eq(customBuilds.userId, userId)),
        ),
      );
    const byReference = new Map(rows.map((row) => [row.publicId, row.id]));
    for (const key of keys) {
      if (!isPublicReference(key)) continue;
      const id = byReference.get(key.toLowerCase());
      if (id !== undefined) resolved.set(key, id);
    }
  }
  return resolved;
}

/** The product id one key names for the caller, or null (see `resolveProductKeys`). */
export async function resolveProductKey(db: Database, key: ProductKey, userId: number | null): Promise<number | null> {
  return (await resolveProductKeys(db, [key], userId)).get(key) ?? null;
}
