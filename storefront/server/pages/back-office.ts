import { storefrontFromPath } from '@rigsmith/kit/domain';

/** What search engines are told about the back office: keep it out of the index and do not follow its links. */
export const BACK_OFFICE_ROBOTS = 'noindex, nofollow';

/** The back office's pages (`/admin…` under any storefront's prefix): staff only, never for a search engine. */
export function isBackOfficePage(path: string): boolean {
  const { rest } = storefrontFromPath(path);
  return rest === '/admin' || rest.startsWith('/admin/');
}
