import { reviewStatuses, type ReviewStatus } from '@rigsmith/kit/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { caseModels } from './case-models';
import { orderLines, orders } from './commerce';
import { products } from './products';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Reviews of a product (SPEC §3 "Review: title, review text, submitted after delivery"):
 * a pre-built or custom PC, a part or an accessory. A customer's review is of one delivered
 * order line (unique: one review per thing they received) and waits for moderation; only
 * `approved` ones are shown and counted. The shop's seeded reviews are `sample`s, shown
 * labelled as such. Title and text are stored exactly as typed (trimmed): plain text, never
 * markup.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The model page it is shown on and counted in (SPEC §2 "Model pages: rating, review"):
     * a pre-built PC's model, or for a custom PC the model of the build it was customised
     * from, else the model whose builds share its case. Null for parts and accessories,
     * which are rated on their own cards.
     */
    model: text('model').references(() => caseModels.slug, { onUpdate: 'cascade', onDelete: 'set null' }),
    /** The customer who wrote it; null for a sample. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order and line reviewed; null for a sample. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    /** Whole stars, 1–5. */
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** Language it was written in (en-GB, fr-FR, ...). */
    locale: text('locale').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    /** Why a moderator hid it (shown in the back office only). */
    hiddenReason: text('hidden_reason'),
    /** One of the shop's seeded sample reviews, labelled "Sample review" where shown. */
    sample: boolean('sample').notNull().default(false),
    /** Written by the customer who received the build (every non-sample review is). */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_product_created_idx').on(table.productId, table.createdAt),
    index('reviews_model_created_idx').on(table.model, table.createdAt),
    uniqueIndex('reviews_order_line_key').on(table.orderLineId),
    index('reviews_status_created_idx').on(table.status, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_status_known', sql`${table.status} in (${inList(reviewStatuses)})`),
    // A review is either a labelled sample or a verified buyer's review of one order line.
    check(
      'reviews_sample_or_bought',
      sql`(${table.sample} and ${table.orderLineId} is null and not ${table.verifiedPurchase}) or (not ${table.sample} and ${table.orderLineId} is not null and ${table.orderId} is not null and ${table.verifiedPurchase})`,
    ),
    check('reviews_hidden_has_reason', sql`(${table.status} = 'hidden') = (${table.hiddenReason} is not null)`),
  ],
);
