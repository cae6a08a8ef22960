import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { createTestUser } from '../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import { verifyAccessToken } from './access-tokens';
import { hashToken, refreshSession, revokeUserSessions, ROTATION_GRACE_SECONDS, startSession } from './sessions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
});
afterAll(() => database.close());
const db = () => database.db;

describe('refreshSession', () => {
  it('gives ten simultaneous exchanges of one token exactly one successor', async () => {
    const user = await createTestUser(db());
    const session = await startSession(db(), user.id);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => refreshSession(db(), session.refresh)));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const via = outcomes.map((outcome) => (outcome.ok ? outcome.via : 'refused'));
    expect(via.filter((v) => v === 'rotation')).toHaveLength(1);
    expect(via.filter((v) => v === 'grace')).toHaveLength(9);
    // The same answer for all: one successor token, one new row in the family.
    expect(new Set(outcomes.map((outcome) => (outcome.ok ? outcome.tokens.refresh : '')))).toHaveLength(1);
    const family = await db().select().from(refreshTokens).where(eq(refreshTokens.familyId, session.sessionId));
    expect(family).toHaveLength(2);
    // And it works.
    const next = await refreshSession(db(), outcomes[0]!.ok ? outcomes[0]!.tokens.refresh : '');
    expect(next.ok && next.via).toBe('rotation');
  });

  it('keeps the family id as the access token’s sid', async () => {
    const user = await createTestUser(db());
    const session = await startSession(db(), user.id);
    const outcome = await refreshSession(db(), session.refresh);
    expect(outcome.ok && outcome.tokens.sessionId).toBe(session.sessionId);
    const check = await verifyAccessToken(db(), outcome.ok ? outcome.tokens.access : '');
    expect(check).toEqual({ ok: true, claims: { userId: user.id, sessionId: session.sessionId } });
  });

  it('allows the grace only for ROTATION_GRACE_SECONDS after the rotation', async () => {
    const user = await createTestUser(db());
    const start = new Date('2030-01-01T12:00:00Z');
    const session = await startSession(db(), user.id, { now: start });
    expect((await refreshSession(db(), session.refresh, start)).ok).toBe(true);
    const withinGrace = new Date(start.getTime() + ROTATION_GRACE_SECONDS * 1000);
    expect((await refreshSession(db(), session.refresh, withinGrace)).ok).toBe(true);
    const afterGrace = new Date(start.getTime() + ROTATION_GRACE_SECONDS * 1000 + 1);
    expect(await refreshSession(db(), session.refresh, afterGrace)).toEqual({ ok: false, reason: 'reused' });
    const family = await db().select().from(refreshTokens).where(eq(refreshTokens.familyId, session.sessionId));
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('ends a plain session 30 days after login, however often it is refreshed', async () => {
    const user = await createTestUser(db());
    const start = new Date();
    const session = await startSession(db(), user.id, { now: start });
    let token = session.refresh;
    for (const day of [10, 20, 29]) {
      const outcome = await refreshSession(db(), token, new Date(start.getTime() + day * 86_400_000));
      expect(outcome.ok).toBe(true);
      token = outcome.ok ? outcome.tokens.refresh : '';
    }
    expect(await refreshSession(db(), token, new Date(start.getTime() + 30 * 86_400_000 + 1000))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('slides a remember-me session', async () => {
    const user = await createTestUser(db());
    const start = new Date();
    const session = await startSession(db(), user.id, { now: start, rememberMe: true });
    const outcome = await refreshSession(db(), session.refresh, new Date(start.getTime() + 80 * 86_400_000));
    expect(outcome.ok).toBe(true);
    const [row] = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(outcome.ok ? outcome.tokens.refresh : '')));
    expect(row!.expiresAt.getTime()).toBe(start.getTime() + 170 * 86_400_000);
  });
});

describe('revokeUserSessions', () => {
  it('ends every session of the customer but the one kept, and nobody else’s', async () => {
    const user = await createTestUser(db());
    const other = await createTestUser(db());
    const [kept, ended, othersSession] = await Promise.all([startSession(db(), user.id), startSession(db(), user.id), startSession(db(), other.id)]);
    await revokeUserSessions(db(), user.id, { except: kept.sessionId });
    expect((await refreshSession(db(), ended.refresh)).ok).toBe(false);
    expect((await refreshSession(db(), kept.refresh)).ok).toBe(true);
    expect((await refreshSession(db(), othersSession.refresh)).ok).toBe(true);
  });
});
