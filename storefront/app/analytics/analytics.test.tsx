import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieConsentStore, memoryCookieJar, storefronts, type CookieConsentStore, type Storefront } from '@rigsmith/kit/domain';
import { CookieConsentProvider } from '../screens/support/CookieConsent';
import { StorefrontContext } from '../routing/StorefrontContext';
import { loadAnalyticsTag } from './loadAnalyticsTag';

const tagOf = (country: string) => ({ id: `G-${country}`, src: `https://tags.analytics.example/tag.js?id=G-${country}` });

/** The server's `GET /api/analytics/`, answering each country its own tag. */
function fakeServer() {
  return vi.fn((url: string | URL | Request) => {
    const country = new URL(String(url), 'http://shop.test').searchParams.get('country') ?? 'GB';
    return Promise.resolve(Response.json({ tag: tagOf(country) }));
  });
}

const tagScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-rs-analytics]')];

beforeEach(() => {
  for (const script of tagScripts()) script.remove();
  delete (window as { dataLayer?: unknown }).dataLayer;
});
afterEach(() => vi.unstubAllGlobals());

describe('loadAnalyticsTag', () => {
  it('adds the storefront’s tag script once, and queues gtag’s config for its id', async () => {
    const fetch = fakeServer();
    const signal = new AbortController().signal;
    expect(await loadAnalyticsTag({ country: 'FR', signal, fetch })).toEqual(tagOf('FR'));
    expect(await loadAnalyticsTag({ country: 'FR', signal, fetch })).toEqual(tagOf('FR'));
    expect(fetch).toHaveBeenCalledWith('/api/analytics/?country=FR', expect.anything());
    expect(tagScripts().map((script) => script.src)).toEqual([tagOf('FR').src]);
    expect(tagScripts()[0]?.async).toBe(true);
    const dataLayer = (window as { dataLayer?: IArguments[] }).dataLayer ?? [];
    expect(dataLayer.map((command) => [...command])).toContainEqual(['config', 'G-FR']);
  });

  it('adds nothing when the storefront has no tag, the server fails or the load was aborted', async () => {
    const signal = new AbortController().signal;
    expect(await loadAnalyticsTag({ country: 'DE', signal, fetch: () => Promise.resolve(Response.json({ tag: null })) })).toBeNull();
    expect(await loadAnalyticsTag({ country: 'DE', signal, fetch: () => Promise.resolve(new Response('', { status: 503 })) })).toBeNull();
    expect(await loadAnalyticsTag({ country: 'DE', signal, fetch: () => Promise.reject(new TypeError('offline')) })).toBeNull();
    const aborted = new AbortController();
    aborted.abort();
    expect(await loadAnalyticsTag({ country: 'DE', signal: aborted.signal, fetch: fakeServer() })).toBeNull();
    expect(tagScripts()).toEqual([]);
  });
});

describe('the cookie banner’s choice gating the tag', () => {
  function mount(store: CookieConsentStore, storefront: Storefront = storefronts.uk, analytics = true) {
    const fetch = fakeServer();
    vi.stubGlobal('fetch', fetch);
    const tree = (at: Storefront) => (
      <StorefrontContext.Provider value={at}>
        <CookieConsentProvider store={store} analytics={analytics}>
          <p>page</p>
        </CookieConsentProvider>
      </StorefrontContext.Provider>
    );
    const view = render(tree(storefront));
    return { fetch, rerender: (at: Storefront) => view.rerender(tree(at)) };
  }
  const storeWith = (cookie = '') => createCookieConsentStore({ jar: memoryCookieJar(cookie) });
  /** Lets the lazy import and the fake server answer. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  it('asks for nothing before a choice, and loads the storefront’s tag once after Accept All', async () => {
    const store = storeWith();
    const { fetch } = mount(store, storefronts.it);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(tagScripts()).toEqual([]);

    act(() => store.choose('all'));
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(tagScripts()[0]?.src).toBe(tagOf('IT').src);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('loads on a later page when Accept All was chosen on an earlier visit', async () => {
    mount(storeWith('rs_cookie_consent=all'), storefronts.es);
    await waitFor(() => expect(tagScripts().map((script) => script.src)).toEqual([tagOf('ES').src]));
  });

  it('never loads on Required Only', async () => {
    const store = storeWith();
    const { fetch } = mount(store);
    act(() => store.choose('required'));
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(tagScripts()).toEqual([]);
  });

  it('adds nothing when consent is withdrawn while the tag is being fetched', async () => {
    const store = storeWith();
    mount(store);
    act(() => store.choose('all'));
    act(() => store.choose('required'));
    await settle();
    expect(tagScripts()).toEqual([]);
  });

  it('loads the new storefront’s tag when the storefront changes', async () => {
    const { rerender } = mount(storeWith('rs_cookie_consent=all'), storefronts.uk);
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    rerender(storefronts.de);
    await waitFor(() => expect(tagScripts().map((script) => script.src)).toEqual([tagOf('GB').src, tagOf('DE').src]));
  });

  it('never loads with a store passed in (stories and tests) unless asked', async () => {
    const store = storeWith('rs_cookie_consent=all');
    const fetch = fakeServer();
    vi.stubGlobal('fetch', fetch);
    render(
      <StorefrontContext.Provider value={storefronts.uk}>
        <CookieConsentProvider store={store}>
          <p>page</p>
        </CookieConsentProvider>
      </StorefrontContext.Provider>,
    );
    await settle();
    expect(fetch).not.toHaveBeenCalled();
  });
});
