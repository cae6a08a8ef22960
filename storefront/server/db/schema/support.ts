import type { CountryCode } from '@rigsmith/kit/domain';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  },
  (table) => [uniqueIndex('support_tickets_reference_idx').on(table.reference), index('support_tickets_user_idx').on(table.userId)],
);
