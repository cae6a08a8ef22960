import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { issuePasswordToken } from './services/auth/password-tokens';
import { accessTokenFor, createTestUser, postJson, TEST_PASSWORD_COST } from './test/accounts';
import { createTestApp, type LogLine } from './test/app';
import { createTestDatabase, type TestDatabase } from './test/database';
import { fixtureCatalogue } from './test/fixtures/catalogue';

/**
 * A query that fails is logged, and Drizzle's error carries the query's parameters: the
 * new password's hash, names, phone numbers, addresses. The database is made to refuse
 * exactly these writes (a CHECK constraint), and the captured log must hold none of them.
 */

let database: TestDatabase;
let app: App;
let logs: LogLine[];

const SECRET_NAME = 'Grace Hopperfield';
const SECRET_PHONE = '+44 20 7946 0999';
const SECRET_LINE = '221B Quietly Secret Street';
const SECRET_PASSWORD = 'Never-Logged-7';

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app, logs } = createTestApp(database.db, { passwordHashing: TEST_PASSWORD_COST }));
  await database.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT refuse_for_test CHECK (full_name <> '${SECRET_NAME}')`));
  await database.db.execute(sql.raw(`ALTER TABLE shipping_addresses ADD CONSTRAINT refuse_for_test CHECK (line1 <> '${SECRET_LINE}')`));
});
afterAll(() => database.close());

function expectLogsFreeOf(secrets: string[]) {
  const text = JSON.stringify(logs);
  expect(logs.some((line) => line.msg === 'unhandled error')).toBe(true);
  for (const secret of secrets) expect(text).not.toContain(secret);
  // The hash of the new password: any scrypt hash at all.
  expect(text).not.toMatch(/scrypt\$\d+\$/);
}

describe('logs of a failed query', () => {
  it('carry no hash, name, phone, token or email from a failed password reset', async () => {
    const user = await createTestUser(database.db, { password: null });
    const token = await issuePasswordToken(database.db, user.id, 'create');
    logs.length = 0;
    const response = await postJson(app, `/api/account/${encodeURIComponent(token)}/reset_password/`, {
      password: SECRET_PASSWORD,
      confirmation: SECRET_PASSWORD,
      full_name: SECRET_NAME,
      phone_number: SECRET_PHONE,
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'internal_error', message: 'Something went wrong on our side.' });
    expectLogsFreeOf([SECRET_PASSWORD, SECRET_NAME, SECRET_PHONE.replaceAll(' ', ''), token, user.email]);
    // Still useful: which query failed is there.
    expect(JSON.stringify(logs)).toContain('update \\"users\\"');
  });

  it('carry no address or name from a failed address save', async () => {
    const user = await createTestUser(database.db);
    const access = await accessTokenFor(database.db, user.id);
    logs.length = 0;
    const response = await app.request('/api/account/shipping_address/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
      body: JSON.stringify({
        first_name: 'Grace',
        last_name: 'Hopperfield',
        phone: SECRET_PHONE,
        line1: SECRET_LINE,
        city: 'London',
        postcode: 'SW1A 1AA',
        country: 'GB',
      }),
    });
    expect(response.status).toBe(500);
    expectLogsFreeOf([SECRET_LINE, 'Hopperfield', SECRET_PHONE.replaceAll(' ', ''), access, user.email]);
  });
});
