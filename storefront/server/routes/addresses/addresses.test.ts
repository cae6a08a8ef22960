import type { ShippingAddress, ShippingAddressInput } from '@rigsmith/kit/api';
import { MAX_SAVED_ADDRESSES, type ApiErrorBody } from '@rigsmith/kit/domain';
import { kitMessages } from '@rigsmith/kit/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { countries, shippingAddresses } from '../../db/schema';
import { accessTokenFor, createTestUser } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import serverEnGB from '../../messages/en-GB.json';
import serverFrFR from '../../messages/fr-FR.json';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
});
afterAll(() => database.close());

const LIMIT_MESSAGE = 'You have saved the maximum of 6 addresses. Delete one in your profile to save another.';

/** One real place per storefront country, from the bundled list. */
const places = {
  london: { city: 'London', postcode: 'SW1A 1AA', country: 'GB' },
  manchester: { city: 'Manchester', postcode: 'M13 9PL', country: 'GB' },
  paris: { city: 'Paris', postcode: '75001', country: 'FR' },
  berlin: { city: 'Berlin', postcode: '10115', country: 'DE' },
  madrid: { city: 'Madrid', postcode: '28013', country: 'ES' },
  roma: { city: 'Roma', postcode: '00184', country: 'IT' },
} as const;

function address(place: { city: string; postcode: string; country: string } = places.london, extra: Record<string, unknown> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+44 7123 456123',
    line1: '12 Example Street',
    ...place,
    ...extra,
  } as ShippingAddressInput & Record<string, unknown>;
}

async function customer() {
  const user = await createTestUser(database.db);
  return { ...user, token: await accessTokenFor(database.db, user.id) };
}

function call(token: string, method: string, path = '', body?: unknown, query = '') {
  return app.request(`/api/account/shipping_address/${path}${query}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function add(token: string, body: unknown = address(), query = ''): Promise<ShippingAddress> {
  const response = await call(token, 'POST', '', body, query);
  if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ShippingAddress;
}

async function list(token: string): Promise<ShippingAddress[]> {
  const response = await call(token, 'GET');
  expect(response.status).toBe(200);
  return (await response.json()) as ShippingAddress[];
}

async function refused(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status).toBe(status);
  return (await response.json()) as ApiErrorBody;
}

const defaults = (addresses: ShippingAddress[]) => addresses.filter((entry) => entry.is_default).map((entry) => entry.id);

describe('GET /api/account/shipping_address/', () => {
  it('is empty for a new customer', async () => {
    expect(await list((await customer()).token)).toEqual([]);
  });

  it('lists the default first, then the newest', async () => {
    const ada = await customer();
    const first = await add(ada.token, address(places.london));
    const second = await add(ada.token, address(places.paris));
    const third = await add(ada.token, address(places.berlin));
    expect((await list(ada.token)).map((entry) => entry.id)).toEqual([first.id, third.id, second.id]);
  });
});

describe('POST /api/account/shipping_address/', () => {
  it('saves the address as given, the first one as the default', async () => {
    const ada = await customer();
    const response = await call(ada.token, 'POST', '', address(places.london, { line2: 'Flat 3' }));
    expect(response.status).toBe(201);
    const saved = (await response.json()) as ShippingAddress;
    expect(saved).toEqual({
      id: expect.any(Number),
      is_default: true,
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+447123456123',
      line1: '12 Example Street',
      line2: 'Flat 3',
      city: 'London',
      postcode: 'SW1A 1AA',
      province: '',
      country: 'GB',
    } satisfies ShippingAddress);
    expect(await list(ada.token)).toEqual([saved]);
  });

  it('keeps the default where it is, unless the new one asks to be it', async () => {
    const ada = await customer();
    const first = await add(ada.token);
    const second = await add(ada.token, address(places.paris));
    expect(second.is_default).toBe(false);
    expect(defaults(await list(ada.token))).toEqual([first.id]);

    const third = await add(ada.token, address(places.roma, { is_default: true }));
    expect(third.is_default).toBe(true);
    const addresses = await list(ada.token);
    expect(defaults(addresses)).toEqual([third.id]);
    expect(addresses[0]!.id).toBe(third.id);
  });

  it('stores the place in the list’s spelling, whatever case, accents or spaces were typed', async () => {
    const ada = await customer();
    expect(await add(ada.token, address({ city: 'london', postcode: 'sw1a1aa', country: 'GB' }))).toMatchObject({
      city: 'London',
      postcode: 'SW1A 1AA',
    });
    expect(await add(ada.token, address({ city: 'MUNCHEN', postcode: '80331', country: 'DE' }))).toMatchObject({
      city: 'München',
      postcode: '80331',
    });
  });

  it(`saves up to ${MAX_SAVED_ADDRESSES}, then refuses the next with the spec’s message`, async () => {
    const ada = await customer();
    const all = Object.values(places);
    for (const place of all) await add(ada.token, address(place));
    expect(await list(ada.token)).toHaveLength(MAX_SAVED_ADDRESSES);

    const error = await refused(await call(ada.token, 'POST', '', address(places.london)), 409);
    expect(error).toEqual({ code: 'address_limit', message: LIMIT_MESSAGE });
    expect(await list(ada.token)).toHaveLength(MAX_SAVED_ADDRESSES);

    const french = await refused(await call(ada.token, 'POST', '', address(places.london), '?country=FR'), 409);
    expect(french.message).toBe(serverFrFR['account.addressLimit'].replace('{max}', '6'));
    expect(french.message).not.toBe(LIMIT_MESSAGE);

    // Deleting one makes room again.
    const [, second] = await list(ada.token);
    expect((await call(ada.token, 'DELETE', `${second!.id}/`)).status).toBe(204);
    await add(ada.token, address(places.manchester));
    expect(await list(ada.token)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('keeps to the limit when ten saves race with five addresses already saved', async () => {
    const ada = await customer();
    for (const place of Object.values(places).slice(0, 5)) await add(ada.token, address(place));
    const responses = await Promise.all(Array.from({ length: 10 }, () => call(ada.token, 'POST', '', address(places.london, { is_default: true }))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const rows = await database.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, ada.id));
    expect(rows).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('makes exactly one of several racing first addresses the default', async () => {
    const ada = await customer();
    const responses = await Promise.all(
      Object.values(places)
        .slice(0, 4)
        .map((place) => call(ada.token, 'POST', '', address(place))),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(defaults(await list(ada.token))).toHaveLength(1);
  });

  it('refuses a country the shop does not ship to', async () => {
    const ada = await customer();
    const error = await refused(await call(ada.token, 'POST', '', address({ city: 'New York', postcode: '10001', country: 'US' })), 400);
    expect(error.code).toBe('validation_error');
    expect(error.fields).toEqual({ country: 'We do not ship to this country' });
  });

  it('refuses a country the countries table no longer ships to, though the storefronts list it', async () => {
    const ada = await customer();
    await database.db.update(countries).set({ isShipping: false }).where(eq(countries.iso, 'DE'));
    try {
      const error = await refused(await call(ada.token, 'POST', '', address(places.berlin)), 400);
      expect(error).toMatchObject({ code: 'validation_error', fields: { country: 'We do not ship to this country' } });
    } finally {
      await database.db.update(countries).set({ isShipping: true }).where(eq(countries.iso, 'DE'));
    }
    expect(await list(ada.token)).toEqual([]);
  });

  it.each([
    ['a city not in the list', { city: 'Atlantis', postcode: 'SW1A 1AA', country: 'GB' }, ['city']],
    // AA9 is a well-formed outward code of no real district.
    ['a postcode not in the list', { city: 'London', postcode: 'AA9 9ZZ', country: 'GB' }, ['postcode']],
    ['neither', { city: 'Atlantis', postcode: 'AA9 9ZZ', country: 'GB' }, ['city', 'postcode']],
    ['another city’s postcode', { city: 'London', postcode: 'M13 9PL', country: 'GB' }, ['postcode']],
    ['a real place of another country', { city: 'Berlin', postcode: '10115', country: 'FR' }, ['city', 'postcode']],
  ])('refuses %s with the drop-down message on the field to pick again', async (_case, place, fields) => {
    const ada = await customer();
    const error = await refused(await call(ada.token, 'POST', '', address(place)), 400);
    const messages = {
      city: 'Invalid value. Select city from the drop-down list',
      postcode: 'Invalid value. Select postcode from the drop-down list',
    };
    expect(error.code).toBe('validation_error');
    expect(error.fields).toEqual(Object.fromEntries(fields.map((field) => [field, messages[field as 'city' | 'postcode']])));
    expect(await list(ada.token)).toEqual([]);
  });

  it('tells the drop-down messages in French on the French storefront', async () => {
    const ada = await customer();
    const error = await refused(
      await call(ada.token, 'POST', '', address({ city: 'Atlantide', postcode: '98999', country: 'FR' }), '?country=FR'),
      400,
    );
    expect(error.fields).toEqual({
      city: kitMessages['fr-FR']['validation.selectCity'],
      postcode: kitMessages['fr-FR']['validation.selectPostcode'],
    });
    expect(error.fields!.city).toMatch(/liste déroulante/);
  });

  it.each([
    ['75001', 'GB'],
    ['SW1A 1AA', 'FR'],
    ['0018', 'IT'],
    ['53001', 'ES'],
    ['1011', 'DE'],
  ])('refuses the postcode %s in %s with the country-format message, before looking it up', async (postcode, country) => {
    const ada = await customer();
    const error = await refused(await call(ada.token, 'POST', '', address({ city: 'Anywhere', postcode, country })), 400);
    expect(error.fields).toEqual({ postcode: 'This postcode is not written as this country writes them' });
  });

  it('stores the postcode as its country writes it and the phone as E.164, read in the address’s country', async () => {
    const ada = await customer();
    const saved = await add(ada.token, address({ city: 'Roma', postcode: ' 00184 ', country: 'IT' }, { phone: '06 1234 5678' }));
    expect(saved).toMatchObject({ postcode: '00184', phone: '+390612345678' });
    const london = await add(ada.token, address(places.london, { phone: '020 7946 0958' }));
    expect(london).toMatchObject({ postcode: 'SW1A 1AA', phone: '+442079460958' });
  });

  it('refuses a number that is not one in the address’s country', async () => {
    const ada = await customer();
    // A French mobile one digit short, and a UK landline given on a Spanish address without its +44.
    for (const [place, phone] of [
      [places.paris, '06 12 34 56 7'],
      [places.madrid, '020 7946 0958'],
    ] as const) {
      const error = await refused(await call(ada.token, 'POST', '', address(place, { phone })), 400);
      expect(error.fields).toEqual({ phone: 'Number is not correct' });
    }
  });

  it.each([
    ['first_name', { first_name: '' }, 'This is a required field'],
    ['last_name', { last_name: 'x'.repeat(151) }, 'Name is too long'],
    ['phone', { phone: '0770 0900' }, 'Number is not correct'],
    ['line1', { line1: '  ' }, 'This is a required field'],
    ['line2', { line2: 'x'.repeat(201) }, 'This is too long (at most 200 characters)'],
    ['city', { city: '' }, 'This is a required field'],
  ])('refuses an invalid %s with its message', async (field, change, message) => {
    const ada = await customer();
    const error = await refused(await call(ada.token, 'POST', '', address(places.london, change)), 400);
    expect(error).toMatchObject({ code: 'validation_error', fields: { [field]: message } });
  });

  it('refuses a body without the required fields, naming each', async () => {
    const ada = await customer();
    const error = await refused(await call(ada.token, 'POST', '', {}), 400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['city', 'country', 'first_name', 'last_name', 'line1', 'phone', 'postcode']);
    expect(error.fields!.first_name).toBe('This is a required field');
  });
});

describe('POST /api/account/shipping_address/{id}/set_default/', () => {
  it('moves the default and answers the list, the new default first', async () => {
    const ada = await customer();
    const first = await add(ada.token);
    const second = await add(ada.token, address(places.paris));
    const third = await add(ada.token, address(places.madrid));

    const response = await call(ada.token, 'POST', `${second.id}/set_default/`);
    expect(response.status).toBe(200);
    const addresses = (await response.json()) as ShippingAddress[];
    expect(addresses.map((entry) => entry.id)).toEqual([second.id, third.id, first.id]);
    expect(defaults(addresses)).toEqual([second.id]);
    expect(addresses).toEqual(await list(ada.token));
  });

  it('is harmless on the address that is already the default', async () => {
    const ada = await customer();
    const first = await add(ada.token);
    const response = await call(ada.token, 'POST', `${first.id}/set_default/`);
    expect(response.status).toBe(200);
    expect(defaults((await response.json()) as ShippingAddress[])).toEqual([first.id]);
  });

  it('answers 404 for an id that is no address', async () => {
    const ada = await customer();
    await add(ada.token);
    const error = await refused(await call(ada.token, 'POST', '2147483647/set_default/'), 404);
    expect(error).toEqual({ code: 'not_found', message: serverEnGB['account.addressNotFound'] });
  });
});

describe('DELETE /api/account/shipping_address/{id}/', () => {
  it('deletes a non-default address and leaves the default alone', async () => {
    const ada = await customer();
    const first = await add(ada.token);
    const second = await add(ada.token, address(places.paris));
    const response = await call(ada.token, 'DELETE', `${second.id}/`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await list(ada.token)).toEqual([first]);
  });

  it('promotes the newest remaining address when the default is deleted', async () => {
    const ada = await customer();
    const first = await add(ada.token);
    const second = await add(ada.token, address(places.paris));
    const third = await add(ada.token, address(places.berlin));
    expect((await call(ada.token, 'DELETE', `${first.id}/`)).status).toBe(204);
    const addresses = await list(ada.token);
    expect(addresses.map((entry) => [entry.id, entry.is_default])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
  });

  it('leaves nothing, and no default, after the last one', async () => {
    const ada = await customer();
    const only = await add(ada.token);
    expect((await call(ada.token, 'DELETE', `${only.id}/`)).status).toBe(204);
    expect(await list(ada.token)).toEqual([]);
    // Deleting again: it is gone.
    const error = await refused(await call(ada.token, 'DELETE', `${only.id}/`), 404);
    expect(error.code).toBe('not_found');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses the id %s with a 400 naming id', async (id) => {
    const ada = await customer();
    const error = await refused(await call(ada.token, 'DELETE', `${id}/`), 400);
    expect(error).toMatchObject({ code: 'validation_error', fields: { id: expect.any(String) } });
  });
});

describe('the default address', () => {
  it('stays exactly one through adds, moves and deletes', async () => {
    const ada = await customer();
    const saved = [];
    for (const place of Object.values(places).slice(0, 4)) saved.push(await add(ada.token, address(place)));
    await call(ada.token, 'POST', `${saved[2]!.id}/set_default/`);
    await call(ada.token, 'DELETE', `${saved[2]!.id}/`);
    await add(ada.token, address(places.roma, { is_default: true }));
    await call(ada.token, 'POST', `${saved[0]!.id}/set_default/`);
    const rows = await database.db
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.userId, ada.id), eq(shippingAddresses.isDefault, true)));
    expect(rows).toEqual([{ id: saved[0]!.id }]);
  });
});
