import { describe, expect, it } from 'vitest';
import { signedOutDestination } from './AppProviders';

// SPEC §4: where each way of losing the session takes the shopper.
describe('signedOutDestination', () => {
  it('sends a logout to /login, or to the path it names', () => {
    expect(signedOutDestination({ reason: 'logout' })).toBe('/login');
    expect(signedOutDestination({ reason: 'logout', redirectTo: '/login' })).toBe('/login');
    expect(signedOutDestination({ reason: 'logout', redirectTo: '/gaming-pcs' })).toBe('/gaming-pcs');
  });

  it('sends a failed refresh to the home page', () => {
    expect(signedOutDestination({ reason: 'refresh-failed', redirectTo: '/' })).toBe('/');
    expect(signedOutDestination({ reason: 'refresh-failed' })).toBe('/');
  });

  it('sends a sign-in or sign-out in another tab to /login', () => {
    expect(signedOutDestination({ reason: 'other-tab', redirectTo: '/login' })).toBe('/login');
    expect(signedOutDestination({ reason: 'other-tab' })).toBe('/login');
  });

  it('leaves a session found expired at start-up to the route guard', () => {
    expect(signedOutDestination({ reason: 'expired' })).toBeNull();
  });
});
