import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, staffMembers, users } from '../db/schema';
import { storefrontUrls } from '../pages/storefront-hosts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { inviteFirstOwner } from './staff-invites';

let database: TestDatabase;
const storefrontUrl = storefrontUrls('https://shop.example');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('inviteFirstOwner (STAFF_OWNER_EMAIL)', () => {
  it('invites the first owner by email, once, however often the shop starts', async () => {
    expect(await inviteFirstOwner(database.db, { email: 'Boss@Shop.Example', storefrontUrl })).toBe(true);
    const [user] = await database.db.select().from(users).where(eq(users.email, 'boss@shop.example'));
    expect(await database.db.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.userId, user!.id))).toEqual([
      { role: 'owner' },
    ]);
    const [email] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'boss@shop.example'));
    expect(email!.links).toEqual([expect.stringMatching(/^https:\/\/shop\.example\/create-password\//)]);
    expect(await database.db.select({ actor: auditLog.actorEmail, action: auditLog.action }).from(auditLog)).toEqual([
      { actor: 'cli', action: 'staff.grant' },
    ]);

    // A restart, another worker, or another address once an owner exists: nothing happens.
    expect(await inviteFirstOwner(database.db, { email: 'boss@shop.example', storefrontUrl })).toBe(false);
    expect(await inviteFirstOwner(database.db, { email: 'someone-else@shop.example', storefrontUrl })).toBe(false);
    expect(await database.db.select().from(outboxMessages)).toHaveLength(1);
  });
});
