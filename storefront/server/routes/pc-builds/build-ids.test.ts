import type { PcBuild } from '@rigsmith/kit/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { products } from '../../db/schema';
import { postJson } from '../../test/accounts';
import { createTestApp, get } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

/** A guest's build is anyone's who holds its id, so its id must not be found by counting. */

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
});
afterAll(() => database.close());

/** One processor is a build too (an unfinished one, which a guest may still keep). */
async function guestBuild(): Promise<PcBuild> {
  const [cpu] = await database.db.select({ id: products.id }).from(products).where(eq(products.reference, 'cpu-amd-ryzen-5-7600'));
  const response = await postJson(app, '/api/ecommerce/pc_build/', { name: 'Guest build', components: [{ component: cpu!.id, amount: 1 }] });
  expect(response.status).toBe(201);
  return (await response.json()) as PcBuild;
}

describe('guest build ids', () => {
  it('are random, so walking the ids next to one finds nobody else’s build', async () => {
    const builds = [];
    for (let i = 0; i < 5; i++) builds.push(await guestBuild());
    const ids = builds.map((build) => build.id);
    // Nothing like a sequence: no two within a thousand of each other.
    const sorted = [...ids].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThan(1000);
    for (const id of ids) expect(Number.isSafeInteger(id) && id > 0 && id < 2 ** 31).toBe(true);
    // The neighbours of each build are nobody's.
    for (const id of ids) {
      for (const neighbour of [id - 1, id + 1]) expect((await get(app, `/api/ecommerce/pc_build/${neighbour}/`)).status).toBe(404);
    }
    // The holder of the id still opens it.
    expect((await get(app, `/api/ecommerce/pc_build/${ids[0]}/`)).status).toBe(200);
  });
});
