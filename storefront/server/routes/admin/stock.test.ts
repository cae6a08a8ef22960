import type { Product, StaffMember, StockPage, StockRow } from '@rigsmith/kit/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, builds, outboxMessages, parts, staffMembers, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { callApi, createCustomer, expectError, expectJson, productIds } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import { createStaff, type TestStaff } from '../../test/staff';

/**
 * Stock and the owner's staff screens on a real database: the low-stock list, digital
 * licences, an audited change the storefront's builds follow, and inviting staff.
 */

let database: TestDatabase;
let app: App;
let id: (reference: string) => number;
let owner: TestStaff;
let fulfilment: TestStaff;
let support: TestStaff;

const GPU_4090 = 'gpu-gigabyte-gaming-rtx-4090';
const MOUSE = 'accessory-logitech-g-pro-x-superlight';

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  id = await productIds(database.db);
  owner = await createStaff(database.db, 'owner');
  fulfilment = await createStaff(database.db, 'fulfilment');
  support = await createStaff(database.db, 'support');
});
afterAll(() => database.close());

const patch = (who: TestStaff, partId: number, body: object) => callApi(app, 'PATCH', `/api/admin/stock/${partId}/`, { token: who.token, body });
const buildOf = async (reference: string) =>
  (
    await database.db
      .select({ inStock: builds.inStock, shippingDays: builds.shippingDays })
      .from(builds)
      .where(eq(builds.productId, id(reference)))
  )[0]!;

describe('stock', () => {
  it('lists parts, the low ones fewest first, never a digital licence', async () => {
    // The fixture has no operating system: the mouse (0 in stock) stands in for a licence.
    await database.db
      .update(parts)
      .set({ category: 'os', stock: 0 })
      .where(eq(parts.productId, id(MOUSE)));
    const all = await expectJson<StockPage>(await callApi(app, 'GET', '/api/admin/stock/?per_page=48', { token: support.token }), 200);
    expect(all.count).toBe(all.items.length);
    expect(all.items.find((row) => row.part_id === id(MOUSE))).toMatchObject({ digital: true, low: false, category: 'os' });

    const low = await expectJson<StockPage>(await callApi(app, 'GET', '/api/admin/stock/?low=1&per_page=48', { token: support.token }), 200);
    expect(low.items.every((row) => row.low && !row.digital && row.stock <= 5)).toBe(true);
    expect(low.items.map((row) => row.stock)).toEqual([...low.items.map((row) => row.stock)].sort((a, b) => a - b));
    expect(low.count).toBe(all.items.filter((row) => row.low).length);

    const past = await expectJson<StockPage>(await callApi(app, 'GET', '/api/admin/stock/?per_page=48&page=9', { token: support.token }), 200);
    expect(past).toMatchObject({ items: [], count: all.count });

    const found = await expectJson<StockPage>(await callApi(app, 'GET', '/api/admin/stock/?q=RTX%204090', { token: support.token }), 200);
    expect(found.items.map((row) => row.reference)).toEqual([GPU_4090]);
  });

  it('sets stock and lead time with a reason, audited; the builds’ stock flag and ship days follow', async () => {
    const before = await buildOf('RS-TITAN');
    expect(before.inStock).toBe(true);
    const out = await expectJson<StockRow>(await patch(fulfilment, id(GPU_4090), { stock: 0, reason: 'Stock count' }), 200);
    expect(out).toMatchObject({ stock: 0, low: true });
    expect((await buildOf('RS-TITAN')).inStock).toBe(false);

    const slower = await expectJson<StockRow>(await patch(fulfilment, id(GPU_4090), { lead_time_days: 20, stock: 4, reason: 'Supplier delay' }), 200);
    expect(slower).toMatchObject({ stock: 4, lead_time_days: 20 });
    const after = await buildOf('RS-TITAN');
    expect(after.inStock).toBe(true);
    expect(after.shippingDays).toBeGreaterThan(before.shippingDays);

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `part:${id(GPU_4090)}`))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.after])).toEqual([
      ['stock.update', fulfilment.email, { stock: 0, lead_time_days: before.shippingDays - 2, restock_days: null, reason: 'Stock count' }],
      ['stock.update', fulfilment.email, { stock: 4, lead_time_days: 20, restock_days: null, reason: 'Supplier delay' }],
    ]);
  });

  it('needs a reason and a change; 404 for no such part; support may not write', async () => {
    expect((await expectError(await patch(owner, id(GPU_4090), { stock: 3 }), 400, 'validation_error')).fields).toHaveProperty('reason');
    // The body is the kit contract's UpdateStockRequestSchema, answering with the API's own messages.
    expect((await expectError(await patch(owner, id(GPU_4090), { reason: 'x' }), 400, 'validation_error')).fields).toEqual({
      stock: 'give stock, lead_time_days or restock_days',
    });
    await expectError(await patch(owner, id(GPU_4090), { stock: -1, reason: 'x' }), 400, 'validation_error');
    await expectError(await patch(owner, 2_000_000, { stock: 1, reason: 'x' }), 404, 'part_not_found');
    await expectError(await patch(support, id(GPU_4090), { stock: 1, reason: 'x' }), 403, 'forbidden');
    expect((await expectError(await patch(owner, id(GPU_4090), { restock_days: -1, reason: 'x' }), 400, 'validation_error')).fields).toHaveProperty(
      'restock_days',
    );
  });

  it('opens and closes backorders: an empty shelf sells with the restock time, or stops selling', async () => {
    const product = async () =>
      (await expectJson<Product[]>(await callApi(app, 'GET', `/api/ecommerce/product/?country=GB&ids=${id(GPU_4090)}`), 200))[0]!;
    const opened = await expectJson<StockRow>(
      await patch(fulfilment, id(GPU_4090), { stock: 0, lead_time_days: 3, restock_days: 9, reason: 'Sold out; the distributor backorders' }),
      200,
    );
    expect(opened).toMatchObject({ stock: 0, restock_days: 9 });
    expect(await product()).toMatchObject({ in_stock: false, backorder: true, shipping_days: 9 });
    expect(await buildOf('RS-TITAN')).toMatchObject({ inStock: false });

    const closed = await expectJson<StockRow>(
      await patch(fulfilment, id(GPU_4090), { restock_days: null, reason: 'Distributor stopped the line' }),
      200,
    );
    expect(closed).toMatchObject({ stock: 0, restock_days: null });
    expect(await product()).toMatchObject({ in_stock: false, backorder: false });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `part:${id(GPU_4090)}`))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ before: { restock_days: 9 }, after: { restock_days: null, reason: 'Distributor stopped the line' } });
    await patch(fulfilment, id(GPU_4090), { stock: 10, reason: 'Delivery' });
  });
});

describe('staff', () => {
  it('invites a new address: an account without a password, the role, a create-password email', async () => {
    const member = await expectJson<StaffMember>(
      await callApi(app, 'POST', '/api/admin/staff/?country=FR', {
        token: owner.token,
        body: { email: ' Sam@Rigsmith.example ', full_name: 'Sam Packer', role: 'fulfilment' },
      }),
      201,
    );
    expect(member).toMatchObject({ email: 'sam@rigsmith.example', full_name: 'Sam Packer', role: 'fulfilment', status: 'invited' });
    const [account] = await database.db.select().from(users).where(eq(users.id, member.id));
    expect(account).toMatchObject({ passwordHash: null, country: 'FR' });
    const [email] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'sam@rigsmith.example'));
    expect(email).toMatchObject({ kind: 'staff-invite', subject: 'Vous êtes invité·e dans l’espace d’administration Rigsmith' });
    expect(email!.links[0]).toMatch(/\/fr\/create-password\/[A-Za-z0-9_-]+$/);
    const [grant] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `user:${member.id}`));
    expect(grant).toMatchObject({ action: 'staff.grant', actorEmail: owner.email, after: { role: 'fulfilment' } });

    const list = await expectJson<StaffMember[]>(await callApi(app, 'GET', '/api/admin/staff/', { token: owner.token }), 200);
    expect(list.find((row) => row.email === 'sam@rigsmith.example')).toMatchObject({ status: 'invited' });
    expect(list.find((row) => row.email === owner.email)).toMatchObject({ status: 'active' });
  });

  it('sends a pending invitation again, with the role given, audited; refuses once they have set a password', async () => {
    const invite = (role: string) =>
      callApi(app, 'POST', '/api/admin/staff/', { token: owner.token, body: { email: 'pending@rigsmith.example', full_name: 'Pat', role } });
    const first = await expectJson<StaffMember>(await invite('support'), 201);
    const again = await expectJson<StaffMember>(await invite('fulfilment'), 200);
    expect(again).toMatchObject({ id: first.id, role: 'fulfilment', status: 'invited', created_at: first.created_at });
    const emails = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'pending@rigsmith.example'));
    expect(emails).toHaveLength(2);
    expect(emails[1]!.links[0]).toMatch(/\/create-password\/[A-Za-z0-9_-]+$/);
    expect(emails[1]!.links[0]).not.toBe(emails[0]!.links[0]);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `user:${first.id}`))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['staff.grant', 'staff.role', 'staff.reinvite']);
    expect(entries[2]).toMatchObject({ actorEmail: owner.email, after: { role: 'fulfilment' } });

    // The invitee sets a password from the link: they are active, and inviting them is refused.
    await database.db.update(users).set({ passwordHash: 'set-from-the-link' }).where(eq(users.id, first.id));
    const list = await expectJson<StaffMember[]>(await callApi(app, 'GET', '/api/admin/staff/', { token: owner.token }), 200);
    expect(list.find((row) => row.id === first.id)).toMatchObject({ status: 'active' });
    await expectError(await invite('owner'), 409, 'already_staff');
    expect(await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'pending@rigsmith.example'))).toHaveLength(2);
  });

  it('makes one account when two owners invite the same new address at once', async () => {
    const invite = () =>
      callApi(app, 'POST', '/api/admin/staff/', {
        token: owner.token,
        body: { email: 'twice@rigsmith.example', full_name: 'Twice', role: 'support' },
      });
    const answers = await Promise.all([invite(), invite()]);
    // The second finds the invitation pending and sends it again.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await database.db.select().from(users).where(eq(users.email, 'twice@rigsmith.example'))).toHaveLength(1);
  });

  it('gives an existing customer the role and asks them to sign in; refuses someone already on the staff', async () => {
    const customer = await createCustomer(database.db);
    const member = await expectJson<StaffMember>(
      await callApi(app, 'POST', '/api/admin/staff/', { token: owner.token, body: { email: customer.email, full_name: 'C', role: 'support' } }),
      201,
    );
    expect(member.status).toBe('active');
    const [role] = await database.db.select().from(staffMembers).where(eq(staffMembers.userId, customer.id));
    expect(role!.role).toBe('support');
    const [email] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, customer.email));
    expect(email!.links[0]).toMatch(/\/admin$/);
    const again = await expectError(
      await callApi(app, 'POST', '/api/admin/staff/', { token: owner.token, body: { email: customer.email, full_name: 'C', role: 'owner' } }),
      409,
      'already_staff',
    );
    expect(again.fields).toHaveProperty('email');
    expect((await database.db.select().from(staffMembers).where(eq(staffMembers.userId, customer.id)))[0]!.role).toBe('support');
  });
});
