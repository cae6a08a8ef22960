import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createApiClient } from '../api';
import { ApiClientProvider } from './ApiClientProvider';
import { useBuilds } from './useBuilds';
import { useCountries } from './useReferenceData';
import { useShippingCountries } from './useShippingCountries';

const page = { items: [{ id: 1, name: 'Vanguard' }], count: 1, page: 2, per_page: 6 };

function wrapperFor(fetch: typeof globalThis.fetch, country: 'GB' | 'FR' = 'GB') {
  const client = createApiClient({ baseUrl: 'https://shop.test', country, fetch });
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </SWRConfig>
  );
}

describe('useBuilds', () => {
  it('fetches the requested page for the client country', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(page), { status: 200 }));
    const { result } = renderHook(() => useBuilds({ page: 2, per_page: 6 }), {
      wrapper: wrapperFor(fetch as unknown as typeof globalThis.fetch, 'FR'),
    });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('https://shop.test/api/ecommerce/builds/?page=2&per_page=6&country=FR');
  });

  it('exposes the API error with its status and code', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 'validation_error', message: 'bad' }), { status: 400 }));
    const { result } = renderHook(() => useBuilds({ per_page: 0 }), {
      wrapper: wrapperFor(fetch as unknown as typeof globalThis.fetch),
    });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 400, code: 'validation_error' }));
  });
});

describe('useCountries', () => {
  it('throws an actionable message outside ApiClientProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCountries())).toThrow('`useApiClient` must be used within `ApiClientProvider`');
  });
});

describe('useShippingCountries', () => {
  it('names the shipping countries in the storefront language, its own country first', async () => {
    const countries = ['GB', 'FR', 'DE', 'ES', 'IT', 'US'].map((code) => ({ iso_3166_1_a2: code, is_shipping: code !== 'US' }));
    const fetch = vi.fn(async () => new Response(JSON.stringify(countries), { status: 200 }));
    const { result } = renderHook(() => useShippingCountries(), { wrapper: wrapperFor(fetch as unknown as typeof globalThis.fetch, 'FR') });
    await waitFor(() => expect(result.current).toHaveLength(5));
    expect(result.current.map((country) => country.name)).toEqual(['France', 'Allemagne', 'Espagne', 'Italie', 'Royaume-Uni']);
  });
});
