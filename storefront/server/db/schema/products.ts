import { partCategories, type CurrencyCode, type PartCategory } from '@rigsmith/kit/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { currencies } from './regional';

export const productClasses = ['pc-build', 'component', 'accessory'] as const;
export type ProductClass = (typeof productClasses)[number];

/** SPEC §3 "status where public means live"; discontinued and archived cannot be bought. */
export const productStatuses = ['public', 'discontinued', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Everything the shop sells, whatever it is (SPEC §3 "Cart line: product (id, reference,
 * product_class, in_stock, status)"): pre-built PCs, components and accessories. A cart
 * line points at a product id, so a build and a part are bought the same way.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Stable public reference: RS-VANGUARD-5060 for a build, the part id for a part. */
    reference: varchar('reference', { length: 160 }).notNull().unique(),
    name: text('name').notNull(),
    productClass: text('product_class').$type<ProductClass>().notNull(),
    status: text('status').$type<ProductStatus>().notNull().default('public'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_class_known', sql`${table.productClass} in (${inList(productClasses)})`),
    check('products_status_known', sql`${table.status} in (${inList(productStatuses)})`),
    // Target of parts' (product_id, status) foreign key, which keeps parts.status a faithful copy.
    unique('products_id_status_unique').on(table.id, table.status),
  ],
);

/**
 * A product's price per currency, including VAT, in minor units. Prices are set per
 * currency rather than converted, so a euro price can be a round figure. `discount_minor`
 * is money off that price (a build on offer): the shopper pays amount − discount and the
 * card shows the amount as the "was" price.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: text('currency')
      .$type<CurrencyCode>()
      .notNull()
      .references(() => currencies.code),
    amountMinor: integer('amount_minor').notNull(),
    discountMinor: integer('discount_minor'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.currency] }),
    // Price sorts and price bands walk this index (parts listing at 64k parts).
    index('product_prices_currency_amount_idx').on(table.currency, table.amountMinor),
    check('product_prices_amount_not_negative', sql`${table.amountMinor} >= 0`),
    check(
      'product_prices_discount_range',
      sql`${table.discountMinor} is null or (${table.discountMinor} > 0 and ${table.discountMinor} < ${table.amountMinor})`,
    ),
  ],
);

/**
 * The facts about a part (kit `Part`): components and accessories, from the curated
 * catalogue or imported wholesale from the pc-part-dataset (ids starting `ds-`).
 * `status` is a copy of the product's, kept equal by the composite foreign key (an update
 * of products.status cascades here), so the listing index can start with (category, status).
 */
export const parts = pgTable(
  'parts',
  {
    productId: integer('product_id').primaryKey(),
    status: text('status').$type<ProductStatus>().notNull(),
    /** The part's slug, e.g. 'cpu-amd-ryzen-7-9800x3d'. */
    partId: varchar('part_id', { length: 160 }).notNull().unique(),
    category: text('category').$type<PartCategory>().notNull(),
    brand: text('brand').notNull(),
    /** Per-category facts (kit `PartSpecsByCategory`), as the kit types them. */
    specs: jsonb('specs').$type<Record<string, unknown>>().notNull(),
    stock: integer('stock').notNull().default(0),
    /** Working days to ship it from the shelf. */
    leadTimeDays: integer('lead_time_days').notNull(),
    /**
     * Working days for the supplier's units to arrive and ship when the shelf is short, or
     * null when the supplier takes no backorders (an empty shelf then stops sales).
     */
    restockDays: integer('restock_days'),
    /**
     * Place in the shop's own range (curated catalogue order, 0 first); null for parts
     * imported from the dataset. The parts listing's "bestselling" order until there are sales.
     */
    position: integer('position'),
    /** Where the facts come from (dataset row, manufacturer sheet), for audits. */
    source: jsonb('source').$type<Record<string, unknown>>(),
  },
  (table) => [
    foreignKey({
      name: 'parts_product_fk',
      columns: [table.productId, table.status],
      foreignColumns: [products.id, products.status],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    index('parts_category_status_idx').on(table.category, table.status),
    check('parts_category_known', sql`${table.category} in (${inList(partCategories)})`),
    check('parts_stock_not_negative', sql`${table.stock} >= 0`),
    check('parts_lead_time_not_negative', sql`${table.leadTimeDays} >= 0`),
    check('parts_restock_not_negative', sql`${table.restockDays} >= 0`),
  ],
);
