import type { Coupon } from '@rigsmith/kit/api';
import { countryCodes } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { coupons } from '../../db/schema';
import serverDeDE from '../../messages/commerce/de-DE.json';
import { createTestApp } from '../../test/app';
import { callApi, expectError, expectJson } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
});
afterAll(() => database.close());

const lookUp = (code: string, query = '') => callApi(app, 'GET', `/api/ecommerce/coupon/${encodeURIComponent(code)}/${query}`);

const everywhere = countryCodes.map((iso) => ({ iso_3166_1_a2: iso }));

describe('GET /api/ecommerce/coupon/{code}/', () => {
  it('finds a percentage coupon in any case, valid in every storefront', async () => {
    const coupon = await expectJson<Coupon>(await lookUp('welcome10'), 200);
    expect(coupon).toEqual({
      code: 'WELCOME10',
      kind: 'percent',
      percent_bp: 1000,
      amount: null,
      min_subtotal: null,
      affected_locales: everywhere,
      valid_until: null,
    } satisfies Coupon);
  });

  it('gives a fixed coupon’s amount and minimum in the country’s currency', async () => {
    expect(await expectJson<Coupon>(await lookUp('SAVE50'), 200)).toMatchObject({
      kind: 'fixed',
      percent_bp: null,
      amount: { amount: 50_00, currency: 'gbp' },
      min_subtotal: { amount: 1_000_00, currency: 'gbp' },
    });
    expect(await expectJson<Coupon>(await lookUp(' save50 ', '?country=IT'), 200)).toMatchObject({
      amount: { amount: 60_00, currency: 'eur' },
      min_subtotal: { amount: 1_200_00, currency: 'eur' },
    });
  });

  it('answers a coupon valid only in France from any storefront, with the storefronts it is valid in', async () => {
    // The client compares affected_locales with its own storefront: invalid-country (SPEC §8).
    const coupon = await expectJson<Coupon>(await lookUp('BIENVENUE15', '?country=GB'), 200);
    expect(coupon.affected_locales).toEqual([{ iso_3166_1_a2: 'FR' }]);
  });

  it('leaves out the storefronts whose currency a fixed coupon has no amount in', async () => {
    await database.db.insert(coupons).values({ code: 'POUNDS5', kind: 'fixed', amountByCurrency: { gbp: 500 } });
    expect((await expectJson<Coupon>(await lookUp('POUNDS5'), 200)).affected_locales).toEqual([{ iso_3166_1_a2: 'GB' }]);
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE'],
    ['an expired code', 'SUMMER24'],
    ['a used-up code', 'LAUNCH20'],
    ['text that cannot be a code', 'SAVE 50%'],
  ])('answers 404 coupon_not_found for %s', async (_what, code) => {
    const error = await expectError(await lookUp(code), 404, 'coupon_not_found');
    expect(error.message).toBe('The coupon is not valid');
  });

  it('answers 404 for a coupon that has not started, and gives its end once it has', async () => {
    const start = new Date(Date.now() + 60_000);
    const end = new Date(Date.now() + 86_400_000);
    await database.db.insert(coupons).values({ code: 'SOON', kind: 'percent', percentBp: 500, validFrom: start, validUntil: end });
    await expectError(await lookUp('SOON'), 404, 'coupon_not_found');
    await database.db
      .update(coupons)
      .set({ validFrom: new Date(Date.now() - 1000) })
      .where(eq(coupons.code, 'SOON'));
    expect((await expectJson<Coupon>(await lookUp('SOON'), 200)).valid_until).toBe(end.toISOString());
  });

  it('says so in the storefront’s language', async () => {
    const error = await expectError(await lookUp('NOSUCHCODE', '?country=DE'), 404, 'coupon_not_found');
    expect(error.message).toBe(serverDeDE['commerce.coupon.invalid']);
  });
});
