import { describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_COOKIE, cookieConsentCookie, createCookieConsentStore, memoryCookieJar, readCookieConsent } from './cookieConsent';

describe('readCookieConsent', () => {
  it('finds the choice among other cookies', () => {
    expect(readCookieConsent('i18n_redirected=fr; rs_cookie_consent=required; other=1')).toBe('required');
    expect(readCookieConsent('rs_cookie_consent=all')).toBe('all');
  });

  it('is null without the cookie or with a value it does not know', () => {
    expect(readCookieConsent('')).toBeNull();
    expect(readCookieConsent('xrs_cookie_consent=all')).toBeNull();
    expect(readCookieConsent('rs_cookie_consent=maybe')).toBeNull();
  });
});

describe('cookieConsentCookie', () => {
  it('lasts 365 days site-wide (SPEC §9)', () => {
    expect(cookieConsentCookie('all')).toBe(`${COOKIE_CONSENT_COOKIE}=all; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(cookieConsentCookie('required', { secure: true })).toMatch(/; Secure$/);
  });
});

describe('createCookieConsentStore', () => {
  it('starts unanswered, then either choice marks cookies accepted (SPEC §4) and is written', () => {
    for (const choice of ['all', 'required'] as const) {
      const jar = memoryCookieJar('i18n_redirected=uk');
      const store = createCookieConsentStore({ jar, secure: false });
      const listener = vi.fn();
      store.subscribe(listener);
      expect(store.getChoice()).toBeNull();
      store.choose(choice);
      expect(store.getChoice()).toBe(choice);
      expect(listener).toHaveBeenCalledOnce();
      expect(jar.written).toEqual([cookieConsentCookie(choice)]);
      // A new page load (a new store over the same cookies) remembers it.
      expect(createCookieConsentStore({ jar }).getChoice()).toBe(choice);
    }
  });

  it('starts answered when the cookie is there', () => {
    expect(createCookieConsentStore({ jar: memoryCookieJar('rs_cookie_consent=required') }).getChoice()).toBe('required');
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = createCookieConsentStore({ jar: memoryCookieJar() });
    const listener = vi.fn();
    store.subscribe(listener)();
    store.choose('all');
    expect(listener).not.toHaveBeenCalled();
  });
});
