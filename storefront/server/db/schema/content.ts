import type { CurrencyCode } from '@rigsmith/kit/domain';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { LocalisedText } from './localised';

/**
 * Site settings by slug (SPEC §3 "site setting (slug)"). A money setting such as
 * `free-shipping-threshold` has a value per currency; the API answers in the
 * country's currency and falls back to `value`.
 */
export const siteSettings = pgTable('site_settings', {
  slug: text('slug').primaryKey(),
  value: text('value').notNull(),
  valueByCurrency: jsonb('value_by_currency').$type<Partial<Record<CurrencyCode, string>>>(),
});

export const cmsPageTypes = ['content', 'landing', 'legal'] as const;
export type CmsPageType = (typeof cmsPageTypes)[number];

/** Content pages served through the catch-all route (SPEC §1, §3 "CMS page (meta.type, meta.api_url)"). */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    type: text('type').$type<CmsPageType>().notNull(),
    titles: jsonb('titles').$type<LocalisedText>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [check('cms_pages_type_known', sql`${table.type} in ('content', 'landing', 'legal')`)],
);

export const cmsMenus = ['main', 'footer'] as const;
export type CmsMenu = (typeof cmsMenus)[number];

/** The layout's navigation and footer links (GET api/cms/meta). */
export const cmsLinks = pgTable(
  'cms_links',
  {
    id: serial('id').primaryKey(),
    menu: text('menu').$type<CmsMenu>().notNull(),
    position: integer('position').notNull(),
    labels: jsonb('labels').$type<LocalisedText>().notNull(),
    /** Path inside the storefront, without the locale prefix. */
    href: text('href').notNull(),
  },
  (table) => [
    check('cms_links_menu_known', sql`${table.menu} in ('main', 'footer')`),
    unique('cms_links_menu_href_unique').on(table.menu, table.href),
  ],
);
