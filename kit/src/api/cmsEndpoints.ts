import type { ApiClient } from './client';
import { normaliseRedirectPath, redirectLocale } from '../domain/cms';
import type { CmsPageContent, RedirectLookup } from './cmsTypes';

/** The lookup path for a storefront path (SPEC §7 `api/cms/redirect{path}`). */
export function redirectLookupPath(path: string): string {
  return `api/cms/redirect${normaliseRedirectPath(path)}`;
}

/**
 * SPEC §7: HEAD api/cms/redirect{path}?locale=, Accept JSON, for a path no route matched.
 * Sent with `redirect: 'manual'` so the 301/302 is seen rather than followed; a browser
 * then hides the Location (an opaque redirect), so the answer says which URL to open instead.
 */
export async function redirectLookup(client: ApiClient, path: string, locale: string): Promise<RedirectLookup> {
  const request = { method: 'HEAD' as const, path: redirectLookupPath(path), query: { locale: redirectLocale(locale) }, redirect: 'manual' as const };
  const response = await client.raw(request);
  if (response.type === 'opaqueredirect') return { kind: 'opaque-redirect', url: client.url(request) };
  const location = response.headers.get('Location');
  if ((response.status === 301 || response.status === 302) && location) return { kind: 'redirect', status: response.status, location };
  return { kind: 'none' };
}

/** CMS calls (this area's part of `endpoints`). */
export const cmsEndpoints = {
  /** GET api/cms/pages/{slug}/: a page's body in the storefront's language; 404 for an unknown slug. */
  cmsPage: (client: ApiClient, slug: string, signal?: AbortSignal) =>
    client.request<CmsPageContent>({ path: `api/cms/pages/${slug.split('/').map(encodeURIComponent).join('/')}/`, signal }),

  redirectLookup,
};
