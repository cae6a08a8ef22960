import { describe, expect, it } from 'vitest';
import { parseStoredSession, sameStoredSession, serialiseStoredSession, sessionFromLogin } from './storedSession';
import { unsignedAccessToken } from './testTokens';

const now = Date.parse('2025-03-14T09:30:00.000Z');

describe('sessionFromLogin', () => {
  it('keeps both tokens, the sid claim and an end one month ahead', () => {
    const access = unsignedAccessToken({ sid: 'family-1' }, now);
    expect(sessionFromLogin({ access, refresh: 'r1' }, { rememberMe: false, now })).toEqual({
      access,
      refresh: 'r1',
      sessionId: 'family-1',
      sessionEnd: '2025-04-14T09:30:00.000Z',
    });
  });

  it('has no end with remember-me', () => {
    const access = unsignedAccessToken({ sid: 'family-1' }, now);
    expect(sessionFromLogin({ access, refresh: 'r1' }, { rememberMe: true, now }).sessionEnd).toBeNull();
  });

  it('refuses an access token without sid', () => {
    expect(() => sessionFromLogin({ access: unsignedAccessToken({}, now), refresh: 'r1' }, { rememberMe: false, now })).toThrow('`sid`');
  });
});

describe('stored session round trip', () => {
  const session = { access: 'a.b.c', refresh: 'r', sessionId: 's', sessionEnd: null };

  it('parses what it serialises, dropping unknown fields', () => {
    expect(parseStoredSession(serialiseStoredSession({ ...session, extra: 1 } as typeof session))).toEqual(session);
    expect(serialiseStoredSession({ ...session, extra: 1 } as typeof session)).not.toContain('extra');
  });

  it.each([
    null,
    '',
    '{oops',
    'null',
    '"text"',
    JSON.stringify({ ...session, access: '' }),
    JSON.stringify({ ...session, refresh: 5 }),
    JSON.stringify({ ...session, sessionId: undefined }),
    JSON.stringify({ ...session, sessionEnd: 123 }),
  ])('reads %j as no session', (raw) => {
    expect(parseStoredSession(raw)).toBeNull();
  });

  it('compares by value', () => {
    expect(sameStoredSession(session, { ...session })).toBe(true);
    expect(sameStoredSession(session, { ...session, refresh: 'r2' })).toBe(false);
    expect(sameStoredSession(session, null)).toBe(false);
    expect(sameStoredSession(null, null)).toBe(true);
  });
});
