import type { CmsPageContent } from '@rigsmith/kit/api';
import { MAX_REDIRECT_PATH_LENGTH, normaliseRedirectPath, type Storefront } from '@rigsmith/kit/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cmsPageContents, cmsPages, redirects, siteSettings } from '../db/schema';
import { DomainError } from './domain-error';
import { cmsPageApiUrl } from './content';
import { FALLBACK_LOCALE, localise } from './locale';

/** GET api/cms/pages/{slug}/: the page's text in the storefront's language, else in English; 404 for an unknown page. */
export async function cmsPageContent(db: Database, { locale }: Pick<Storefront, 'locale'>, slug: string): Promise<CmsPageContent> {
  const rows = await db
    .select({ page: cmsPages, content: cmsPageContents })
    .from(cmsPages)
    .innerJoin(cmsPageContents, eq(cmsPageContents.pageId, cmsPages.id))
    .where(and(eq(cmsPages.slug, slug), inArray(cmsPageContents.locale, [locale, FALLBACK_LOCALE])));
  const row = rows.find((candidate) => candidate.content.locale === locale) ?? rows[0];
  if (!row) throw new DomainError('cms_page_not_found', { slug });
  const { page, content } = row;
  return {
    id: page.id,
    slug: page.slug,
    title: localise(page.titles, locale),
    meta: { type: page.type, api_url: cmsPageApiUrl(page.slug), seo_description: content.seoDescription },
    body: content.body,
    updated_at: content.updatedAt.toISOString(),
  };
}

/** A storefront path under a storefront's prefix; that storefront's home is the bare prefix (`/fr`). */
function underPrefix(prefix: string, path: string): string {
  return path === '/' && prefix ? prefix : `${prefix}${path}`;
}

export const DEFAULT_MAIN_SHOP_URL = 'https://www.rigsmith.example';

export type RedirectAnswer = { status: 301 | 302; location: string };

/**
 * SPEC §7 redirect lookup: the seeded redirect for `path` (normalised, kit
 * `normaliseRedirectPath`) in the storefront — a row for its country before one for every
 * country — else 404 `redirect_not_found`. The Location is built only from the row and the
 * `main-shop-url` setting, never from the request, so the lookup cannot be an open redirect.
 */
export async function findRedirect(
  db: Database,
  { country, pathPrefix }: Pick<Storefront, 'country' | 'pathPrefix'>,
  path: string,
): Promise<RedirectAnswer> {
  const notFound = new DomainError('redirect_not_found', { path });
  if (path.length > MAX_REDIRECT_PATH_LENGTH) throw notFound;
  const fromPath = normaliseRedirectPath(path);
  const rows = await db
    .select()
    .from(redirects)
    .where(and(eq(redirects.fromPath, fromPath), or(eq(redirects.country, country), isNull(redirects.country))));
  const row = rows.find((candidate) => candidate.country === country) ?? rows[0];
  if (!row) throw notFound;
  if (row.target === 'storefront') return { status: row.status, location: underPrefix(pathPrefix, row.toPath) };
  const [setting] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.slug, 'main-shop-url'));
  const base = (setting?.value ?? DEFAULT_MAIN_SHOP_URL).replace(/\/+$/, '');
  return { status: row.status, location: `${base}${underPrefix(pathPrefix, row.toPath)}` };
}
