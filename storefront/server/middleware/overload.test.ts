import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { sql } from 'drizzle-orm';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../http-server';
import serverDeDE from '../messages/de-DE.json';
import { createRouter } from '../router';
import { createTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { OverloadLimits } from './overload';

/**
 * Load shedding over real HTTP: requests past the running and waiting limits are answered at
 * once with 503 `overloaded` and Retry-After, while /healthz still answers.
 */

let database: TestDatabase;
const servers: Server[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await database.close();
});

/** A shop whose /api/test/hold/ reads the database, then waits until `release()`. */
async function shopWithHeldRequests(overload: OverloadLimits) {
  let entered = 0;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const router = createRouter();
  router.get('/test/hold/', async (c) => {
    await c.get('db').execute(sql`select 1`);
    entered += 1;
    await gate;
    return c.json({ held: true });
  });
  const { app } = createTestApp(database.db, { extraRouters: [router], overload });
  const { server, port } = await listen(app, { port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  const base = `http://127.0.0.1:${port}`;
  const whenEntered = async (count: number) => {
    await expect.poll(() => entered, { timeout: 10_000 }).toBe(count);
  };
  return { base, release, whenEntered };
}

describe('load shedding', () => {
  it('answers past the limit at once with 503 overloaded, Retry-After and the storefront’s language; /healthz still answers', async () => {
    const shop = await shopWithHeldRequests({ maxInFlight: 1, maxQueue: 0 });
    const held = fetch(`${shop.base}/api/test/hold/`);
    await shop.whenEntered(1);

    const refused = await fetch(`${shop.base}/api/test/hold/?country=DE`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(refused.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ code: 'overloaded', message: serverDeDE['request.overloaded'] } satisfies ApiErrorBody);

    const health = await fetch(`${shop.base}/healthz`);
    expect(health.status).toBe(200);

    shop.release();
    expect((await held).status).toBe(200);
    // The turn is given back: the next request runs.
    expect((await fetch(`${shop.base}/api/test/hold/`)).status).toBe(200);
  });

  it('lets up to MAX_QUEUE requests wait for a turn and refuses the next', async () => {
    const shop = await shopWithHeldRequests({ maxInFlight: 1, maxQueue: 1 });
    const running = fetch(`${shop.base}/api/test/hold/`);
    await shop.whenEntered(1);
    // One of these two waits and then runs; whichever comes second finds the queue full.
    const statuses = await Promise.all([
      fetch(`${shop.base}/api/test/hold/`).then((r) => r.status),
      fetch(`${shop.base}/api/test/hold/`).then((r) => {
        // The refusal comes while the first is still running; only then let it finish.
        if (r.status === 503) shop.release();
        return r.status;
      }),
    ]);
    expect((await running).status).toBe(200);
    expect(statuses.sort()).toEqual([200, 503]);
  });
});
