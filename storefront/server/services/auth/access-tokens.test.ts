import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './access-tokens';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const claims = { userId: 7, sessionId: 'family-1' };

/** The token with one character of its signature changed. */
function tampered(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

describe('verifyAccessToken, with the tokens it has verified remembered', () => {
  it('accepts a token again and again, and still refuses its tampered copies', async () => {
    const issued = new Date('2026-11-27T10:00:00Z');
    const token = await signAccessToken(database.db, claims, issued);
    for (let i = 0; i < 3; i++) expect(await verifyAccessToken(database.db, token, issued)).toEqual({ ok: true, claims });
    expect(await verifyAccessToken(database.db, tampered(token), issued)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken(database.db, `${token}x`, issued)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a remembered token as expired from its expiry on, as jose does', async () => {
    const issued = new Date('2026-11-27T11:00:00Z');
    const token = await signAccessToken(database.db, claims, issued);
    const justBefore = new Date(issued.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    const atExpiry = new Date(issued.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(await verifyAccessToken(database.db, token, issued)).toEqual({ ok: true, claims });
    expect(await verifyAccessToken(database.db, token, justBefore)).toEqual({ ok: true, claims });
    expect(await verifyAccessToken(database.db, token, atExpiry)).toEqual({ ok: false, reason: 'expired' });
  });

  it('does not accept a token remembered for one shop’s key on another’s', async () => {
    const other = await createTestDatabase();
    try {
      const issued = new Date('2026-11-27T12:00:00Z');
      const token = await signAccessToken(database.db, claims, issued);
      expect(await verifyAccessToken(database.db, token, issued)).toEqual({ ok: true, claims });
      expect(await verifyAccessToken(other.db, token, issued)).toEqual({ ok: false, reason: 'invalid' });
    } finally {
      await other.close();
    }
  });
});
