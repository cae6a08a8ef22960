/**
 * The cookie consent banner's choice (SPEC §2 "cookie consent banner (Accept All / Required
 * Only)"; §4 "either button marks cookies accepted"), kept in a first-party cookie for 365
 * days (SPEC §9 "Persisted-state cookies last 365 days"). Framework-free: a store over a
 * cookie jar (the browser's `document.cookie` by default, in-memory in stories and tests).
 */

export const COOKIE_CONSENT_COOKIE = 'rs_cookie_consent';
/** SPEC §9. */
export const COOKIE_CONSENT_MAX_AGE_DAYS = 365;

/** `all`: Accept All; `required`: Required Only. Either means the banner was answered. */
export type CookieConsentChoice = 'all' | 'required';

const choices: readonly CookieConsentChoice[] = ['all', 'required'];

/** The choice in a `Cookie` header or `document.cookie` string, or null when none was made. */
export function readCookieConsent(cookieString: string): CookieConsentChoice | null {
  for (const part of cookieString.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== COOKIE_CONSENT_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return (choices as readonly string[]).includes(value) ? (value as CookieConsentChoice) : null;
  }
  return null;
}

/** The string to assign to `document.cookie` to keep a choice for 365 days, site-wide. */
export function cookieConsentCookie(choice: CookieConsentChoice, options: { secure?: boolean } = {}): string {
  const maxAge = COOKIE_CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${COOKIE_CONSENT_COOKIE}=${choice}; Max-Age=${maxAge}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** Where cookies are read and written: `document.cookie`, or a stand-in. */
export type CookieJar = { read(): string; write(cookie: string): void };

/** `document.cookie`; a jar that holds nothing where there is no document (server rendering). */
export function documentCookieJar(): CookieJar {
  if (typeof document === 'undefined') return { read: () => '', write: () => {} };
  return { read: () => document.cookie, write: (cookie) => (document.cookie = cookie) };
}

/** A jar in memory, for stories and tests; `initial` is a cookie string such as `rs_cookie_consent=all`. */
export function memoryCookieJar(initial = ''): CookieJar & { written: string[] } {
  const cookies = new Map<string, string>();
  for (const part of initial.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const written: string[] = [];
  return {
    written,
    read: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    write(cookie) {
      written.push(cookie);
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    },
  };
}

export type CookieConsentStore = {
  /** The choice made, or null while the banner should show. */
  getChoice(): CookieConsentChoice | null;
  /** Records a choice: the cookie is written and listeners are told. */
  choose(choice: CookieConsentChoice): void;
  /** For `useSyncExternalStore`; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
};

export type CookieConsentStoreOptions = {
  /** @default the browser's `document.cookie` */
  jar?: CookieJar;
  /** Mark the cookie `Secure`. @default true on an https page */
  secure?: boolean;
};

export function createCookieConsentStore({ jar = documentCookieJar(), secure }: CookieConsentStoreOptions = {}): CookieConsentStore {
  const listeners = new Set<() => void>();
  const isSecure = secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  // Read once: the choice only changes through `choose` while the page is open.
  let choice = readCookieConsent(jar.read());
  return {
    getChoice: () => choice,
    choose(next) {
      jar.write(cookieConsentCookie(next, { secure: isSecure }));
      choice = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
