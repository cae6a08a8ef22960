import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, migrationsBefore, type TestDatabase } from '../test/database';
import { migrateDatabase } from './migrate';
import { supportTickets } from './schema';

/**
 * A shop started before the support inbox: the tickets it already holds become open, last
 * changed when they were sent, and a status outside the three is refused from then on.
 */
describe('migrating tickets raised before the inbox (0014_support_inbox)', () => {
  let old: TestDatabase;
  let folder: string;
  const sentAt = new Date('2026-10-01T08:30:00Z');

  beforeAll(async () => {
    old = await createTestDatabase({ empty: true });
    folder = migrationsBefore('0014_support_inbox');
    await migrateDatabase(old.handle, folder);
    await old.db.execute(
      sql`insert into support_tickets (reference, full_name, email, message, privacy_accepted_at, country, locale, created_at)
          values ('SUP-OLD234', 'Ada Lovelace', 'ada@example.com', 'Hello', ${sentAt.toISOString()}, 'FR', 'fr-FR', ${sentAt.toISOString()})`,
    );
    await migrateDatabase(old.handle);
  }, 120_000);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await old.close();
  });

  it('makes the existing tickets open, last changed when sent', async () => {
    const rows = await old.db.select({ status: supportTickets.status, updatedAt: supportTickets.updatedAt }).from(supportTickets);
    expect(rows).toEqual([{ status: 'open', updatedAt: sentAt }]);
  });

  it('refuses a status outside open, waiting_on_customer and closed', async () => {
    const refused = await old.db.execute(sql`update support_tickets set status = 'pending'`).then(
      () => null,
      (error: Error) => error,
    );
    // Drizzle wraps the database's error; the check's name is in its cause.
    expect(String(refused?.cause)).toMatch(/support_tickets_status_known/);
  });
});
