/**
 * The `?next=` parameter of /login: where to return after signing in. Only an in-store
 * path of this site is followed, never another origin (`//evil.example`, `/\evil.example`,
 * `https://…`), so a crafted sign-in link cannot send a customer elsewhere (open redirect).
 */

/** The query parameter the route guard sets and the login screen honours. */
export const NEXT_PARAM = 'next';

const PLACEHOLDER_ORIGIN = 'https://rigsmith.invalid';

/**
 * `next` if it is a same-site relative path (with its query and hash), else null.
 * Control characters and backslashes are refused outright: browsers read `/\host` as `//host`.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001F\u007F]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` of a query string (with or without its `?`), if it is safe to follow. */
export function nextPathFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/** `/login?next=<path>`: where the guard sends a guest who opened a page that needs sign-in. */
export function loginHrefFor(path: string, search = ''): string {
  const query = search.replace(/^\?/, '');
  const next = query ? `${path}?${query}` : path;
  return `/login?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}
