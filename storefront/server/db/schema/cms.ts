import type { CmsBlock } from '@rigsmith/kit/api';
import type { LocaleTag } from '@rigsmith/kit/domain';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cmsPages } from './content';

/**
 * A content page's text in one storefront language (GET api/cms/pages/{slug}/): structured
 * blocks, never HTML. A page without a row in the shopper's language falls back to English.
 */
export const cmsPageContents = pgTable(
  'cms_page_contents',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleTag>().notNull(),
    body: jsonb('body').$type<CmsBlock[]>().notNull(),
    seoDescription: text('seo_description').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [unique('cms_page_contents_page_locale_unique').on(table.pageId, table.locale)],
);

export const redirectTargets = ['storefront', 'main-shop'] as const;
export type RedirectTarget = (typeof redirectTargets)[number];

/**
 * Legacy paths and where they now lead (SPEC §7 HEAD api/cms/redirect{path}, §9 "About 60
 * legacy paths"). `fromPath` is stored normalised (kit `normaliseRedirectPath`). `toPath` is
 * a path on the storefront (prefixed with the shopper's storefront) or on the main shop site
 * (the `main-shop-url` setting). `country` null applies to every storefront; a row for the
 * shopper's country wins over it. Only these rows ever redirect: nothing comes from the request.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull(),
    target: text('target').$type<RedirectTarget>().notNull(),
    toPath: text('to_path').notNull(),
    status: integer('status').$type<301 | 302>().notNull(),
    country: text('country'),
  },
  (table) => [
    check('redirects_status_known', sql`${table.status} in (301, 302)`),
    check('redirects_target_known', sql`${table.target} in ('storefront', 'main-shop')`),
    check('redirects_to_path_is_a_path', sql`${table.toPath} like '/%' and ${table.toPath} not like '//%'`),
    unique('redirects_from_country_unique').on(table.fromPath, table.country).nullsNotDistinct(),
  ],
);
