import { staffPermissions, staffRoles, type StaffMe } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, staffMembers } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { callApi, createCustomer, expectError, expectJson } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import { operationsOf, type OpenApiDocument } from '../../test/openapi-requests';
import { createStaff } from '../../test/staff';

/**
 * The back-office access matrix: every api/admin operation, read from the API's own OpenAPI
 * document so a new route cannot be missed, refuses a guest (401) and a customer (403
 * `not_staff`) before it looks at the request.
 */

let database: TestDatabase;
let app: App;
let adminOperations: { method: string; path: string }[];

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  const doc = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
  adminOperations = operationsOf(doc)
    .filter((operation) => operation.path.startsWith('/api/admin/'))
    .map((operation) => ({ method: operation.method, path: operation.path.replace(/\{[^}]+\}/g, '1') }));
});
afterAll(() => database.close());

describe('api/admin access', () => {
  it('documents the back-office operations', () => {
    expect(adminOperations.length).toBeGreaterThan(0);
  });

  it('refuses a guest on every back-office operation', async () => {
    for (const { method, path } of adminOperations) {
      const response = await callApi(app, method, path, { body: method === 'GET' ? undefined : {} });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses a customer on every back-office operation with not_staff', async () => {
    const customer = await createCustomer(database.db);
    for (const { method, path } of adminOperations) {
      await expectError(await callApi(app, method, path, { token: customer.token, body: method === 'GET' ? undefined : {} }), 403, 'not_staff');
    }
  });

  it('tells each role what it may do', async () => {
    for (const role of staffRoles) {
      const staff = await createStaff(database.db, role);
      const me = await expectJson<StaffMe>(await callApi(app, 'GET', '/api/admin/me/', { token: staff.token }), 200);
      expect(me).toMatchObject({ email: staff.email, role });
      if (role === 'owner') expect(me.permissions).toEqual([...staffPermissions]);
      else expect(me.permissions).not.toContain('staff.manage');
    }
  });

  it('takes access away at once when a staff member is removed', async () => {
    const staff = await createStaff(database.db, 'support');
    await expectJson(await callApi(app, 'GET', '/api/admin/me/', { token: staff.token }), 200);
    await database.db.delete(staffMembers).where(eq(staffMembers.userId, staff.id));
    await expectError(await callApi(app, 'GET', '/api/admin/me/', { token: staff.token }), 403, 'not_staff');
  });

  it('audits every grant', async () => {
    const staff = await createStaff(database.db, 'fulfilment');
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `user:${staff.id}`));
    expect(entries).toMatchObject([{ actorEmail: 'cli', action: 'staff.grant', before: null, after: { role: 'fulfilment' } }]);
  });
});
