import { describe, expect, it } from 'vitest';
import { guardRedirect } from './RouteGuard';

const at = (path: string, search = '') => ({ path, search });

describe('guardRedirect', () => {
  describe('auth-required routes', () => {
    const access = { authIsRequired: true };

    it('send a guest to /login with the page to come back to', () => {
      expect(guardRedirect(access, 'signed-out', at('/account'))).toBe('/login?next=%2Faccount');
      expect(guardRedirect(access, 'signed-out', at('/account/orders', 'page=2'))).toBe('/login?next=%2Faccount%2Forders%3Fpage%3D2');
    });

    it('let a signed-in customer in', () => {
      expect(guardRedirect(access, 'signed-in', at('/account'))).toBeNull();
    });
  });

  describe('signed-out-only routes', () => {
    const access = { signedOutOnly: true, fallBackRoute: '/account' };

    it('let a guest in', () => {
      expect(guardRedirect(access, 'signed-out', at('/login', 'next=%2Faccount'))).toBeNull();
    });

    it('send a signed-in customer to the fallback', () => {
      expect(guardRedirect(access, 'signed-in', at('/login'))).toBe('/account');
      expect(guardRedirect({ signedOutOnly: true }, 'signed-in', at('/login/reset'))).toBe('/account');
    });

    it('send a signed-in customer to a safe next instead', () => {
      expect(guardRedirect(access, 'signed-in', at('/login', 'next=%2Faccount%2Fsaved-builds'))).toBe('/account/saved-builds');
    });

    it('never follow next to another site', () => {
      expect(guardRedirect(access, 'signed-in', at('/login', 'next=%2F%2Fevil.example'))).toBe('/account');
      expect(guardRedirect(access, 'signed-in', at('/login', 'next=https%3A%2F%2Fevil.example'))).toBe('/account');
    });
  });

  it('leaves open routes alone whoever visits', () => {
    expect(guardRedirect({}, 'signed-out', at('/gaming-pcs'))).toBeNull();
    expect(guardRedirect({}, 'signed-in', at('/gaming-pcs'))).toBeNull();
  });
});
