import { randomUUID } from 'node:crypto';
import type { Cart, CartSummary, PcBuild, Product } from '@rigsmith/kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { SECRET_GUESS_LIMITS } from '../../services/secret-guesses';
import { createTestApp } from '../../test/app';
import { callApi, COMPLETE_BUILD, createCustomer, expectJson, productIds, type Customer } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

/**
 * A guest's build is anyone's who holds the key to it, so that key must not be found by
 * counting. Product ids are 31 bits at best and can be walked: a custom build opens to
 * its owner by id, and to anyone else only by its public id, a random UUID v4.
 */

let database: TestDatabase;
let app: App;
let id: (reference: string) => number;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  // One trusted proxy, so each test can be its own client address (X-Forwarded-For).
  ({ app } = createTestApp(database.db, { trustProxy: 1 }));
  id = await productIds(database.db);
});
afterAll(() => database.close());

const newAddress = () => `198.51.100.${randomUUID().slice(0, 8)}`;
/** A client: its address, and its token when signed in. */
type Client = { ip: string; token?: string };
const anonymous = (): Client => ({ ip: newAddress() });
const signedIn = (customer: Customer): Client => ({ ip: newAddress(), token: customer.token });

function call(client: Client, method: string, path: string, body?: unknown) {
  return callApi(app, method, path, { token: client.token, body, headers: { 'X-Forwarded-For': client.ip } });
}

const complete = () => COMPLETE_BUILD.map((reference) => ({ component: id(reference), amount: 1 }));

async function createBuild(client: Client, saved?: boolean): Promise<PcBuild> {
  return expectJson<PcBuild>(
    await call(client, 'POST', '/api/ecommerce/pc_build/', {
      name: 'Guest build',
      components: complete(),
      ...(saved === undefined ? {} : { saved }),
    }),
    201,
  );
}

/** Status and body of an answer, to compare an answer about a build with one about nothing. */
async function answerOf(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: JSON.parse(await response.text()) };
}

/**
 * Every way a client can ask about a product id, each answering what it answers, so a
 * build's id and an id that names nothing can be compared call by call.
 */
const readPaths = {
  'GET product/?ids=': (client: Client, key: number | string) => call(client, 'GET', `/api/ecommerce/product/?ids=${key}`),
  'GET pc_build/{id}/': (client: Client, key: number | string) => call(client, 'GET', `/api/ecommerce/pc_build/${key}/`),
  'POST pc_build/check/': (client: Client, key: number | string) =>
    call(client, 'POST', '/api/ecommerce/pc_build/check/', { components: [...complete().slice(1), { component: key, amount: 1 }] }),
  'POST pc_build/performance/': (client: Client, key: number | string) =>
    call(client, 'POST', '/api/ecommerce/pc_build/performance/', {
      components: [{ component: key, amount: 1 }],
      resolution: '1080p',
      preset: 'high',
    }),
  'POST pc_build/ (its parts)': (client: Client, key: number | string) =>
    call(client, 'POST', '/api/ecommerce/pc_build/', { components: [{ component: key, amount: 1 }] }),
  'POST calculate_summary_for_products/': (client: Client, key: number | string) =>
    call(client, 'POST', '/api/account/basket/calculate_summary_for_products/', { products: [{ product: key, amount: 1 }] }),
} as const;

/** An id in the range custom builds are drawn from that names nothing (below it, in fact: none is drawn there). */
const NOBODY = 2 ** 30 - 7;

describe('a custom build’s public id', () => {
  it('is a UUID v4: 122 random bits, every one of them seen both ways across builds', async () => {
    const guest = anonymous();
    const builds = [];
    for (let i = 0; i < 48; i++) builds.push(await createBuild(guest));
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const build of builds) expect(build.public_id).toMatch(v4);
    expect(new Set(builds.map((build) => build.public_id)).size).toBe(builds.length);

    // The 122 bits a v4 UUID leaves random (all but the version nibble and the two variant
    // bits): each must take both values somewhere among 48 builds. A counter, a timestamp
    // or a narrower random number leaves some fixed (chance of a false alarm: 122·2⁻⁴⁷).
    const bitsOf = (uuid: string) => [
      ...BigInt(`0x${uuid.replaceAll('-', '')}`)
        .toString(2)
        .padStart(128, '0'),
    ];
    const fixed = new Set([48, 49, 50, 51, 64, 65]);
    const seen = Array.from({ length: 128 }, () => new Set<string>());
    for (const build of builds) bitsOf(build.public_id).forEach((bit, index) => seen[index]!.add(bit));
    const random = seen.filter((values, index) => !fixed.has(index) && values.size === 2);
    expect(random).toHaveLength(122);
  });
});

describe('walking the product ids of another’s guest build', () => {
  it('finds nothing by any read path: each answers as for an id that names nothing', async () => {
    const guests = await createBuild(anonymous());
    const ada = await createCustomer(database.db);
    for (const [path, ask] of Object.entries(readPaths)) {
      for (const client of [anonymous(), signedIn(ada)]) {
        const nothing = await answerOf(await ask(client, NOBODY));
        for (const walked of [guests.id - 1, guests.id, guests.id + 1]) {
          const answer = await answerOf(await ask(client, walked));
          // The same status and body, with the id asked for in place of the unknown one.
          expect(answer, `${path} ${walked}`).toEqual(JSON.parse(JSON.stringify(nothing).replaceAll(String(NOBODY), String(walked))));
        }
      }
    }
  });

  it('cannot put it in a cart by its id, nor a customer’s build by its public id', async () => {
    const ada = await createCustomer(database.db);
    const bea = await createCustomer(database.db);
    const guests = await createBuild(anonymous());
    const beas = await createBuild(signedIn(bea), false);
    const nothing = await answerOf(await call(signedIn(ada), 'POST', '/api/account/basket/product/', { product: NOBODY, amount: 1 }));
    expect(nothing.status).toBe(404);
    for (const product of [guests.id, beas.id, beas.public_id]) {
      const answer = await answerOf(await call(signedIn(ada), 'POST', '/api/account/basket/product/', { product, amount: 1 }));
      expect(answer, String(product)).toEqual(nothing);
    }
    expect(await expectJson<Cart>(await call(signedIn(ada), 'GET', '/api/account/basket/product/'), 200)).toEqual([]);
  });
});

describe('the holder of the public id and the owner', () => {
  it('the holder reads a guest’s build, looks it up for the cart, prices it and buys it', async () => {
    const guests = await createBuild(anonymous());
    const holder = anonymous();
    expect(await expectJson<PcBuild>(await call(holder, 'GET', `/api/ecommerce/pc_build/${guests.public_id}/`), 200)).toEqual(guests);
    const listed = await expectJson<Product[]>(await call(holder, 'GET', `/api/ecommerce/product/?ids=${id('RS-STRIKER')},${guests.public_id}`), 200);
    expect(listed.map((product) => product.reference)).toEqual(['RS-STRIKER', guests.reference]);
    expect(listed[1]).toMatchObject({ id: guests.id, public_id: guests.public_id, product_class: 'pc-build', price: guests.price });
    const summary = await expectJson<CartSummary>(
      await call(holder, 'POST', '/api/account/basket/calculate_summary_for_products/', { products: [{ product: guests.public_id, amount: 2 }] }),
      200,
    );
    expect(summary.lines).toEqual([expect.objectContaining({ product: guests.id, amount: 2 })]);

    // Signing in, the guest cart's line moves to the server cart by the same key.
    const ada = await createCustomer(database.db);
    const cart = await expectJson<Cart>(
      await call(signedIn(ada), 'POST', '/api/account/basket/product/', { product: guests.public_id, amount: 1 }),
      200,
    );
    expect(cart.map((line) => line.product.public_id)).toEqual([guests.public_id]);
  });

  it('the owner reads their build by id, as before', async () => {
    const ada = await createCustomer(database.db);
    const build = await createBuild(signedIn(ada));
    expect(await expectJson<PcBuild>(await call(signedIn(ada), 'GET', `/api/ecommerce/pc_build/${build.id}/`), 200)).toEqual(build);
    await expectJson(await call(anonymous(), 'GET', `/api/ecommerce/pc_build/${build.id}/`), 404);
  });
});

describe('guessing public ids', () => {
  const MAX = SECRET_GUESS_LIMITS.buildReference.max;
  const tooMany = { code: 'too_many_requests', message: 'Too many requests from your connection. Try again in 15 minutes.' };

  it(`refuses an address after ${MAX} lookups that found nothing, on every call that answers about a key`, async () => {
    const guests = await createBuild(anonymous());
    const guesser = anonymous();
    for (let guess = 0; guess < MAX; guess++) {
      const path = guess % 2 === 0 ? `/api/ecommerce/product/?ids=${randomUUID()}` : `/api/ecommerce/pc_build/${randomUUID()}/`;
      expect((await call(guesser, 'GET', path)).status).toBe(guess % 2 === 0 ? 200 : 404);
    }
    for (const response of [
      await call(guesser, 'GET', `/api/ecommerce/product/?ids=${randomUUID()}`),
      await call(guesser, 'GET', `/api/ecommerce/pc_build/${randomUUID()}/`),
      await call(guesser, 'POST', '/api/account/basket/calculate_summary_for_products/', { products: [{ product: randomUUID(), amount: 1 }] }),
      // Refused even for a key that is right: the address is refused, not the guess.
      await call(guesser, 'GET', `/api/ecommerce/pc_build/${guests.public_id}/`),
    ]) {
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual(tooMany);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    }
    // Another address is counted apart.
    expect((await call(anonymous(), 'GET', `/api/ecommerce/pc_build/${guests.public_id}/`)).status).toBe(200);
  });

  it('refuses a simultaneous wave past the limit too', async () => {
    const guesser = anonymous();
    const statuses = await Promise.all(
      Array.from({ length: MAX + 40 }, async () => (await call(guesser, 'GET', `/api/ecommerce/product/?ids=${randomUUID()}`)).status),
    );
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(MAX);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40);
  });

  it('never counts lookups that find what they ask for, however many', async () => {
    const guests = await createBuild(anonymous());
    const shopper = anonymous();
    for (let look = 0; look < MAX + 10; look++) {
      const response =
        look % 2 === 0
          ? await call(shopper, 'GET', `/api/ecommerce/product/?ids=${id('RS-STRIKER')},${guests.public_id}`)
          : await call(shopper, 'POST', '/api/account/basket/calculate_summary_for_products/', {
              products: [{ product: guests.public_id, amount: 1 }],
            });
      expect(response.status).toBe(200);
    }
  });
});
