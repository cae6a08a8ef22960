import type { CountryCode } from '@rigsmith/kit/domain';

/**
 * Loads the storefront's analytics tag (SPEC §7 "an analytics tag is loaded per locale").
 * Imported lazily by `useConsentedAnalytics`, and only after Accept All, so a shopper who
 * chose Required Only, or has not chosen yet, downloads neither this module nor the tag.
 */

export type AnalyticsTag = { id: string; src: string };

export type LoadAnalyticsTagOptions = {
  country: CountryCode;
  /** Aborted when consent is withdrawn or the storefront changes: nothing is added after that. */
  signal: AbortSignal;
  /** @default the browser's fetch, same origin */
  fetch?: typeof globalThis.fetch;
  /** @default the browser's document */
  document?: Document;
};

/** Marks the scripts this module added, so one tag is never added twice. */
const TAG_ATTRIBUTE = 'data-rs-analytics';

type TagWindow = Window & { dataLayer?: unknown[] };

/**
 * Asks the server for the storefront's tag (`GET /api/analytics/`) and adds its script once.
 * Resolves to the tag added or already there, or null when there is none (analytics off for
 * this storefront, the server unreachable, or the signal aborted). Never throws: analytics
 * failing must not disturb the page.
 */
export async function loadAnalyticsTag({
  country,
  signal,
  fetch = globalThis.fetch,
  document = globalThis.document,
}: LoadAnalyticsTagOptions): Promise<AnalyticsTag | null> {
  let tag: AnalyticsTag | null;
  try {
    const response = await fetch(`/api/analytics/?country=${country}`, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    ({ tag } = (await response.json()) as { tag: AnalyticsTag | null });
  } catch {
    return null;
  }
  if (!tag || signal.aborted) return null;
  const added = [...document.querySelectorAll<HTMLScriptElement>(`script[${TAG_ATTRIBUTE}]`)].some(
    (script) => script.getAttribute(TAG_ATTRIBUTE) === tag.id,
  );
  if (added) return tag;
  // gtag.js reads its commands from `dataLayer` (Google's snippet, without its inline script,
  // which the Content-Security-Policy refuses); another tag ignores the array.
  const view = document.defaultView as TagWindow | null;
  if (view) {
    const dataLayer = (view.dataLayer ??= []);
    // gtag.js takes `arguments` objects, not arrays.
    const gtag = function (..._command: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- gtag.js only reads Arguments objects
      dataLayer.push(arguments);
    };
    gtag('js', new Date());
    gtag('config', tag.id);
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = tag.src;
  script.setAttribute(TAG_ATTRIBUTE, tag.id);
  document.head.append(script);
  return tag;
}
