import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, type ContactTicketRequest } from '../../api';
import { createCookieConsentStore, memoryCookieJar, serialiseStoredSession } from '../../domain';
import { unsignedAccessToken } from '../../domain/session/testTokens';
import { ApiClientProvider } from '../ApiClientProvider';
import { createMemoryStorage } from '../session/memoryStorage';
import { SessionProvider } from '../session/SessionProvider';
import { createSessionStore } from '../session/sessionStore';
import { apiError, fakeShopApi, type FakeRoute } from '../session/testApi';
import { useContactTicket } from './useContactTicket';
import { useCookieConsent } from './useCookieConsent';

function setup(routes: Record<string, FakeRoute>, signedIn = false) {
  const session = { access: unsignedAccessToken({ sid: 'family-a' }), refresh: 'r1', sessionId: 'family-a', sessionEnd: null };
  const store = createSessionStore({
    storage: createMemoryStorage(signedIn ? { 'rigsmith.session': serialiseStoredSession(session) } : {}),
    locks: null,
  });
  const api = fakeShopApi(routes);
  const client = api.clientFor(store);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>
      <SessionProvider store={store}>{children}</SessionProvider>
    </ApiClientProvider>
  );
  return { ...renderHook(() => useContactTicket(), { wrapper }), api, session };
}

const body: ContactTicketRequest = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'My PC will not start.',
  privacy_accepted: true,
};

describe('useContactTicket', () => {
  it('raises a guest ticket and keeps its reference until reset', async () => {
    const { result, api } = setup({ 'POST api/support/ticket/': () => [201, { reference: 'SUP-7F3K9Q' }] });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.raise(body);
    });
    expect(answer).toEqual({ reference: 'SUP-7F3K9Q' });
    expect(result.current.reference).toBe('SUP-7F3K9Q');
    expect(result.current.isSubmitting).toBe(false);
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: 'api/support/ticket/', body, authorization: undefined });
    act(() => result.current.reset());
    expect(result.current.reference).toBeNull();
  });

  it('sends the signed-in customer’s token', async () => {
    const { result, api, session } = setup({ 'POST api/support/ticket/': () => [201, { reference: 'SUP-7F3K9Q' }] }, true);
    await act(async () => {
      await result.current.raise(body);
    });
    expect(api.calls.at(-1)!.authorization).toBe(`Bearer ${session.access}`);
  });

  it('rejects with the server’s refusal and keeps it as `error`', async () => {
    const { result } = setup({
      'POST api/support/ticket/': () => [
        400,
        { code: 'validation_error', message: 'Invalid body field: email', fields: { email: 'Incorrect email format' } },
      ],
    });
    let thrown: unknown;
    await act(async () => {
      thrown = await result.current.raise(body).catch((error: unknown) => error);
    });
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).fields).toEqual({ email: 'Incorrect email format' });
    expect(result.current.error).toBe(thrown);
    expect(result.current.reference).toBeNull();
  });

  it('ignores a second submit while the first is under way', async () => {
    let answer: (value: [number, unknown]) => void = () => {};
    const { result, api } = setup({ 'POST api/support/ticket/': () => new Promise((resolve) => (answer = resolve)) });
    let first!: Promise<unknown>;
    let second: unknown;
    await act(async () => {
      first = result.current.raise(body);
      second = await result.current.raise(body);
    });
    expect(second).toBeNull();
    expect(result.current.isSubmitting).toBe(true);
    await act(async () => {
      answer(apiError(429, 'too_many_tickets') as [number, unknown]);
      await first.catch(() => {});
    });
    expect(api.callsTo('POST api/support/ticket/')).toHaveLength(1);
    expect(result.current.isSubmitting).toBe(false);
  });
});

describe('useCookieConsent', () => {
  it('shows no choice, then the one made, and writes it to the cookie', () => {
    const jar = memoryCookieJar();
    const store = createCookieConsentStore({ jar, secure: false });
    const { result } = renderHook(() => useCookieConsent(store));
    expect(result.current.choice).toBeNull();
    act(() => result.current.choose('required'));
    expect(result.current.choice).toBe('required');
    expect(jar.read()).toBe('rs_cookie_consent=required');
  });
});
