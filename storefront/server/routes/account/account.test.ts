import type { Account } from '@rigsmith/kit/api';
import { type ApiErrorBody } from '@rigsmith/kit/domain';
import { kitMessages } from '@rigsmith/kit/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { accessTokenFor, createTestUser } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
});
afterAll(() => database.close());

/** A signed-in customer: their id and the headers to act as them. */
async function customer(fullName = 'Ada Lovelace') {
  const user = await createTestUser(database.db, { fullName });
  const token = await accessTokenFor(database.db, user.id);
  return { ...user, token };
}

function call(token: string, method: 'GET' | 'PATCH', body?: unknown, query = '') {
  return app.request(`/api/account/${query}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function patchFails(token: string, body: unknown, query = ''): Promise<ApiErrorBody> {
  const response = await call(token, 'PATCH', body, query);
  expect(response.status).toBe(400);
  const error = (await response.json()) as ApiErrorBody;
  expect(error.code).toBe('validation_error');
  return error;
}

describe('GET /api/account/', () => {
  it('gives the signed-in customer’s account with the defaults of a new one', async () => {
    const ada = await customer();
    const response = await call(ada.token, 'GET');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: ada.id,
      email: ada.email,
      full_name: 'Ada Lovelace',
      phone_number: '',
      birth_date: null,
      notify_orders: true,
      notify_marketing: false,
    } satisfies Account);
  });

  it('answers 401 for a valid token of an account that no longer exists', async () => {
    const gone = await customer();
    await database.db.delete(users).where(eq(users.id, gone.id));
    const response = await call(gone.token, 'GET');
    expect(response.status).toBe(401);
    expect(((await response.json()) as ApiErrorBody).code).toBe('token_invalid');
  });
});

describe('PATCH /api/account/', () => {
  it('saves the fields sent, normalising the phone, and answers the stored account', async () => {
    const ada = await customer();
    const response = await call(ada.token, 'PATCH', {
      full_name: '  Ada King  ',
      phone_number: '+44 (7123) 456-123',
      birth_date: '1990-12-10',
      notify_orders: false,
      notify_marketing: true,
    });
    expect(response.status).toBe(200);
    const expected: Account = {
      id: ada.id,
      email: ada.email,
      full_name: 'Ada King',
      phone_number: '+447123456123',
      birth_date: '1990-12-10',
      notify_orders: false,
      notify_marketing: true,
    };
    expect(await response.json()).toEqual(expected);
    expect(await (await call(ada.token, 'GET')).json()).toEqual(expected);
  });

  it('leaves out fields alone, and clears the phone with "" and the birth date with null', async () => {
    const ada = await customer();
    await call(ada.token, 'PATCH', { phone_number: '+33612345678', birth_date: '1985-01-31' });
    const onlyMarketing = (await (await call(ada.token, 'PATCH', { notify_marketing: true })).json()) as Account;
    expect(onlyMarketing).toMatchObject({
      full_name: 'Ada Lovelace',
      phone_number: '+33612345678',
      birth_date: '1985-01-31',
      notify_marketing: true,
    });

    const cleared = (await (await call(ada.token, 'PATCH', { phone_number: '', birth_date: null })).json()) as Account;
    expect(cleared).toMatchObject({ phone_number: '', birth_date: null, notify_marketing: true });
  });

  it('answers the account unchanged for an empty body', async () => {
    const ada = await customer();
    const before = await (await call(ada.token, 'GET')).json();
    const response = await call(ada.token, 'PATCH', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(before);
  });

  it('ignores the email and any unknown field: the sign-in name is not changed here', async () => {
    const ada = await customer();
    const response = await call(ada.token, 'PATCH', { email: 'someone-else@example.com', id: 1, is_admin: true, full_name: 'Ada B' });
    expect(response.status).toBe(200);
    const account = (await response.json()) as Account;
    expect(account).toMatchObject({ id: ada.id, email: ada.email, full_name: 'Ada B' });
    expect(account).not.toHaveProperty('is_admin');
    const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, ada.id));
    expect(row!.email).toBe(ada.email);
  });

  it('changes only the signed-in customer’s account', async () => {
    const ada = await customer('Ada');
    const grace = await customer('Grace Hopper');
    await call(ada.token, 'PATCH', { full_name: 'Ada Changed' });
    expect(((await (await call(grace.token, 'GET')).json()) as Account).full_name).toBe('Grace Hopper');
  });

  it.each([
    ['an empty name', { full_name: '   ' }, 'full_name', 'This is a required field'],
    ['a name over 150 characters', { full_name: 'x'.repeat(151) }, 'full_name', 'Name is too long'],
    ['a phone without its + prefix', { phone_number: '07123 456123' }, 'phone_number', 'Number is not correct'],
    ['a phone with letters', { phone_number: '+44 77OO 900123' }, 'phone_number', 'Number is not correct'],
    ['a phone too long for E.164', { phone_number: '+4471234561234567' }, 'phone_number', 'Number is not correct'],
    ['a birth date in the future', { birth_date: '2999-01-01' }, 'birth_date', 'Enter a real date of birth'],
    ['a birth date that does not exist', { birth_date: '1990-02-30' }, 'birth_date', 'Enter a real date of birth'],
    ['a birth date before 1900', { birth_date: '1899-12-31' }, 'birth_date', 'Enter a real date of birth'],
    ['a birth date not in ISO form', { birth_date: '10/12/1990' }, 'birth_date', 'Enter a real date of birth'],
  ])('refuses %s with its message next to the field', async (_case, body, field, message) => {
    const ada = await customer();
    const error = await patchFails(ada.token, body);
    expect(error.fields).toEqual({ [field]: message });
    // Nothing was saved.
    expect(((await (await call(ada.token, 'GET')).json()) as Account).full_name).toBe('Ada Lovelace');
  });

  it('refuses a preference that is not a boolean', async () => {
    const ada = await customer();
    const error = await patchFails(ada.token, { notify_orders: 'yes' });
    expect(Object.keys(error.fields ?? {})).toEqual(['notify_orders']);
  });

  it('reports every invalid field at once', async () => {
    const ada = await customer();
    const error = await patchFails(ada.token, { full_name: '', phone_number: 'abc', birth_date: 'soon' });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['birth_date', 'full_name', 'phone_number']);
  });

  it('tells the field messages in the storefront’s language', async () => {
    const ada = await customer();
    const error = await patchFails(ada.token, { phone_number: 'abc', birth_date: '2999-01-01' }, '?country=FR');
    expect(error.fields).toEqual({
      phone_number: kitMessages['fr-FR']['validation.phone'],
      birth_date: kitMessages['fr-FR']['validation.birthDate'],
    });
    expect(error.fields!.phone_number).not.toBe('Number is not correct');
  });

  it('refuses a body that is not JSON', async () => {
    const ada = await customer();
    const response = await app.request('/api/account/', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ada.token}` },
      body: '{"full_name":',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/at .*\.ts/);
  });
});

describe('the OpenAPI document', () => {
  it('documents the account calls as needing a bearer token, and the place search as public', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(document.paths['/api/account/']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/account/']!.patch!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/account/shipping_address/']!.post!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/account/shipping_address/{id}/']!.delete!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/account/shipping_address/{id}/set_default/']!.post!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/geo/places/']!.get!.security).toBeUndefined();
  });
});
