import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createApiClient } from '@rigsmith/kit/api';
import { ApiClientProvider, createCustomiserStore, createMemoryStorage, createSessionStore, SessionProvider } from '@rigsmith/kit/hooks';
import { openRequestFromSearch } from './customiserQuery';
import { useOpenBuild } from './useOpenBuild';

const publicId = '3b241101-e2bb-4255-8caf-4136c566a962';
const cooler = { id: 61, name: 'be quiet! Dark Rock Pro 5' };
const pcCase = { id: 71, name: 'Small and tall case' };

/** A guest's saved build as GET pc_build/{public_id}/ answers it (only what opening reads). */
const guestBuild = {
  id: 501,
  public_id: publicId,
  name: 'Small and tall',
  base_reference: 'RS-STRIKER',
  components: [
    { component: cooler, amount: 1 },
    { component: pcCase, amount: 1 },
  ],
};

/** Opens what `search` asks for against a fetch that knows one guest build; no one is signed in. */
function open(search: string) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.slice(1);
    calls.push(path);
    return path === `api/ecommerce/pc_build/${publicId}/`
      ? Response.json(guestBuild)
      : Response.json({ code: 'not_found', message: 'No such build.' }, { status: 404 });
  };
  const client = createApiClient({ baseUrl: 'https://shop.test', country: 'GB', fetch });
  const sessionStore = createSessionStore({ storage: createMemoryStorage(), locks: null, eventTarget: null });
  const store = createCustomiserStore({ storage: createMemoryStorage(), locks: null });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiClientProvider client={client}>
        <SessionProvider store={sessionStore}>{children}</SessionProvider>
      </ApiClientProvider>
    </SWRConfig>
  );
  const dispatch = vi.fn();
  const request = openRequestFromSearch(search);
  const hook = renderHook(() => useOpenBuild(request, dispatch, store), { wrapper });
  return { ...hook, dispatch, calls };
}

describe('useOpenBuild, a guest build by its public id', () => {
  it('loads its parts as this browser’s build (no draft), on the step asked for', async () => {
    const { result, dispatch, calls } = open(`guest-build=${publicId}&step=case`);
    await waitFor(() => expect(result.current.opened).toBe(true));
    expect(result.current.error).toBeNull();
    expect(calls).toEqual([`api/ecommerce/pc_build/${publicId}/`]);
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith({
      type: 'load',
      lines: [
        { part: cooler, amount: 1 },
        { part: pcCase, amount: 1 },
      ],
      draft: null,
      base: { reference: 'RS-STRIKER', name: 'RS-STRIKER', discount: null },
      step: 'case',
    });
  });

  it('starts empty with the not-found notice when the server does not know the build', async () => {
    const { result, dispatch, calls } = open('guest-build=00000000-0000-4000-8000-000000000000&step=case');
    await waitFor(() => expect(result.current.opened).toBe(true));
    expect(result.current.error).toBe('guestBuildNotFound');
    expect(calls).toHaveLength(1);
    expect(dispatch).toHaveBeenCalledWith({ type: 'load', lines: [] });
  });

  it('asks the server nothing for a malformed public id', async () => {
    const { result, calls } = open('guest-build=42');
    await waitFor(() => expect(result.current.opened).toBe(true));
    expect(result.current.error).toBe('guestBuildNotFound');
    expect(calls).toEqual([]);
  });
});
