import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { caseModels } from './case-models';
import { parts, products } from './products';

/**
 * Pre-built gaming PCs (SPEC §3 "PC build: name, components, reference"): products of
 * class 'pc-build' with their component lines. Name, reference, status and price live on
 * the product; this table adds what only a build has.
 *
 * The card figures below (`in_stock` … `fps_max`) are derived from the components,
 * reviews and games, and stored so that listings can filter and sort on them with plain
 * SQL. `refreshBuildFigures` (services/build-figures.ts) recomputes them; run it after
 * any change to a build's components, a component's stock, lead time or specs, a review
 * or the games (the seed and the part import do).
 */
export const builds = pgTable(
  'builds',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The case model (model page) the build belongs to. */
    model: text('model').references(() => caseModels.slug, { onUpdate: 'cascade' }),
    /** Its category, e.g. 'gaming-pcs/esports'. */
    category: text('category').references(() => categories.slug, { onUpdate: 'cascade' }),
    /** 1 = best seller; the default listing order. Null sorts last. */
    bestsellerRank: integer('bestseller_rank'),
    // ── Derived figures (refreshBuildFigures) ─────────────────────────────────────────
    /** Every component has stock ≥ the amount the build needs. */
    inStock: boolean('in_stock').notNull().default(false),
    /** Not in stock, but every short component's supplier takes backorders: it can be ordered and ships later. */
    backorder: boolean('backorder').notNull().default(false),
    /** Working days to dispatch: slowest component's lead time (its restock time when short) + assembly days. */
    shippingDays: integer('shipping_days').notNull().default(0),
    /** Mean of the approved reviews' ratings, in tenths of a star; null if none. */
    ratingTenths: integer('rating_tenths'),
    /** Approved reviews counted in the mean. */
    reviewCount: integer('review_count').notNull().default(0),
    /** Sum of those ratings' stars, so a model's rating is exact across its builds. */
    ratingTotal: integer('rating_total').notNull().default(0),
    /** Estimated average FPS range across the games at 1080p High; null without a graphics card. */
    fpsMin: integer('fps_min'),
    fpsMax: integer('fps_max'),
    figuresUpdatedAt: timestamp('figures_updated_at', { withTimezone: true }),
  },
  (table) => [
    index('builds_category_idx').on(table.category),
    index('builds_model_idx').on(table.model),
    check('builds_rating_range', sql`${table.ratingTenths} between 0 and 50`),
  ],
);

/** A build's components (SPEC §3 "components (component, amount)"). */
export const buildComponents = pgTable(
  'build_components',
  {
    buildId: integer('build_product_id')
      .notNull()
      .references(() => builds.productId, { onDelete: 'cascade' }),
    /** A part may not be deleted while a build uses it. */
    partId: integer('part_product_id')
      .notNull()
      .references(() => parts.productId, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.buildId, table.partId] }),
    // "Which builds use this part?" when a part's stock or specs change.
    index('build_components_part_idx').on(table.partId),
    check('build_components_amount_positive', sql`${table.amount} > 0`),
  ],
);
