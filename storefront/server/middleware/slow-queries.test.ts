import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../http-server';
import { createTestUser, TEST_PASSWORD_COST } from '../test/accounts';
import { createTestApp, type LogLine } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { fixtureCatalogue } from '../test/fixtures/catalogue';

/**
 * Slow statements are logged with their request's id and their text, never their parameters
 * (an email address here). A threshold of 0 makes every statement slow.
 */

let database: TestDatabase;
const servers: Server[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await database.close();
});

async function signInOver(slowQueryMs: number): Promise<{ logs: LogLine[]; requestId: string; email: string }> {
  const { app, logs } = createTestApp(database.db, { slowQueryMs, passwordHashing: TEST_PASSWORD_COST });
  const { server, port } = await listen(app, { port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  const user = await createTestUser(database.db, { email: `slow-${slowQueryMs}-grace.hopper@example.com` });
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, remember_me: false }),
  });
  expect(response.status).toBe(200);
  return { logs, requestId: response.headers.get('X-Request-Id')!, email: user.email };
}

describe('slow query log', () => {
  it('logs each slow statement with the request id and its text, without its parameters', async () => {
    const { logs, requestId, email } = await signInOver(0);
    const slow = logs.filter((line) => line.msg === 'slow query');
    expect(slow.length).toBeGreaterThan(0);
    for (const line of slow) {
      expect(line.req_id).toBe(requestId);
      expect(line.statement).toEqual(expect.any(String));
      expect(line.duration_ms).toEqual(expect.any(Number));
    }
    // The account was looked up by its email: the statement is there, its value is not.
    expect(slow.some((line) => /from "users"/i.test(String(line.statement)) && /\$1/.test(String(line.statement)))).toBe(true);
    expect(JSON.stringify(slow)).not.toContain(email);
  });

  it('logs nothing for statements under the threshold', async () => {
    const { logs } = await signInOver(60_000);
    expect(logs.filter((line) => line.msg === 'slow query')).toEqual([]);
  });
});
