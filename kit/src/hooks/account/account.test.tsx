import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, type Account, type ShippingAddress } from '../../api';
import { renderSessionHook } from '../session/renderSessionHook';
import { apiError, type FakeRoute } from '../session/testApi';
import { useAccount } from './useAccount';
import { useAccountActions } from './useAccountActions';
import { useApiPlaceProvider } from './useApiPlaceProvider';
import { usePasswordToken } from './usePasswordToken';
import { useShippingAddresses } from './useShippingAddresses';

const setup = renderSessionHook;

const ada: Account = {
  id: 1,
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  phone_number: '+447123456123',
  birth_date: null,
  notify_orders: true,
  notify_marketing: false,
};

describe('useAccount', () => {
  it('sends no request while signed out', async () => {
    const { result, api } = setup(() => useAccount(), { signedIn: false });
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    expect(api.calls).toHaveLength(0);
  });

  it('fetches the account with the bearer token', async () => {
    const { result, api, session } = setup(() => useAccount(), { routes: { 'GET api/account/': () => [200, ada] } });
    await waitFor(() => expect(result.current.data).toEqual(ada));
    expect(api.calls[0]!.authorization).toBe(`Bearer ${session.access}`);
  });

  it('shows what the server stored after an update, without refetching', async () => {
    const { result, api } = setup(() => useAccount(), {
      routes: {
        'GET api/account/': () => [200, ada],
        // The server normalises what was typed.
        'PATCH api/account/': ({ body }) => [200, { ...ada, ...body, full_name: body.full_name.trim() }],
      },
    });
    await waitFor(() => expect(result.current.data).toEqual(ada));
    let answer: Account | undefined;
    await act(async () => {
      answer = await result.current.update({ full_name: '  Ada King  ', notify_marketing: true });
    });
    expect(answer).toEqual({ ...ada, full_name: 'Ada King', notify_marketing: true });
    expect(result.current.data).toEqual(answer);
    expect(api.callsTo('PATCH api/account/')[0]!.body).toEqual({ full_name: '  Ada King  ', notify_marketing: true });
    expect(api.callsTo('GET api/account/')).toHaveLength(1);
  });

  it('throws the ApiError with its fields and keeps the stored account', async () => {
    const { result } = setup(() => useAccount(), {
      routes: {
        'GET api/account/': () => [200, ada],
        'PATCH api/account/': () => [400, { code: 'validation_error', message: 'Check the form', fields: { phone_number: 'Number is not correct' } }],
      },
    });
    await waitFor(() => expect(result.current.data).toEqual(ada));
    let error: unknown;
    await act(async () => {
      error = await result.current.update({ phone_number: '12' }).catch((e: unknown) => e);
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, fields: { phone_number: 'Number is not correct' } });
    expect(result.current.data).toEqual(ada);
  });

  it('explains where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAccount())).toThrow('`useAccount` must be used within `SessionProvider`');
  });
});

describe('useShippingAddresses', () => {
  const input = (city: string): Omit<ShippingAddress, 'id' | 'is_default'> => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+447123456123',
    line1: '1 Street',
    line2: '',
    city,
    postcode: 'SW1A 1AA',
    province: '',
    country: 'GB',
  });

  /** A fake server holding the list, the default first, at most 6. */
  function addressServer(initial: ShippingAddress[] = []) {
    let list = [...initial];
    let nextId = 100;
    const ordered = () => [...list].sort((a, b) => Number(b.is_default) - Number(a.is_default));
    const routes: Record<string, FakeRoute> = {
      'GET api/account/shipping_address/': () => [200, ordered()],
      'POST api/account/shipping_address/': ({ body }) => {
        if (list.length >= 6) return apiError(400, 'address_limit', 'Delete an address in your profile to save another');
        const isDefault = Boolean(body.is_default) || list.length === 0;
        if (isDefault) list = list.map((a) => ({ ...a, is_default: false }));
        const created = { ...body, id: nextId++, is_default: isDefault };
        list.push(created);
        return [201, created];
      },
    };
    for (const address of initial) {
      routes[`DELETE api/account/shipping_address/${address.id}/`] = () => {
        const removed = list.find((a) => a.id === address.id);
        list = list.filter((a) => a.id !== address.id);
        // The server makes the oldest remaining address the default.
        if (removed?.is_default && list[0]) list[0] = { ...list[0], is_default: true };
        return [204];
      };
      routes[`POST api/account/shipping_address/${address.id}/set_default/`] = () => {
        list = list.map((a) => ({ ...a, is_default: a.id === address.id }));
        return [200, ordered()];
      };
    }
    return routes;
  }

  const home: ShippingAddress = { ...input('London'), id: 1, is_default: true };
  const work: ShippingAddress = { ...input('Leeds'), id: 2, is_default: false };

  it('sends no request while signed out', async () => {
    const { result, api } = setup(() => useShippingAddresses(), { signedIn: false });
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('adds an address and shows the list the server then holds', async () => {
    const { result, api } = setup(() => useShippingAddresses(), { routes: addressServer([home]) });
    await waitFor(() => expect(result.current.data).toEqual([home]));
    let created: ShippingAddress | undefined;
    await act(async () => {
      created = await result.current.add({ ...input('Paris'), country: 'FR', is_default: true });
    });
    expect(created).toMatchObject({ id: 100, city: 'Paris', is_default: true });
    // The old default lost its badge on the server, so it does here too.
    expect(result.current.data).toEqual([created, { ...home, is_default: false }]);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET api/account/shipping_address/',
      'POST api/account/shipping_address/',
      'GET api/account/shipping_address/',
    ]);
  });

  it('throws the address limit as an ApiError and keeps the list', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ ...input(`Town ${i}`), id: i + 1, is_default: i === 0 }));
    const { result } = setup(() => useShippingAddresses(), { routes: addressServer(six) });
    await waitFor(() => expect(result.current.data).toHaveLength(6));
    await act(async () => {
      await expect(result.current.add(input('Bath'))).rejects.toMatchObject({ status: 400, code: 'address_limit' });
    });
    expect(result.current.data).toHaveLength(6);
  });

  it('removes an address and shows the default the server chose', async () => {
    const { result } = setup(() => useShippingAddresses(), { routes: addressServer([home, work]) });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    await act(() => result.current.remove(1));
    await waitFor(() => expect(result.current.data).toEqual([{ ...work, is_default: true }]));
  });

  it('sets the default from the list the server answers', async () => {
    const { result, api } = setup(() => useShippingAddresses(), { routes: addressServer([home, work]) });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    await act(() => result.current.setDefault(2));
    expect(result.current.data).toEqual([
      { ...work, is_default: true },
      { ...home, is_default: false },
    ]);
    expect(api.callsTo('GET api/account/shipping_address/')).toHaveLength(1);
  });

  it('throws a refused deletion (another customer’s address) and keeps the list', async () => {
    const { result } = setup(() => useShippingAddresses(), { routes: addressServer([home]) });
    await waitFor(() => expect(result.current.data).toEqual([home]));
    await act(async () => {
      await expect(result.current.remove(999)).rejects.toMatchObject({ status: 404 });
    });
    expect(result.current.data).toEqual([home]);
  });
});

describe('usePasswordToken', () => {
  it('sends no request without a token', async () => {
    const { result, api } = setup(() => usePasswordToken(null), { signedIn: false });
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('looks up what the link is for', async () => {
    const { result, api } = setup(() => usePasswordToken('tok/en'), {
      signedIn: false,
      routes: { 'GET api/account/tok%2Fen/reset_password/': () => [200, { kind: 'create', email: 'ada@example.com' }] },
    });
    await waitFor(() => expect(result.current.data).toEqual({ kind: 'create', email: 'ada@example.com' }));
    expect(api.calls).toHaveLength(1);
  });

  it('reports a refused link once, without retrying', async () => {
    const { result, api } = setup(() => usePasswordToken('used'), {
      signedIn: false,
      routes: { 'GET api/account/used/reset_password/': () => apiError(404, 'token_invalid', 'This link is no longer valid') },
    });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 404 }));
    expect(api.calls).toHaveLength(1);
  });
});

describe('useAccountActions', () => {
  it('sends each action to its call and passes errors on', async () => {
    const { result, api } = setup(() => useAccountActions(), {
      signedIn: false,
      routes: {
        'POST api/account/register/': () => [201, { detail: 'Registration email sent' }],
        'POST api/account/ask_for_password_reset/': () => [200, { detail: 'If an account is linked, a link is on its way' }],
        'POST api/account/abc/reset_password/': () => [200, { kind: 'created', detail: 'Password created' }],
        'POST api/account/change_password/': () => [400, { code: 'wrong_password', message: 'x', fields: { old_password: 'Wrong' } }],
      },
    });
    await expect(result.current.register({ email: 'ada@example.com', terms_accepted: true })).resolves.toEqual({
      detail: 'Registration email sent',
    });
    await expect(result.current.askForPasswordReset({ email: 'ada@example.com' })).resolves.toMatchObject({ detail: expect.any(String) });
    await expect(result.current.resetPassword('abc', { password: 'Secret-123', confirmation: 'Secret-123' })).resolves.toEqual({
      kind: 'created',
      detail: 'Password created',
    });
    await expect(result.current.changePassword({ old_password: 'a', password: 'Secret-123' })).rejects.toMatchObject({
      code: 'wrong_password',
      fields: { old_password: 'Wrong' },
    });
    expect(api.calls.map((c) => c.body)).toEqual([
      { email: 'ada@example.com', terms_accepted: true },
      { email: 'ada@example.com' },
      { password: 'Secret-123', confirmation: 'Secret-123' },
      { old_password: 'a', password: 'Secret-123' },
    ]);
  });
});

describe('useApiPlaceProvider', () => {
  const paris = { city: 'Paris', postcode: '75001', region: 'Île-de-France', country: 'FR' };

  it('searches the bundled places of the address’s country', async () => {
    const { result, api } = setup(() => useApiPlaceProvider(), {
      signedIn: false,
      routes: { 'GET api/geo/places/': () => [200, [paris]] },
    });
    await expect(result.current.search(' Par ', 'FR')).resolves.toEqual([paris]);
    const url = new URL(String((api.fetch.mock.calls[0] as unknown[])[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Par', place_country: 'FR', country: 'GB' });
  });

  it('answers a blank query without a request, and passes the abort signal on', async () => {
    const { result, api } = setup(() => useApiPlaceProvider(), { signedIn: false, routes: { 'GET api/geo/places/': () => [200, []] } });
    await expect(result.current.search('  ', 'GB')).resolves.toEqual([]);
    expect(api.calls).toHaveLength(0);
    const controller = new AbortController();
    await result.current.search('Lon', 'GB', controller.signal);
    expect((api.fetch.mock.calls[0] as [unknown, RequestInit])[1].signal).toBe(controller.signal);
  });

  it('stays the same object across renders', () => {
    const { result, rerender } = setup(() => useApiPlaceProvider(), { signedIn: false });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
