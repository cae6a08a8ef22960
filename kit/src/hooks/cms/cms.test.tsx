import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createApiClient } from '../../api';
import { ApiClientProvider } from '../ApiClientProvider';
import { useCmsPage } from './useCmsPage';
import { useRedirectLookup } from './useRedirectLookup';

function wrapperFor(fetch: typeof globalThis.fetch, country: 'GB' | 'DE' = 'GB') {
  const client = createApiClient({ baseUrl: 'https://shop.test', country, fetch });
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </SWRConfig>
  );
}

const calls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map((call) => [String(call[0]), (call[1] as RequestInit).method, (call[1] as RequestInit).redirect]);

describe('useCmsPage', () => {
  it('fetches the page for the storefront country', async () => {
    const page = { id: 1, slug: 'warranty', title: 'Garantie', body: [] };
    const fetch = vi.fn(async () => new Response(JSON.stringify(page), { status: 200 }));
    const { result } = renderHook(() => useCmsPage('warranty'), { wrapper: wrapperFor(fetch as unknown as typeof globalThis.fetch, 'DE') });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(calls(fetch)).toEqual([['https://shop.test/api/cms/pages/warranty/?country=DE', 'GET', undefined]]);
  });

  it('asks for nothing without a slug', () => {
    const fetch = vi.fn();
    renderHook(() => useCmsPage(null), { wrapper: wrapperFor(fetch as unknown as typeof globalThis.fetch) });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('useRedirectLookup', () => {
  it('sends HEAD without following, with the normalised path and the mapped locale', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 301, headers: { Location: 'https://www.rigsmith.example/blog' } }));
    const { result } = renderHook(() => useRedirectLookup('/Blog/', 'en-GB'), { wrapper: wrapperFor(fetch as unknown as typeof globalThis.fetch) });
    await waitFor(() => expect(result.current.data).toEqual({ kind: 'redirect', status: 301, location: 'https://www.rigsmith.example/blog' }));
    expect(calls(fetch)).toEqual([['https://shop.test/api/cms/redirect/blog?locale=GB&country=GB', 'HEAD', 'manual']]);
  });

  it('gives the lookup URL to open when the browser hides the redirect', async () => {
    const opaque = { type: 'opaqueredirect', status: 0, ok: false, headers: new Headers() } as Response;
    const fetch = vi.fn(async () => opaque);
    const { result } = renderHook(() => useRedirectLookup('/gift', 'de-DE'), {
      wrapper: wrapperFor(fetch as unknown as typeof globalThis.fetch, 'DE'),
    });
    await waitFor(() =>
      expect(result.current.data).toEqual({ kind: 'opaque-redirect', url: 'https://shop.test/api/cms/redirect/gift?locale=DE&country=DE' }),
    );
  });

  it('answers none for a 404', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 404 }));
    const { result } = renderHook(() => useRedirectLookup('/nowhere', 'fr'), { wrapper: wrapperFor(fetch as unknown as typeof globalThis.fetch) });
    await waitFor(() => expect(result.current.data).toEqual({ kind: 'none' }));
  });
});
