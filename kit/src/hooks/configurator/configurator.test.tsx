import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { PcBuild } from '../../api';
import {
  buildPartsOfChosen,
  checkCompatibility,
  chosenFrom,
  componentsOf,
  estimateShipDate,
  noParts,
  toIsoDate,
  serialiseStoredCustomiser,
  serialiseStoredSession,
  withAmount,
  withSwap,
  type StoredCustomiser,
} from '../../domain';
import { unsignedAccessToken } from '../../domain/session/testTokens';
import { offer, seededBuildLines } from '../../domain/configurator/fixtures/offers';
import { answerParts } from '../../domain/configurator/fixtures/partsServer';
import { ApiClientProvider } from '../ApiClientProvider';
import { createMemoryStorage } from '../session/memoryStorage';
import { SessionProvider } from '../session/SessionProvider';
import { createSessionStore } from '../session/sessionStore';
import { apiError, fakeShopApi, type FakeRoute } from '../session/testApi';
import { createCustomiserStore, CustomiserStoreProvider, type CustomiserStore } from './customiserStore';
import { useCustomiser } from './useCustomiser';
import { usePcBuildCheck } from './useBuildData';
import { useSavedBuilds } from './useSavedBuilds';
import { moveGuestDraft, useGuestDraftMove } from './useGuestDraftMove';
import { useStepParts } from './useStepParts';
import { useSwapSuggestions } from './useSwapSuggestions';

const SESSION = 'rigsmith.session';
const CUSTOMISER = 'rigsmith.customiser';

function setup<T>(
  hook: () => T,
  { routes = {}, signedIn = false, store }: { routes?: Record<string, FakeRoute>; signedIn?: boolean; store?: CustomiserStore } = {},
) {
  const session = { access: unsignedAccessToken({ sid: 'family-a' }), refresh: 'r1', sessionId: 'family-a', sessionEnd: null };
  const storage = createMemoryStorage(signedIn ? { [SESSION]: serialiseStoredSession(session) } : {});
  const sessionStore = createSessionStore({ storage, locks: null, eventTarget: null });
  const customiserStore = store ?? createCustomiserStore({ storage: createMemoryStorage(), locks: null });
  const api = fakeShopApi({ 'GET api/ecommerce/settings/': () => [200, settings], ...routes });
  const client = api.clientFor(sessionStore);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiClientProvider client={client}>
        <SessionProvider store={sessionStore}>
          <CustomiserStoreProvider store={customiserStore}>{children}</CustomiserStoreProvider>
        </SessionProvider>
      </ApiClientProvider>
    </SWRConfig>
  );
  return { ...renderHook(hook, { wrapper }), api, session, sessionStore, customiserStore };
}

const settings = [
  { slug: 'assembly-fee', value: '9900' },
  { slug: 'assembly-days', value: '2' },
];

const cpu = offer('cpu-amd-ryzen-7-5700x');
const intelBoard = offer('motherboard-asus-tuf-gaming-b760-plus-wifi');
const ssd = offer('storage-crucial-p3-plus-1tb');

function pcBuild(overrides: Partial<PcBuild> = {}): PcBuild {
  return {
    id: 501,
    public_id: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
    reference: 'PC-7F3K9Q2M',
    name: 'My custom pc',
    product_class: 'pc-build',
    base_reference: null,
    saved: true,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    components: [{ component: cpu, amount: 1 }],
    compatibility: [],
    missing_slots: [],
    price: { amount: 22099, currency: 'gbp' },
    assembly_fee: { amount: 9900, currency: 'gbp' },
    lost_discount: null,
    in_stock: true,
    shipping_days: 5,
    estimated_ship_date: '2026-11-27',
    power: { cpuW: 65, gpuW: 0, restW: 75, drawW: 140, recommendedW: 196, psuW: null, load: null },
    fps: null,
    blocks: [],
    ...overrides,
  };
}

describe('createCustomiserStore', () => {
  const stored: StoredCustomiser = {
    components: [{ component: 12, amount: 1 }],
    reference: null,
    draft: null,
    step: 'gpu',
    dirty: true,
    guestDraft: null,
  };

  it('keeps the build under its versioned key and tells listeners', () => {
    const storage = createMemoryStorage();
    const store = createCustomiserStore({ storage, locks: null });
    const listener = vi.fn();
    store.subscribe(listener);
    store.save(stored);
    expect(JSON.parse(storage.getItem(CUSTOMISER)!)).toMatchObject({ v: 1, step: 'gpu' });
    expect(store.getSnapshot()).toEqual(stored);
    expect(listener).toHaveBeenCalledTimes(1);
    store.save(stored);
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(storage.getItem(CUSTOMISER)).toBeNull();
    expect(store.getSnapshot()).toBeNull();
  });

  it('reads bad data as nothing', () => {
    expect(createCustomiserStore({ storage: createMemoryStorage({ [CUSTOMISER]: '{oops' }), locks: null }).getSnapshot()).toBeNull();
  });

  it('keeps working in memory when storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const store = createCustomiserStore({ storage: broken, locks: null });
    store.save(stored);
    expect(store.getSnapshot()).toEqual(stored);
  });
});

describe('useStepParts', () => {
  it('lists the step’s parts that fit the build, sending the build as compatible_with', async () => {
    const chosen = withAmount(withAmount(noParts, cpu, 1), ssd, 2);
    const { result, api } = setup(() => useStepParts({ slot: 'motherboard', chosen }), {
      routes: { 'GET api/ecommerce/parts/': ({ query }) => [200, answerParts(new URLSearchParams(query))] },
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const query = api.calls[0]!.query!;
    expect(query.compatible_with).toBe(`${cpu.product_id},${ssd.product_id}:2`);
    expect(query.slot_change).toBe('replace');
    expect(query.category).toBe('motherboard');
    expect(result.current.data!.items.every((board) => board.category === 'motherboard' && board.specs.socket === 'AM4')).toBe(true);
  });

  it('adds to multi-part steps, and sends no build without "only compatible"', async () => {
    const chosen = withAmount(noParts, ssd, 1);
    const { result, api } = setup(
      () => useStepParts({ slot: 'storage', chosen, compatibleOnly: false, inStockOnly: true, sort: 'price_asc', page: 2 }),
      {
        routes: { 'GET api/ecommerce/parts/': ({ query }) => [200, answerParts(new URLSearchParams(query))] },
      },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    const query = api.calls[0]!.query!;
    expect(query.compatible_with).toBeUndefined();
    expect(query).toMatchObject({ in_stock: 'true', sort: 'price_asc', page: '2', per_page: '12' });
    const first = setup(() => useStepParts({ slot: 'storage', chosen }), {
      routes: { 'GET api/ecommerce/parts/': ({ query }) => [200, answerParts(new URLSearchParams(query))] },
    });
    await waitFor(() => expect(first.api.calls).toHaveLength(1));
    expect(first.api.calls[0]!.query!.slot_change).toBe('add');
  });
});

describe('useStepParts across steps', () => {
  it('keeps the step’s previous page while the next loads, never another step’s parts', async () => {
    let options: Parameters<typeof useStepParts>[0] = { slot: 'storage', chosen: noParts };
    const { result, rerender } = setup(() => useStepParts(options), {
      routes: { 'GET api/ecommerce/parts/': ({ query }) => [200, answerParts(new URLSearchParams(query))] },
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const firstPage = result.current.data;
    options = { slot: 'storage', chosen: noParts, page: 2 };
    rerender();
    expect(result.current.data).toBe(firstPage);
    await waitFor(() => expect(result.current.data).not.toBe(firstPage));
    options = { slot: 'motherboard', chosen: noParts };
    rerender();
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data?.items[0]?.category).toBe('motherboard'));
  });
});

describe('usePcBuildCheck', () => {
  it('sends nothing for an empty build, and the lines and reference otherwise', async () => {
    const empty = setup(() => usePcBuildCheck([]));
    await act(async () => {});
    expect(empty.api.calls).toEqual([]);

    const { result, api } = setup(() => usePcBuildCheck([{ component: 12, amount: 2 }], 'RS-VANGUARD-5070'), {
      routes: { 'POST api/ecommerce/pc_build/check/': () => [200, pcBuild()] },
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(api.calls.find((call) => call.path === 'api/ecommerce/pc_build/check/')!.body).toEqual({
      components: [{ component: 12, amount: 2 }],
      reference: 'RS-VANGUARD-5070',
    });
  });
});

describe('useSavedBuilds', () => {
  it('sends no request while signed out', async () => {
    const { result, api } = setup(() => useSavedBuilds());
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(api.callsTo('GET api/ecommerce/pc_build/')).toHaveLength(0);
  });

  /** A fake server keeping the customer's builds. */
  function buildServer(initial: PcBuild[]) {
    let list = [...initial];
    let next = 900;
    const routes: Record<string, FakeRoute> = {
      'GET api/ecommerce/pc_build/': () => [200, list],
      'POST api/ecommerce/pc_build/': ({ body }) => {
        const created = pcBuild({ id: next++, name: body.name || 'My custom pc', saved: body.saved });
        list = [created, ...list];
        return [201, created];
      },
    };
    for (const build of initial) {
      routes[`PATCH api/ecommerce/pc_build/${build.id}/`] = ({ body }) => {
        if (body.name.length > 100) return [400, { code: 'validation_error', message: 'Check the form', fields: { name: 'Name is too long' } }];
        const renamed = { ...list.find((b) => b.id === build.id)!, name: body.name };
        list = [renamed, ...list.filter((b) => b.id !== build.id)];
        return [200, renamed];
      };
      routes[`DELETE api/ecommerce/pc_build/${build.id}/`] = () => {
        list = list.filter((b) => b.id !== build.id);
        return [204];
      };
      routes[`POST api/ecommerce/pc_build/${build.id}/replace_components/`] = ({ body }) => {
        list = list.map((b) => (b.id === build.id ? { ...b, components: body.components_detailed.map(() => ({ component: ssd, amount: 1 })) } : b));
        return [200, list.find((b) => b.id === build.id)];
      };
    }
    return routes;
  }

  it('saves a draft as saved, then shows what the server holds', async () => {
    const { result, api, session } = setup(() => useSavedBuilds(), { signedIn: true, routes: buildServer([pcBuild()]) });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    await act(async () => {
      await result.current.save({ name: 'Quiet build', components: [{ component: cpu.product_id, amount: 1 }] });
    });
    expect(api.callsTo('POST api/ecommerce/pc_build/')[0]).toMatchObject({
      body: { name: 'Quiet build', components: [{ component: cpu.product_id, amount: 1 }], saved: true },
      authorization: `Bearer ${session.access}`,
    });
    expect(result.current.data!.map((build) => build.name)).toEqual(['Quiet build', 'My custom pc']);
  });

  it('renames, replaces components and deletes', async () => {
    const { result, api } = setup(() => useSavedBuilds(), {
      signedIn: true,
      routes: buildServer([pcBuild({ id: 7 }), pcBuild({ id: 8, name: 'Other' })]),
    });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    await act(async () => {
      await result.current.rename(8, 'Renamed');
    });
    expect(result.current.data!.map((build) => build.name)).toEqual(['Renamed', 'My custom pc']);
    await act(async () => {
      await result.current.replaceComponents(7, [{ component: ssd.product_id, amount: 1 }]);
    });
    expect(api.callsTo('POST api/ecommerce/pc_build/7/replace_components/')[0]!.body).toEqual({
      components_detailed: [{ component: ssd.product_id, amount: 1 }],
    });
    await act(async () => {
      await result.current.remove(7);
    });
    await waitFor(() => expect(result.current.data!.map((build) => build.id)).toEqual([8]));
  });

  it('rejects a refused rename with the server’s field message and keeps the list', async () => {
    const { result } = setup(() => useSavedBuilds(), { signedIn: true, routes: buildServer([pcBuild({ id: 7 })]) });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    await act(async () => {
      await expect(result.current.rename(7, 'x'.repeat(101))).rejects.toMatchObject({ status: 400, fields: { name: 'Name is too long' } });
    });
    expect(result.current.data![0]!.name).toBe('My custom pc');
  });
});

describe('moving a guest’s draft on sign-in', () => {
  const guestDraft: StoredCustomiser = {
    components: [{ component: cpu.product_id, amount: 1 }],
    reference: 'RS-VANGUARD-5070',
    draft: { id: null, name: 'Birthday build' },
    step: 'memory',
    dirty: false,
    guestDraft: { name: 'Birthday build', components: [{ component: cpu.product_id, amount: 1 }], reference: 'RS-VANGUARD-5070' },
  };

  function storeWith(value: StoredCustomiser | null) {
    const storage = createMemoryStorage(value ? { [CUSTOMISER]: serialiseStoredCustomiser(value) } : {});
    return { storage, store: createCustomiserStore({ storage, locks: null }) };
  }

  it('posts the draft with the token, once even when asked twice; the working build then edits the account’s copy', async () => {
    const { store } = storeWith(guestDraft);
    const api = fakeShopApi({ 'POST api/ecommerce/pc_build/': () => [201, pcBuild({ name: 'Birthday build' })] });
    const client = api.clientFor();
    const [first, second] = await Promise.all([moveGuestDraft(store, client), moveGuestDraft(store, client)]);
    expect(first).toBe(second);
    expect(api.callsTo('POST api/ecommerce/pc_build/')).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ name: 'Birthday build', components: guestDraft.components, reference: 'RS-VANGUARD-5070', saved: true });
    expect(store.getSnapshot()).toEqual({ ...guestDraft, guestDraft: null, draft: { id: 501, name: 'Birthday build' } });
    await expect(moveGuestDraft(store, client)).resolves.toBeNull();
    expect(api.callsTo('POST api/ecommerce/pc_build/')).toHaveLength(1);
  });

  it('clears storage when the guest draft was all it held', async () => {
    const { store, storage } = storeWith({
      components: [],
      reference: null,
      draft: null,
      step: 'cpu',
      dirty: false,
      guestDraft: guestDraft.guestDraft,
    });
    const api = fakeShopApi({ 'POST api/ecommerce/pc_build/': () => [201, pcBuild()] });
    await moveGuestDraft(store, api.clientFor());
    expect(storage.getItem(CUSTOMISER)).toBeNull();
  });

  it('leaves a build that is not a saved guest draft alone', async () => {
    const { store, storage } = storeWith({ ...guestDraft, guestDraft: null });
    const api = fakeShopApi({});
    await expect(moveGuestDraft(store, api.clientFor())).resolves.toBeNull();
    expect(api.calls).toEqual([]);
    expect(storage.getItem(CUSTOMISER)).not.toBeNull();
  });

  it('keeps the draft when the call fails, with the key its retry sends again', async () => {
    const { store } = storeWith(guestDraft);
    let answer: 'fail' | 'save' = 'fail';
    const api = fakeShopApi({ 'POST api/ecommerce/pc_build/': () => (answer === 'fail' ? apiError(503, 'unavailable') : [201, pcBuild()]) });
    await expect(moveGuestDraft(store, api.clientFor())).rejects.toMatchObject({ status: 503 });
    const key = api.calls[0]!.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getSnapshot()).toEqual({ ...guestDraft, guestDraft: { ...guestDraft.guestDraft, moveKey: key } });
    // A page left mid-move is the same: the next page's try is the same request to the server.
    answer = 'save';
    await moveGuestDraft(store, api.clientFor());
    expect(api.calls.map((call) => call.idempotencyKey)).toEqual([key, key]);
  });

  it('two tabs under one lock move it once', async () => {
    const storage = createMemoryStorage({ [CUSTOMISER]: serialiseStoredCustomiser(guestDraft) });
    let tail: Promise<unknown> = Promise.resolve();
    const locks = {
      request(_name: string, callback: () => Promise<boolean>) {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    const one = createCustomiserStore({ storage, locks });
    const two = createCustomiserStore({ storage, locks });
    const api = fakeShopApi({ 'POST api/ecommerce/pc_build/': () => [201, pcBuild()] });
    const client = api.clientFor();
    await Promise.all([moveGuestDraft(one, client), moveGuestDraft(two, client)]);
    expect(api.callsTo('POST api/ecommerce/pc_build/')).toHaveLength(1);
  });

  it('useGuestDraftMove moves it when the session signs in', async () => {
    const { store } = storeWith(guestDraft);
    const onMoved = vi.fn();
    const { api, sessionStore } = setup(() => useGuestDraftMove(onMoved), {
      store,
      routes: {
        'POST api/auth/login/': () => [200, { access: unsignedAccessToken({ sid: 'family-b' }), refresh: 'r2' }],
        'POST api/ecommerce/pc_build/': () => [201, pcBuild({ name: 'Birthday build' })],
      },
    });
    await act(async () => {});
    expect(api.callsTo('POST api/ecommerce/pc_build/')).toHaveLength(0);
    await act(async () => {
      await sessionStore.login({ email: 'ada@example.com', password: 'Secret-123' });
    });
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Birthday build' })));
    expect(api.callsTo('POST api/ecommerce/pc_build/')[0]!.authorization).toMatch(/^Bearer /);
    expect(store.getSnapshot()?.guestDraft).toBeNull();
  });

  it('useGuestDraftMove moves it on a page opened signed in, and the saved builds list shows it', async () => {
    const { store } = storeWith(guestDraft);
    let saved: PcBuild[] = [];
    const { result } = setup(
      () => {
        useGuestDraftMove();
        return useSavedBuilds();
      },
      {
        store,
        signedIn: true,
        routes: {
          'POST api/ecommerce/pc_build/': () => {
            saved = [pcBuild({ name: 'Birthday build' })];
            return [201, saved[0]];
          },
          'GET api/ecommerce/pc_build/': () => [200, saved],
        },
      },
    );
    await waitFor(() => expect(result.current.data?.map((build) => build.name)).toEqual(['Birthday build']));
    expect(store.getSnapshot()?.guestDraft).toBeNull();
  });
});

describe('useCustomiser', () => {
  it('recomputes price, issues and step states on every change, with the fee from the settings', async () => {
    const { result } = setup(() => useCustomiser({ currency: 'gbp', today: new Date('2026-11-23T09:00:00Z') }));
    await waitFor(() => expect(result.current.figures.price).toEqual({ amount: 9900, currency: 'gbp' }));
    act(() => result.current.dispatch({ type: 'choose', part: cpu }));
    expect(result.current.figures.price?.amount).toBe(9900 + cpu.price.amount);
    act(() => result.current.dispatch({ type: 'choose', part: intelBoard }));
    expect(result.current.figures.issues.map((issue) => issue.rule)).toEqual(expect.arrayContaining(['socket-mismatch', 'gpu-required']));
    expect(result.current.steps.motherboard).toBe('issue');
    const days = Math.max(cpu.lead_time_days, intelBoard.lead_time_days) + 2;
    expect(result.current.figures.shippingDays).toBe(days);
    expect(result.current.figures.estimatedShipDate).toBe(toIsoDate(estimateShipDate(new Date('2026-11-23T09:00:00Z'), days)));
  });

  it('keeps the build in storage, and only once asked to', async () => {
    const storage = createMemoryStorage();
    const store = createCustomiserStore({ storage, locks: null });
    const { result, rerender } = setup(() => useCustomiser({ currency: 'gbp', persist: false }), { store });
    act(() => result.current.dispatch({ type: 'choose', part: cpu }));
    expect(storage.getItem(CUSTOMISER)).toBeNull();
    const persisting = setup(() => useCustomiser({ currency: 'gbp' }), { store });
    act(() => persisting.result.current.dispatch({ type: 'load', lines: seededBuildLines('RS-STRIKER-5060'), step: 'gpu' }));
    expect(store.getSnapshot()).toMatchObject({
      step: 'gpu',
      dirty: false,
      components: componentsOf(chosenFrom(seededBuildLines('RS-STRIKER-5060'))),
    });
    act(() => persisting.result.current.dispatch({ type: 'reset' }));
    expect(storage.getItem(CUSTOMISER)).toBeNull();
    rerender();
  });

  it('keeps a guest’s draft apart: a save and reset leaves it in storage', async () => {
    const store = createCustomiserStore({ storage: createMemoryStorage(), locks: null });
    const { result } = setup(() => useCustomiser({ currency: 'gbp' }), { store });
    act(() => result.current.dispatch({ type: 'choose', part: cpu }));
    act(() => result.current.dispatch({ type: 'request-save', then: 'reset' }));
    act(() => {
      result.current.keepGuestDraft('Mine');
      result.current.dispatch({ type: 'saved', draft: { id: null, name: 'Mine' } });
    });
    expect(result.current.state.chosen).toEqual({});
    expect(store.getSnapshot()).toMatchObject({
      components: [],
      draft: null,
      guestDraft: { name: 'Mine', components: [{ component: cpu.product_id, amount: 1 }] },
    });
  });
});

describe('useSwapSuggestions', () => {
  it('offers a board that fits the processor for a socket mismatch, and a graphics card for a processor without graphics', async () => {
    const chosen = withAmount(withAmount(noParts, cpu, 1), intelBoard, 1);
    const issues = checkCompatibility(buildPartsOfChosen(chosen));
    const { result } = setup(() => useSwapSuggestions(chosen, issues, ['motherboard', 'cpu']), {
      routes: { 'GET api/ecommerce/parts/': ({ query }) => [200, answerParts(new URLSearchParams(query))] },
    });
    const socketIssue = issues.find((issue) => issue.rule === 'socket-mismatch')!;
    const gpuIssue = issues.find((issue) => issue.rule === 'gpu-required')!;
    await waitFor(() => expect(result.current.suggestions.get(socketIssue)).toBeDefined());
    const socket = result.current.suggestions.get(socketIssue)!;
    expect(socket.target.replacing?.part.id).toBe(intelBoard.id);
    expect(socket.part.category).toBe('motherboard');
    expect(socket.part.category === 'motherboard' && socket.part.specs.socket).toBe('AM4');
    const gpu = result.current.suggestions.get(gpuIssue)!;
    expect(gpu.target).toEqual({ slot: 'gpu', replacing: null });
    expect(gpu.part.category).toBe('gpu');
    expect(gpu.part.in_stock).toBe(true);
    // Each suggestion really clears its issue.
    for (const [issue, suggestion] of result.current.suggestions) {
      const swapped = withSwap(chosen, suggestion.part, suggestion.target.replacing?.part.product_id ?? null);
      const after = checkCompatibility(buildPartsOfChosen(swapped)).filter((other) => other.rule === issue.rule);
      expect(after.length).toBeLessThan(issues.filter((other) => other.rule === issue.rule).length);
    }
  });
});
