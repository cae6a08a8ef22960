import { describe, expect, it } from 'vitest';
import { BuilderLayout } from './layouts/BuilderLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { HeaderLayout } from './layouts/HeaderLayout';
import { routes } from './routes';

// SPEC §2's route table and §3's route metadata, as the storefront declares them.
const route = (path: string) => {
  const found = routes.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`No route ${path}`);
  return found;
};

describe('route metadata (SPEC §2, §3)', () => {
  it('declares each path once', () => {
    const paths = routes.map((candidate) => candidate.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('asks for a sign-in where SPEC does, and only there', () => {
    const signedIn = routes.filter((candidate) => candidate.authIsRequired).map((candidate) => candidate.path);
    expect(signedIn.sort()).toEqual(
      [
        '/account',
        '/account/orders',
        '/account/saved-builds',
        '/checkout/shipping',
        '/checkout/payment',
        '/checkout/confirmed',
        '/order/details',
        // The staff back office (ARCHITECTURE "Staff"): staff sign in like customers.
        '/admin',
        '/admin/orders/:id',
        '/admin/stock',
        '/admin/support',
        '/admin/support/:id',
        '/admin/reviews',
        '/admin/coupons',
        '/admin/team',
        '/admin/audit',
        '/order/review',
      ].sort(),
    );
  });

  it('keeps /login and /login/reset for signed-out shoppers, falling back to /account', () => {
    for (const path of ['/login', '/login/reset']) expect(route(path)).toMatchObject({ signedOutOnly: true, fallBackRoute: '/account' });
  });

  it('numbers the checkout stages 0 to 4 and hides the footer on small tablets for the cart and shipping', () => {
    const stages = Object.fromEntries(
      routes.filter((candidate) => candidate.checkoutStage !== undefined).map((candidate) => [candidate.path, candidate.checkoutStage]),
    );
    expect(stages).toEqual({ '/checkout': 0, '/checkout/auth': 1, '/checkout/shipping': 2, '/checkout/payment': 3, '/checkout/confirmed': 4 });
    expect(route('/checkout').hideFooter).toBe('tabletSmall');
    expect(route('/checkout/shipping').hideFooter).toBe('tabletSmall');
    expect(route('/checkout/auth').authIsRequired).toBeFalsy();
    // Every stage runs the checkout guard.
    for (const path of Object.keys(stages)) expect(route(path).middleware?.length).toBe(1);
  });

  it('puts the configurator in the builder layout and order details in the header layout', () => {
    expect(route('/custom-pc-builder/customiser').layout).toBe(BuilderLayout);
    expect(route('/system-summary').layout).toBe(BuilderLayout);
    expect(route('/order/details').layout).toBe(HeaderLayout);
    expect(route('/order/review').layout).toBe(HeaderLayout);
    expect(route('/').layout).toBe(DefaultLayout);
  });
});
