import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '@rigsmith/kit/api';
import type { CmsPageContent } from '@rigsmith/kit/api';
import { storefronts } from '@rigsmith/kit/domain';
import { createMemoryStorage, createSessionStore } from '@rigsmith/kit/hooks';
import { App } from './App';
import { bundledCatalogue } from './i18n/messages';

const warranty: CmsPageContent = {
  id: 2,
  slug: 'warranty',
  title: 'Garantie',
  meta: { type: 'content', api_url: '/api/cms/pages/warranty/', seo_description: 'Drei Jahre' },
  body: [
    { type: 'heading', level: 2, text: 'Was abgedeckt ist' },
    { type: 'paragraph', text: 'Teile und Arbeit.' },
  ],
  updated_at: '2026-03-14T09:00:00.000Z',
};

/** The real App over a fetch that answers the start-up calls, one CMS page and one redirect. */
function renderShop(path: string, storefront: keyof typeof storefronts = 'uk') {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname.slice(1)}`;
    calls.push(`${key}${url.search}`);
    switch (key) {
      case 'GET api/ecommerce/regional/country/':
        return Response.json([{ iso_3166_1_a2: 'GB', is_shipping: true, currency: 'gbp', vat_rate_bp: 2000 }]);
      case 'GET api/ecommerce/regional/currency/':
        return Response.json([{ code: 'gbp', minor_unit_digits: 2 }]);
      case 'GET api/cms/meta':
        return Response.json({ site_name: 'Rigsmith', navigation: [], footer_links: [{ label: 'Garantie', href: '/warranty' }] });
      case 'GET api/cms/pages/':
        return Response.json({
          items: [{ id: 2, slug: 'warranty', title: 'Garantie', meta: { type: 'content', api_url: '/api/cms/pages/warranty/' } }],
        });
      case 'GET api/cms/pages/warranty/':
        return Response.json(warranty);
      case 'HEAD api/cms/redirect/versand':
        return new Response(null, { status: 301, headers: { Location: '/de/warranty' } });
      default:
        return new Response(init?.method === 'HEAD' ? null : JSON.stringify({ code: 'not_found', message: key }), { status: 404 });
    }
  };
  const location = memoryLocation({ path, record: true });
  const { country } = storefronts[storefront];
  render(
    <App
      storefront={storefronts[storefront]}
      messages={bundledCatalogue(storefronts[storefront].locale)}
      client={createApiClient({ baseUrl: 'https://shop.test', country, fetch })}
      sessionStore={createSessionStore({ storage: createMemoryStorage() })}
      locationHook={location.hook}
      swr={{ provider: () => new Map(), dedupingInterval: 0 }}
    />,
  );
  return { calls, history: location.history! };
}

const loaderTimeout = { timeout: 3000 };

afterEach(() => vi.restoreAllMocks());

describe('the catch-all route (SPEC §2 /{slug}, §7 redirect lookup)', () => {
  it('shows a CMS page the start-up list names, titled, with the footer link to it', async () => {
    const { calls } = renderShop('/warranty', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Garantie' }, loaderTimeout)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Was abgedeckt ist' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Garantie | Rigsmith'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Drei Jahre');
    expect(screen.getByRole('navigation', { name: 'Informationen' }).querySelector('a')?.getAttribute('href')).toBe('/de/warranty');
    expect(calls.some((call) => call.startsWith('HEAD'))).toBe(false);
  });

  it('looks up a redirect for an unmatched path and follows one into the store', async () => {
    const { calls, history } = renderShop('/versand', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Garantie' }, loaderTimeout)).toBeTruthy();
    expect(calls).toContain('HEAD api/cms/redirect/versand?locale=DE&country=DE');
    expect(history.at(-1)).toBe('/warranty');
  });

  it('logs "No redirect Found" and shows the not-found page when there is none', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    renderShop('/no/such/page');
    expect(await screen.findByText('Page not found: /no/such/page', {}, loaderTimeout)).toBeTruthy();
    expect(info).toHaveBeenCalledWith('No redirect Found');
  });

  it('shows "Page Not Found: {path}" when a known route’s parameter fails its check', async () => {
    const { calls } = renderShop('/models/Vanguard');
    expect(await screen.findByText('Page Not Found: /models/Vanguard', {}, loaderTimeout)).toBeTruthy();
    expect(calls.some((call) => call.includes('models/'))).toBe(false);
  });
});
