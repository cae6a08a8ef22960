import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { parts, products } from './products';

/**
 * PCs a shopper put together in the configurator (SPEC §3 "PC build: name, components,
 * reference"; §7 POST api/ecommerce/pc_build/). Each is a product of class 'pc-build' —
 * name and reference live on the product — so a cart line buys one like any other
 * product. Unlike a pre-built build (`builds`), it is never listed, and its price is
 * its parts' plus the assembly fee, worked out when asked (services/offers.ts).
 */
export const customBuilds = pgTable(
  'custom_builds',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The customer who owns it. Null for a build a guest made to put in their cart: anyone
     * holding its `publicId` may read and buy it, nobody may change it.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The build's public reference: a random UUID v4 (122 random bits), the only way to a
     * guest's build for anyone but its owner. The product id is a number that can be walked,
     * so it opens a custom build to its owner alone. Rows from before the column existed
     * got one from the database's default.
     */
    publicId: uuid('public_id').notNull().defaultRandom(),
    /** The pre-built build it was customised from (SPEC §7 "optional reference"), if any. */
    baseProductId: integer('base_product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Shown among the customer's saved builds and drafts; false for a build made only to be bought. */
    saved: boolean('saved').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('custom_builds_user_idx').on(table.userId), uniqueIndex('custom_builds_public_id_idx').on(table.publicId)],
);

/** A custom build's parts (SPEC §3 "components (component, amount)"). */
export const customBuildComponents = pgTable(
  'custom_build_components',
  {
    buildId: integer('build_product_id')
      .notNull()
      .references(() => customBuilds.productId, { onDelete: 'cascade' }),
    /** Parts are archived, never deleted, while a build uses them. */
    partId: integer('part_product_id')
      .notNull()
      .references(() => parts.productId, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.buildId, table.partId] }),
    index('custom_build_components_part_idx').on(table.partId),
    check('custom_build_components_amount_positive', sql`${table.amount} > 0`),
  ],
);
