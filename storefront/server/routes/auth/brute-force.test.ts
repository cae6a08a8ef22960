import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createDatabase, type DatabaseHandle } from '../../db/client';
import { FREE_ATTEMPTS_PER_ACCOUNT } from '../../services/auth/login-limits';
import { createTestUser, postJson, TEST_PASSWORD_COST } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

/**
 * A wave of simultaneous guesses at one account, the right password among them. The
 * attempt is counted before the password is checked, so only the first few are checked
 * whatever the concurrency, on one instance or two sharing the database.
 */

let database: TestDatabase;
let second: DatabaseHandle | undefined;
let instances: App[];

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  // On PostgreSQL the second instance has its own pool, as a second process would.
  second = database.url ? createDatabase({ url: database.url }) : undefined;
  const options = { passwordHashing: TEST_PASSWORD_COST, trustProxy: 1 };
  instances = [createTestApp(database.db, options).app, createTestApp(second?.db ?? database.db, options).app];
});
afterAll(async () => {
  await second?.close();
  await database.close();
});

const WAVE = 100;

/**
 * How many attempts the progressive delay may let through on top of the free ones while the
 * wave lasts: 1 s after the fifth failure, 2 s after that, 4 s…
 */
function delayedSlotsWithin(ms: number): number {
  return Math.floor(Math.log2(ms / 1000 + 1));
}

async function wave(options: { sameAddress: boolean; instances: App[] }) {
  const user = await createTestUser(database.db);
  const address = `203.0.113.${Math.floor(Math.random() * 250)}`;
  const started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: WAVE }, (_, i) => {
      const app = options.instances[i % options.instances.length]!;
      // The right password comes last, as the finding's did.
      const password = i === WAVE - 1 ? user.password : `Wrong-guess-${i}`;
      const ip = options.sameAddress ? address : `${address}-${randomUUID().slice(0, 8)}`;
      return postJson(app, '/api/auth/login/', { email: user.email, password }, { 'X-Forwarded-For': ip });
    }),
  );
  const elapsed = performance.now() - started;
  const statuses = responses.map((response) => response.status);
  const checked = statuses.filter((status) => status !== 429).length;
  return { statuses, checked, elapsed };
}

describe('a wave of 100 simultaneous guesses at one account', () => {
  it('from one address: only the free attempts are checked', async () => {
    const { statuses, checked, elapsed } = await wave({ sameAddress: true, instances: instances.slice(0, 1) });
    expect(statuses.every((status) => [401, 429, 200].includes(status))).toBe(true);
    expect(checked).toBeLessThanOrEqual(FREE_ATTEMPTS_PER_ACCOUNT + delayedSlotsWithin(elapsed));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(WAVE - FREE_ATTEMPTS_PER_ACCOUNT - delayedSlotsWithin(elapsed));
  });

  it('from 100 addresses: the account limit alone holds', async () => {
    const { checked, elapsed } = await wave({ sameAddress: false, instances: instances.slice(0, 1) });
    expect(checked).toBeLessThanOrEqual(FREE_ATTEMPTS_PER_ACCOUNT + delayedSlotsWithin(elapsed));
  });

  it('split between two instances sharing the database', async () => {
    const { checked, elapsed } = await wave({ sameAddress: false, instances });
    expect(checked).toBeLessThanOrEqual(FREE_ATTEMPTS_PER_ACCOUNT + delayedSlotsWithin(elapsed));
  });
});
