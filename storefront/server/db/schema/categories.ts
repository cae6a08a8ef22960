import { index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocalisedText } from './localised';

/** Catalogue categories (SPEC §3 "category (slug, breadcrumbs)"), a tree by `parent`. */
export const categories = pgTable(
  'categories',
  {
    /** Path-like slug, e.g. 'gaming-pcs/esports'. */
    slug: text('slug').primaryKey(),
    parent: text('parent').references((): AnyPgColumn => categories.slug, { onUpdate: 'cascade' }),
    names: jsonb('names').$type<LocalisedText>().notNull(),
    /** Order among its siblings (seed file order). */
    position: integer('position').notNull().default(0),
  },
  (table) => [index('categories_parent_idx').on(table.parent)],
);
