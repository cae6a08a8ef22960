/** Longest path a redirect lookup considers; longer ones are never legacy paths. */
export const MAX_REDIRECT_PATH_LENGTH = 300;

/**
 * The one form in which redirect paths are stored and looked up, so `/Blog/`, `/blog`
 * and `//blog?x=1` find the same row: query and fragment dropped, lower case, one
 * leading slash, repeated slashes collapsed, no trailing slash (the root stays `/`).
 * Percent-escapes are kept as sent (only their case changes).
 */
export function normaliseRedirectPath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const collapsed = `/${withoutQuery}`.replace(/\/{2,}/g, '/').toLowerCase();
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}
