import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers, users } from '../db/schema';
import { storefrontUrls } from '../pages/storefront-hosts';
import { createTestUser } from '../test/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { createStaffAccount } from './staff-create';

let database: TestDatabase;
const storefrontUrl = storefrontUrls('https://shop.example');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('staff:create', () => {
  it('creates the first owner without a password and gives a one-time link to set it', async () => {
    const result = await createStaffAccount(database.db, { email: ' Owner@Shop.Example ', role: 'owner', fullName: 'Ada Owner', storefrontUrl });
    expect(result).toMatchObject({ role: 'owner', previous: null, created: true });
    expect(result.passwordLink).toMatch(/^https:\/\/shop\.example\/create-password\/[\w-]+$/);
    const [user] = await database.db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ email: 'owner@shop.example', fullName: 'Ada Owner', passwordHash: null });
  });

  it('gives an existing customer a role without touching their password', async () => {
    const customer = await createTestUser(database.db);
    const result = await createStaffAccount(database.db, { email: customer.email, role: 'fulfilment', storefrontUrl });
    expect(result).toMatchObject({ userId: customer.id, created: false, previous: null, passwordLink: null });
    const again = await createStaffAccount(database.db, { email: customer.email, role: 'support', storefrontUrl });
    expect(again.previous).toBe('fulfilment');
    expect(await database.db.select().from(staffMembers).where(eq(staffMembers.userId, customer.id))).toMatchObject([{ role: 'support' }]);
  });

  it('refuses something that is not an email', async () => {
    await expect(createStaffAccount(database.db, { email: 'nobody', role: 'owner', storefrontUrl })).rejects.toThrow(/not an email/);
  });
});
