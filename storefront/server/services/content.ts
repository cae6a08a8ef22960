import type { CmsMeta, CmsPage, SiteSetting } from '@rigsmith/kit/api';
import type { Storefront } from '@rigsmith/kit/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cmsLinks, cmsPages, siteSettings } from '../db/schema';
import { localise } from './locale';

/** GET api/ecommerce/settings/: every setting; a money setting in the storefront's currency. */
export async function listSettings(db: Database, { currency }: Pick<Storefront, 'currency'>): Promise<SiteSetting[]> {
  const rows = await db.select().from(siteSettings).orderBy(asc(siteSettings.slug));
  return rows.map((row) => ({ slug: row.slug, value: row.valueByCurrency?.[currency] ?? row.value }));
}

export const DEFAULT_SITE_NAME = 'Rigsmith';

/** GET api/cms/meta: the site name and the layout's links, labelled in the storefront's language. */
export async function cmsMeta(db: Database, { locale }: Pick<Storefront, 'locale'>): Promise<CmsMeta> {
  const [name] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.slug, 'site-name'));
  const links = await db.select().from(cmsLinks).orderBy(asc(cmsLinks.menu), asc(cmsLinks.position), asc(cmsLinks.id));
  const menu = (which: 'main' | 'footer') =>
    links.filter((link) => link.menu === which).map((link) => ({ label: localise(link.labels, locale), href: link.href }));
  return { site_name: name?.value ?? DEFAULT_SITE_NAME, navigation: menu('main'), footer_links: menu('footer') };
}

/** Where a page's content will be served (the catch-all route fetches it from there). */
export function cmsPageApiUrl(slug: string): string {
  return `/api/cms/pages/${slug}/`;
}

/** GET api/cms/pages/: the content pages the catch-all route may show, titled in the storefront's language. */
export async function listCmsPages(db: Database, { locale }: Pick<Storefront, 'locale'>): Promise<{ items: CmsPage[] }> {
  const rows = await db.select().from(cmsPages).orderBy(asc(cmsPages.position), asc(cmsPages.id));
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: localise(row.titles, locale),
      meta: { type: row.type, api_url: cmsPageApiUrl(row.slug) },
    })),
  };
}
