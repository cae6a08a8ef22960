import { isStorefrontId, type StorefrontId } from '@rigsmith/kit/domain';

/**
 * The per-storefront analytics tag of SPEC §7 "Other: an analytics tag is loaded per locale",
 * gated in the browser by the cookie banner's Accept All (storefront/app/analytics). Off unless
 * ANALYTICS_TAGS names a tag: nothing is loaded, and the Content-Security-Policy stays
 * self-only.
 */
export type AnalyticsConfig = {
  /** Each storefront's tag id (`uk=G-XXXX,fr=G-YYYY`); a storefront without one loads nothing. */
  tags: Partial<Record<StorefrontId, string>>;
  /** The tag script's URL with `{id}` where the tag id goes (ANALYTICS_SRC). */
  src: string;
  /** Origins the Content-Security-Policy opens to: the script's, plus ANALYTICS_ORIGINS for its beacons. */
  origins: readonly string[];
};

/** Google's gtag.js; any tag whose script URL carries its id works (ANALYTICS_SRC). */
export const DEFAULT_ANALYTICS_SRC = 'https://www.googletagmanager.com/gtag/js?id={id}';

/** A tag id goes into a URL and a CSP-governed page: letters, digits and `-_.` only. */
const TAG_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** A bare http(s) origin, or an error naming the variable. */
function originOf(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable}: "${value}" is not a URL`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`${variable}: "${value}" must be http(s)`);
  return url.origin;
}

/**
 * ANALYTICS_TAGS, ANALYTICS_SRC and ANALYTICS_ORIGINS; undefined (off) when ANALYTICS_TAGS is
 * unset or empty. Throws on a malformed value so a typo stops the start-up instead of silently
 * tracking nobody (or the wrong storefront).
 */
export function analyticsConfigFromEnv(env: Record<string, string | undefined>): AnalyticsConfig | undefined {
  const list = env.ANALYTICS_TAGS?.trim();
  if (!list) return undefined;
  const tags: Partial<Record<StorefrontId, string>> = {};
  for (const entry of list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [id = '', tag = ''] = entry.split('=').map((part) => part.trim());
    if (!isStorefrontId(id)) throw new Error(`ANALYTICS_TAGS: "${id}" is not a storefront (uk, fr, it, es, de)`);
    if (!TAG_ID.test(tag)) throw new Error(`ANALYTICS_TAGS: the tag of ${id} must be letters, digits, '-', '_' or '.'`);
    tags[id] = tag;
  }
  const src = env.ANALYTICS_SRC?.trim() || DEFAULT_ANALYTICS_SRC;
  if (!src.includes('{id}')) throw new Error('ANALYTICS_SRC must contain {id}, where the tag id goes');
  const origins = new Set([originOf(src.replace('{id}', 'x'), 'ANALYTICS_SRC')]);
  for (const extra of (env.ANALYTICS_ORIGINS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean))
    origins.add(originOf(extra, 'ANALYTICS_ORIGINS'));
  return { tags, src, origins: [...origins] };
}

/** The storefront's tag: its id and script URL, or null when it has none (or analytics is off). */
export function analyticsTagFor(config: AnalyticsConfig | undefined, storefront: StorefrontId): { id: string; src: string } | null {
  const id = config?.tags[storefront];
  return config && id ? { id, src: config.src.replace('{id}', encodeURIComponent(id)) } : null;
}
