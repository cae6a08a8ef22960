import type { StaffRole } from '@rigsmith/kit/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Staff are accounts with a role: they sign in like customers, and the role decides which
 * back-office calls they may make (`staffCan`). No row, no back office.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<StaffRole>().notNull(),
    /** Who invited them; null for the first owner, created from the command line. */
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('staff_members_role_known', sql`${table.role} in ('owner', 'fulfilment', 'support')`)],
);

/**
 * Every staff change, kept for good: who did what to which record, when, and the record's
 * relevant fields before and after. The actor's email is copied so an entry still reads
 * after the account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'cli' for the command-line bootstrap. */
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. 'order.ship', 'stock.update', 'staff.invite'. */
    action: text('action').notNull(),
    /** The record, as 'order:42', 'part:17', 'user:3'. */
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_subject_idx').on(table.subject, table.at), index('audit_log_at_idx').on(table.at)],
);
