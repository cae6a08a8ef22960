import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import { requireAuth } from '../middleware/auth';
import { idempotency } from '../middleware/idempotency';
import { createRouter } from '../router';
import { createTestApp } from '../test/app';
import { callApi, createCustomer, expectError, expectJson } from '../test/commerce';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { fixtureCatalogue } from '../test/fixtures/catalogue';
import {
  canonicalJson,
  claimIdempotencyKey,
  completeIdempotencyKey,
  forgetExpiredIdempotencyKeys,
  IDEMPOTENCY_RETENTION_MS,
  releaseIdempotencyKey,
  requestFingerprint,
} from './idempotency';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
});
afterAll(() => database.close());

const request = (userId: number, key: string, fingerprint = 'f1') => ({ userId, scope: 'POST /test/', key, fingerprint });

describe('requestFingerprint', () => {
  it('is the same for the same request however its JSON is spelled', () => {
    const a = requestFingerprint('/api/x/', { country: 'GB' }, '{"b":1,"a":{"d":[1,2],"c":null}}');
    const b = requestFingerprint('/api/x/', { country: 'GB' }, '{ "a": { "c": null, "d": [1, 2] }, "b": 1 }');
    expect(a).toBe(b);
    expect(canonicalJson({ b: 1, a: [{ z: 1, y: 2 }] })).toBe('{"a":[{"y":2,"z":1}],"b":1}');
  });

  it('differs by path, query or body', () => {
    const base = requestFingerprint('/api/order/1/pay/', { country: 'GB' }, '{"a":1}');
    expect(requestFingerprint('/api/order/2/pay/', { country: 'GB' }, '{"a":1}')).not.toBe(base);
    expect(requestFingerprint('/api/order/1/pay/', { country: 'FR' }, '{"a":1}')).not.toBe(base);
    expect(requestFingerprint('/api/order/1/pay/', { country: 'GB' }, '{"a":2}')).not.toBe(base);
    expect(requestFingerprint('/api/order/1/pay/', { country: 'GB' }, 'not json')).not.toBe(base);
  });
});

describe('claimIdempotencyKey', () => {
  it('owns a new key, replays it once completed, refuses it for another request', async () => {
    const { id: userId } = await createCustomer(database.db);
    const first = await claimIdempotencyKey(database.db, request(userId, 'k1'));
    expect(first.kind).toBe('owned');
    await completeIdempotencyKey(database.db, (first as { id: number }).id, 201, { order: 7 });
    expect(await claimIdempotencyKey(database.db, request(userId, 'k1'))).toEqual({ kind: 'replay', status: 201, body: { order: 7 } });
    expect(await claimIdempotencyKey(database.db, request(userId, 'k1', 'other'))).toEqual({ kind: 'reused' });
  });

  it('scopes keys per customer and per call', async () => {
    const ada = await createCustomer(database.db);
    const bob = await createCustomer(database.db);
    expect((await claimIdempotencyKey(database.db, request(ada.id, 'shared'))).kind).toBe('owned');
    expect((await claimIdempotencyKey(database.db, request(bob.id, 'shared'))).kind).toBe('owned');
    expect((await claimIdempotencyKey(database.db, { ...request(ada.id, 'shared'), scope: 'POST /other/' })).kind).toBe('owned');
  });

  it('says in_progress while another request holds the key, once it has waited long enough', async () => {
    const { id: userId } = await createCustomer(database.db);
    await claimIdempotencyKey(database.db, request(userId, 'busy'));
    expect(await claimIdempotencyKey(database.db, request(userId, 'busy'), { waitMs: 0 })).toEqual({ kind: 'in_progress' });
  });

  it('waits for the holder’s answer and replays it', async () => {
    const { id: userId } = await createCustomer(database.db);
    const held = (await claimIdempotencyKey(database.db, request(userId, 'soon'))) as { id: number };
    const waiting = claimIdempotencyKey(database.db, request(userId, 'soon'), { waitMs: 10_000, pollMs: 5 });
    await completeIdempotencyKey(database.db, held.id, 200, { done: true });
    expect(await waiting).toEqual({ kind: 'replay', status: 200, body: { done: true } });
  });

  it('takes over a key whose holder’s lease lapsed (it crashed)', async () => {
    const { id: userId } = await createCustomer(database.db);
    const held = (await claimIdempotencyKey(database.db, request(userId, 'crashed'))) as { id: number };
    await database.db
      .update(idempotencyKeys)
      .set({ lockedAt: new Date(Date.now() - 60_000) })
      .where(eq(idempotencyKeys.id, held.id));
    expect(await claimIdempotencyKey(database.db, request(userId, 'crashed'), { waitMs: 0 })).toEqual({ kind: 'owned', id: held.id });
    // Only one retry takes it over.
    expect(await claimIdempotencyKey(database.db, request(userId, 'crashed'), { waitMs: 0 })).toEqual({ kind: 'in_progress' });
  });

  it('lets a released key be claimed again', async () => {
    const { id: userId } = await createCustomer(database.db);
    const held = (await claimIdempotencyKey(database.db, request(userId, 'failed'))) as { id: number };
    await releaseIdempotencyKey(database.db, held.id);
    expect((await claimIdempotencyKey(database.db, request(userId, 'failed'))).kind).toBe('owned');
  });

  it('forgets a customer’s keys after the retention period', async () => {
    const { id: userId } = await createCustomer(database.db);
    const old = (await claimIdempotencyKey(database.db, request(userId, 'old'))) as { id: number };
    await completeIdempotencyKey(database.db, old.id, 200, {});
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_RETENTION_MS - 1000) })
      .where(eq(idempotencyKeys.id, old.id));
    await claimIdempotencyKey(database.db, request(userId, 'new'));
    expect(await forgetExpiredIdempotencyKeys(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId)));
    expect(left).toEqual([{ key: 'new' }]);
  });
});

describe('the idempotency middleware', () => {
  let attempts = 0;
  const flaky = createRoute({
    method: 'post',
    path: '/test/flaky/',
    middleware: [requireAuth, idempotency({ scope: 'POST /test/flaky/', required: true, claim: { waitMs: 0 } })] as const,
    request: { body: { content: { 'application/json': { schema: z.object({ n: z.number() }) } }, required: true } },
    responses: { 200: { description: 'ok', content: { 'application/json': { schema: z.object({ attempt: z.number() }) } } } },
  });
  const router = createRouter().openapi(flaky, async (c) => {
    attempts += 1;
    if (attempts === 1) throw new Error('the database went away');
    return c.json({ attempt: attempts }, 200);
  });

  it('keeps no answer of 500: the retry with the same key runs again', async () => {
    const { app } = createTestApp(database.db, { extraRouters: [router] });
    const ada = await createCustomer(database.db);
    const call = () => callApi(app, 'POST', '/api/test/flaky/', { token: ada.token, body: { n: 1 }, headers: { 'Idempotency-Key': 'flaky-1' } });
    await expectError(await call(), 500, 'internal_error');
    expect(await expectJson(await call(), 200)).toEqual({ attempt: 2 });
    expect(await expectJson(await call(), 200)).toEqual({ attempt: 2 });
    expect(attempts).toBe(2);
  });
});
