import type { CountryCode, TicketStatus } from '@rigsmith/kit/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Contact-us enquiries (SPEC §3 "Contact ticket": full name, email, order number, phone,
 * enquiry message, privacy agreement). The order number is kept as typed (in our reference
 * format) and never joined to orders: a ticket must not tell anyone whether an order exists.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    /** What the customer quotes, e.g. `SUP-7F3K9Q`; random, so one ticket's reference does not lead to another's. */
    reference: text('reference').notNull(),
    fullName: text('full_name').notNull(),
    /** Lower-cased and trimmed, as the shared schema leaves it. */
    email: text('email').notNull(),
    orderNumber: text('order_number'),
    /** E.164 with its + prefix, like the shipping phone. */
    phoneNumber: text('phone_number'),
    message: text('message').notNull(),
    /** When the sender ticked the privacy agreement (SPEC §5): the request's time. */
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    /** The storefront it was sent from, which is the language to answer in. */
    country: text('country').$type<CountryCode>().notNull(),
    locale: text('locale').notNull(),
    /** The signed-in customer who sent it; null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The back office's inbox (kit `ticketStatuses`): open until answered or closed. */
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    /** The last change: sent, answered or its status set. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('support_tickets_reference_idx').on(table.reference),
    index('support_tickets_user_idx').on(table.userId),
    // The inbox: a status's tickets newest first (and all tickets newest first, by its tail).
    index('support_tickets_inbox_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('support_tickets_created_idx').on(table.createdAt.desc(), table.id.desc()),
    check('support_tickets_status_known', sql`${table.status} in ('open', 'waiting_on_customer', 'closed')`),
  ],
);

/**
 * Staff answers to a ticket, each emailed to the sender (through the outbox) when written.
 * Kept when the staff account goes (`set null`), so the ticket's thread stays whole; the
 * author's email is copied for that reason, as the audit log does.
 */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_ticket_replies_ticket_idx').on(table.ticketId, table.createdAt)],
);
