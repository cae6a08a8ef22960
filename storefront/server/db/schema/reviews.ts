import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { builds } from './builds';

/** Customer reviews of a build, written after delivery (SPEC §3 "Review"). */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    buildId: integer('build_product_id')
      .notNull()
      .references(() => builds.productId, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    /** Whole stars, 1–5. */
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** Language it was written in (en-GB, fr-FR, ...). */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_build_created_idx').on(table.buildId, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
