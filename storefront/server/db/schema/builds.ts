import type { CurrencyCode } from '@rigsmith/kit/domain';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { currencies } from './regional';

/** Pre-built gaming PCs as the catalogue lists them (SPEC §3 "Build or product card"). */
export const builds = pgTable(
  'builds',
  {
    id: serial('id').primaryKey(),
    /** Stable public reference (SPEC §3 "PC build: ... reference"), e.g. RS-VANGUARD-5060. */
    reference: varchar('reference', { length: 40 }).notNull().unique(),
    name: text('name').notNull(),
    /** Average rating in tenths of a star (46 = 4.6), kept integral; null until rated. */
    ratingTenths: integer('rating_tenths'),
    reviewCount: integer('review_count').notNull().default(0),
    /** Working days from order to dispatch. */
    shippingDays: integer('shipping_days').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Estimated average FPS range across popular games at 1080p High. */
    fpsMin: integer('fps_min'),
    fpsMax: integer('fps_max'),
    /** 1 = best seller; the default listing order. */
    bestsellerRank: integer('bestseller_rank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('builds_rating_range', sql`${table.ratingTenths} between 0 and 50`),
    check('builds_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

/**
 * A build's price per currency, including VAT, in minor units. Prices are set per
 * currency rather than converted, so a euro price can be a round figure.
 */
export const buildPrices = pgTable(
  'build_prices',
  {
    buildId: integer('build_id')
      .notNull()
      .references(() => builds.id, { onDelete: 'cascade' }),
    currency: text('currency')
      .$type<CurrencyCode>()
      .notNull()
      .references(() => currencies.code),
    amountMinor: integer('amount_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.buildId, table.currency] })],
);
