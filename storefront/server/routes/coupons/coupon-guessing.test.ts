import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { SECRET_GUESS_LIMITS } from '../../services/secret-guesses';
import { createTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

/**
 * Coupon codes are secrets of a sort: 500 guesses once took 1.9 s with no refusal. Misses
 * are now counted per address and storefront; a code that works is not.
 */

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db, { trustProxy: 1 }));
});
afterAll(() => database.close());

const MAX = SECRET_GUESS_LIMITS.coupon.max;
const lookUp = (code: string, ip: string, country = 'GB') =>
  app.request(`/api/ecommerce/coupon/${encodeURIComponent(code)}/?country=${country}`, { headers: { 'X-Forwarded-For': ip } });
const summaryWith = (coupon: string, ip: string) =>
  app.request('/api/account/basket/calculate_summary_for_products/?country=GB&currency=gbp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ coupon, products: [] }),
  });
const newIp = () => `198.51.100.${randomUUID().slice(0, 8)}`;

describe('guessing coupon codes', () => {
  it(`refuses an address after ${MAX} wrong codes on a storefront, with Retry-After`, async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let guess = 0; guess < MAX + 5; guess++) statuses.push((await lookUp(`GUESS${guess}`, ip)).status);
    expect(statuses.slice(0, MAX).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(MAX)).toEqual([429, 429, 429, 429, 429]);
    const refused = await lookUp('WELCOME10', ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'too_many_requests', message: 'Too many requests from your connection. Try again in 15 minutes.' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    // Another storefront and another address are counted apart.
    expect((await lookUp('WELCOME10', ip, 'FR')).status).toBe(200);
    expect((await lookUp('WELCOME10', newIp())).status).toBe(200);
  });

  it('refuses a simultaneous wave past the limit too', async () => {
    const ip = newIp();
    const statuses = await Promise.all(Array.from({ length: 100 }, async (_, guess) => (await lookUp(`WAVE${guess}`, ip)).status));
    // Every guess is counted before it is looked up, so at most MAX are (all of the wave's
    // rows may be in before any counts, and then none is).
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(MAX);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(100 - MAX);
    expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
  });

  it('never counts a code that works, however often it is looked up', async () => {
    const ip = newIp();
    for (let lookup = 0; lookup < MAX + 5; lookup++) expect((await lookUp('WELCOME10', ip)).status).toBe(200);
  });

  it('counts a cart summary with a wrong coupon as a guess', async () => {
    const ip = newIp();
    for (let guess = 0; guess < MAX; guess++) expect((await summaryWith(`SUMMARY${guess}`, ip)).status).toBe(200);
    expect((await summaryWith('ANOTHER', ip)).status).toBe(429);
    expect((await lookUp('GUESS', ip)).status).toBe(429);
  });
});
