import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { outboxMessages } from '../../db/schema';
import type { BackgroundJobs } from '../../services/background-jobs';
import { createTestUser, postJson, TEST_PASSWORD_COST } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

/**
 * Reset and register answer in the same time whether or not the email has an account:
 * before the answer both paths run the same statements, and whatever differs (the
 * account's look-up, its token, its email) waits in a background job until after it.
 * (The timing itself is measured in bench/account-timing.bench.ts.)
 */

let database: TestDatabase;
let app: App;
/** Statements the database ran while `counting` was on. */
let statements: string[] = [];
let counting = false;
/** Jobs held back instead of run, so the test sees what happens before the answer. */
const held: Array<() => Promise<unknown>> = [];
const holdingJobs: BackgroundJobs = {
  run: (_name, job) => void held.push(job),
  settled: async () => {
    while (held.length > 0) await held.shift()!();
  },
};

beforeAll(async () => {
  database = await createTestDatabase({
    catalogue: fixtureCatalogue,
    queryLogger: { logQuery: (query) => void (counting && statements.push(query)) },
  });
  ({ app } = createTestApp(database.db, { passwordHashing: TEST_PASSWORD_COST, background: holdingJobs, trustProxy: 1 }));
});
afterAll(() => database.close());

/** The statements a request ran before it answered (its address new each time, so limits do not mix in). */
async function beforeAnswer(path: string, body: object): Promise<{ status: number; body: unknown; statements: string[] }> {
  statements = [];
  counting = true;
  const response = await postJson(app, path, body, { 'X-Forwarded-For': `192.0.2.${randomUUID()}` });
  counting = false;
  // Old limit rows are pruned once a minute by whichever request comes along, whatever it is for.
  const ownWork = statements.filter((sql) => !/^delete from "login_failures" where "login_failures"\."at" </.test(sql));
  return { status: response.status, body: await response.json(), statements: ownWork.map((sql) => sql.replace(/\$\d+/g, '?')) };
}

describe('answers that do not tell whether an email has an account', () => {
  it('reset: the same statements and answer for a known and an unknown email; the email is prepared after', async () => {
    const user = await createTestUser(database.db);
    const known = await beforeAnswer('/api/account/ask_for_password_reset/', { email: user.email });
    const unknown = await beforeAnswer('/api/account/ask_for_password_reset/', { email: `nobody-${randomUUID().slice(0, 8)}@example.com` });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.statements.some((sql) => /from "users"/i.test(sql))).toBe(false);
    // Nothing was written for the account until the held job ran.
    expect(held).toHaveLength(2);
    expect(await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email))).toEqual([]);
    await holdingJobs.settled();
    expect(await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email))).toHaveLength(1);
  });

  it('register: the same statements for a new and a taken email before the answer', async () => {
    const taken = await createTestUser(database.db);
    const fresh = await beforeAnswer('/api/account/register/', { email: `new-${randomUUID().slice(0, 8)}@example.com`, terms_accepted: true });
    const again = await beforeAnswer('/api/account/register/', { email: taken.email, terms_accepted: true });
    expect(fresh.status).toBe(201);
    expect(again.status).toBe(400);
    expect(again.statements).toEqual(fresh.statements);
    await holdingJobs.settled();
  });
});
