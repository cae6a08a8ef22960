import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '@rigsmith/kit/api';
import { DEFAULT_SESSION_STORAGE_KEY, serialiseStoredSession, storefronts } from '@rigsmith/kit/domain';
import { createMemoryStorage, createSessionStore } from '@rigsmith/kit/hooks';
import { App } from './App';
import { bundledCatalogue } from './i18n/messages';
import { adminOrderDetail, adminOrderRows } from '../../.storybook/fixtures/admin';
import { couponRows } from '../../.storybook/fixtures/coupons';
import { expectNoAxeViolations } from '../../kit/test/render';

/** An unsigned JWT-shaped access token: the client only reads its `sid`. */
function accessToken(sid: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sid, iat: Math.floor(Date.now() / 1000), exp: 0 })}.x`;
}

/** Marie Curie's confirmed order on the French storefront. */
const row = adminOrderRows[1]!;

/** The real App over an in-memory session and a fetch answering the start-up calls and the back office's. */
function renderBackOffice(
  path: string,
  {
    signedIn = true,
    staff = true,
    permissions = ['orders.read'],
    more = {},
  }: { signedIn?: boolean; staff?: boolean; permissions?: string[]; more?: Record<string, [number, unknown]> } = {},
) {
  const calls: string[] = [];
  /** The JSON body of each call that sent one, by method and path. */
  const bodies: Record<string, unknown> = {};
  const answers: Record<string, [number, unknown]> = {
    'GET api/ecommerce/regional/country/': [200, [{ iso_3166_1_a2: 'GB', is_shipping: true, currency: 'gbp', vat_rate_bp: 2000 }]],
    'GET api/ecommerce/regional/currency/': [200, [{ code: 'gbp', symbol: '£' }]],
    'GET api/cms/meta': [200, { navigation: [] }],
    'GET api/cms/pages/': [200, { items: [] }],
    'GET api/admin/me/': staff
      ? [200, { email: 'olive@rigsmith.test', full_name: 'Olive Owner', role: 'owner', permissions }]
      : [403, { code: 'not_staff', message: 'This account is not staff' }],
    'GET api/admin/orders/': [200, { items: [row], count: 1, page: 1, per_page: 20 }],
    'GET api/admin/orders/48/': [200, adminOrderDetail],
    ...more,
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname.slice(1)}`;
    calls.push(`${key}${url.search.replace(/[?&]?country=GB/, '')}`);
    if (typeof init?.body === 'string') bodies[key] = JSON.parse(init.body);
    const [status, body] = answers[key] ?? [404, { code: 'not_found', message: key }];
    return Response.json(body, { status });
  };
  const session = { access: accessToken('staff-login'), refresh: 'refresh-1', sessionId: 'staff-login', sessionEnd: null };
  const storage = createMemoryStorage(signedIn ? { [DEFAULT_SESSION_STORAGE_KEY]: serialiseStoredSession(session) } : {});
  const location = memoryLocation({ path, record: true });
  const view = render(
    <App
      storefront={storefronts.uk}
      messages={bundledCatalogue(storefronts.uk.locale)}
      client={createApiClient({ baseUrl: 'https://shop.test', country: 'GB', fetch })}
      sessionStore={createSessionStore({ storage })}
      locationHook={location.hook}
      swr={{ provider: () => new Map(), dedupingInterval: 0 }}
    />,
  );
  return { calls, bodies, history: location.history!, container: view.container };
}

const loaderTimeout = { timeout: 3000 };

describe('the back office at /admin', () => {
  it('sends a guest to sign in, with the way back to the admin page', async () => {
    const { history, calls } = renderBackOffice('/admin/stock?low=1', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, loaderTimeout)).toBeTruthy();
    expect(history.at(-1)).toBe('/login?next=%2Fadmin%2Fstock%3Flow%3D1');
    expect(calls.filter((call) => call.includes('api/admin/'))).toEqual([]);
  });

  it('tells a signed-in customer this account has no back-office access, and fetches no orders', async () => {
    const { calls } = renderBackOffice('/admin', { staff: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'No back-office access' }, loaderTimeout)).toBeTruthy();
    expect(screen.getByText(/This account has no back-office access/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(calls.filter((call) => call.startsWith('GET api/admin/orders/'))).toEqual([]);
  });

  it('lists orders for staff, and a search goes into the URL so Back returns to the list before', async () => {
    const user = userEvent.setup();
    const { history, calls } = renderBackOffice('/admin?status=confirmed');
    const table = await screen.findByRole('table', { name: 'Orders' }, loaderTimeout);
    expect(within(table).getByRole('link', { name: 'RS-2026-000047' }).getAttribute('href')).toBe('/admin/orders/47');
    expect(screen.getByText('Signed in as Olive Owner, Owner')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Back office' }))
        .getByRole('link', { name: 'Orders' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(calls).toContain('GET api/admin/orders/?status=confirmed&per_page=20');
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'curie');
    await user.click(screen.getByRole('button', { name: 'Show orders' }));
    expect(history.at(-1)).toBe('/admin?q=curie&status=confirmed');
    expect(history.at(-2)).toBe('/admin?status=confirmed');
  });

  it('changes a coupon’s use limit from the list, sending only the change, and shows the server’s refusal on the field', async () => {
    const user = userEvent.setup();
    const refusal = 'This coupon has been used 5 times: the limit cannot be lower.';
    const { bodies } = renderBackOffice('/admin/coupons', {
      permissions: ['coupons.manage'],
      more: {
        'GET api/admin/coupons/': [200, { items: couponRows, count: couponRows.length, page: 1, per_page: 20 }],
        'PATCH api/admin/coupons/6/': [409, { code: 'coupon_limit_below_uses', message: refusal, fields: { max_uses: refusal } }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit UK-TENNER' }, loaderTimeout));
    const dialog = screen.getByRole('dialog', { name: 'Change UK-TENNER' });
    const limit = within(dialog).getByRole('textbox', { name: /Use limit/ });
    await user.clear(limit);
    await user.type(limit, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain(refusal);
    expect(bodies['PATCH api/admin/coupons/6/']).toEqual({ max_uses: 4 });
  });

  it('shows one order with its sections each named once, its actions and its lines', async () => {
    const { container } = renderBackOffice('/admin/orders/48');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order RS-2026-000048' }, loaderTimeout)).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Order actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm order', 'Cancel order']);
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby') && document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent);
    expect(new Set(regions).size).toBe(regions.length);
    await expectNoAxeViolations(container);
  });
});
