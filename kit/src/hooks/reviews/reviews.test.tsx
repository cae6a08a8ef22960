import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { OrderReviews } from '../../api';
import { serialiseStoredSession } from '../../domain';
import { unsignedAccessToken } from '../../domain/session/testTokens';
import { ApiClientProvider } from '../ApiClientProvider';
import { createMemoryStorage } from '../session/memoryStorage';
import { SessionProvider } from '../session/SessionProvider';
import { createSessionStore } from '../session/sessionStore';
import { fakeShopApi } from '../session/testApi';
import { useOrderReviews } from './useOrderReviews';

const fresh: OrderReviews = {
  order_id: 12,
  reference: 'RS-2026-000012',
  reviewable: true,
  lines: [{ order_line: 120, name: 'Rigsmith Apex', reference: 'RS-APEX', reviewable: true, review: null }],
};

function setup(orderId: number | null) {
  const session = { access: unsignedAccessToken({ sid: 'family-a' }), refresh: 'r1', sessionId: 'family-a', sessionEnd: null };
  const store = createSessionStore({ storage: createMemoryStorage({ 'rigsmith.session': serialiseStoredSession(session) }), locks: null });
  let submitted = false;
  const api = fakeShopApi({
    'GET api/account/order/12/review/': () => [
      200,
      submitted ? { ...fresh, lines: [{ ...fresh.lines[0]!, review: { id: 1, status: 'pending', rating: 5, title: 'Fast' } }] } : fresh,
    ],
    'POST api/account/order/12/review/': () => {
      submitted = true;
      return [201, { id: 1, status: 'pending' }];
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiClientProvider client={api.clientFor(store)}>
        <SessionProvider store={store}>{children}</SessionProvider>
      </ApiClientProvider>
    </SWRConfig>
  );
  return { ...renderHook(() => useOrderReviews(orderId), { wrapper }), api };
}

describe('useOrderReviews', () => {
  it('loads the order’s lines, submits a review and refetches them, so the line shows reviewed', async () => {
    const { result, api } = setup(12);
    await waitFor(() => expect(result.current.data).toEqual(fresh));
    await act(async () => {
      expect(await result.current.submit({ order_line: 120, rating: 5, title: 'Fast', text: '' })).toEqual({ id: 1, status: 'pending' });
    });
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({ body: { order_line: 120, rating: 5, title: 'Fast', text: '' } });
    await waitFor(() => expect(result.current.data?.lines[0]?.review?.status).toBe('pending'));
  });

  it('asks nothing without an order', () => {
    const { result, api } = setup(null);
    expect(result.current.data).toBeUndefined();
    expect(api.calls).toEqual([]);
  });
});
