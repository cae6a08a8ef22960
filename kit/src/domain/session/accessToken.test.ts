import { describe, expect, it } from 'vitest';
import { decodeAccessToken, isFreshAccessToken } from './accessToken';
import { unsignedAccessToken } from './testTokens';

describe('decodeAccessToken', () => {
  it('reads sid, iat, exp and sub without verifying', () => {
    const token = unsignedAccessToken({ sid: 'family-1', iat: 1_700_000_000, sub: '42' });
    expect(decodeAccessToken(token)).toEqual({ sid: 'family-1', iat: 1_700_000_000, exp: 1_700_000_300, sub: '42' });
  });

  it('decodes base64url payloads with - and _ and non-ASCII text', () => {
    const payload = Buffer.from(JSON.stringify({ sid: 'é?>~ü', iat: 1 })).toString('base64url');
    expect(payload).toMatch(/[-_]/);
    expect(decodeAccessToken(`x.${payload}.y`)?.sid).toBe('é?>~ü');
  });

  it.each(['', 'opaque-token', 'a.b', 'a.!!!.c', `a.${btoa('[1,2]')}.c`, `a.${btoa('not json')}.c`])('answers null for %j', (token) => {
    expect(decodeAccessToken(token)).toBeNull();
  });

  it('ignores claims of the wrong type', () => {
    const payload = btoa(JSON.stringify({ sid: 7, iat: '1' }));
    expect(decodeAccessToken(`a.${payload}.c`)).toEqual({ sid: undefined, iat: undefined, exp: undefined, sub: undefined });
  });
});

describe('isFreshAccessToken', () => {
  const issuedAt = 1_700_000_000;
  const token = unsignedAccessToken({ sid: 's', iat: issuedAt });

  it('is fresh for less than 30 s after issue', () => {
    expect(isFreshAccessToken(token, issuedAt * 1000)).toBe(true);
    expect(isFreshAccessToken(token, (issuedAt + 29) * 1000)).toBe(true);
    expect(isFreshAccessToken(token, (issuedAt + 30) * 1000)).toBe(false);
  });

  it('tolerates a client clock a little behind the server', () => {
    expect(isFreshAccessToken(token, (issuedAt - 5) * 1000)).toBe(true);
    expect(isFreshAccessToken(token, (issuedAt - 300) * 1000)).toBe(false);
  });

  it('is never fresh without an iat', () => {
    expect(isFreshAccessToken('opaque', issuedAt * 1000)).toBe(false);
  });
});
