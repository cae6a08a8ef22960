import {
  statusAfterReply,
  storefrontForCountry,
  type CountryCode,
  type Storefront,
  type SupportTicketDetail,
  type SupportTicketPage,
  type SupportTicketQuery,
  type SupportTicketRow,
  type TicketReplyValues,
  type TicketStatus,
} from '@rigsmith/kit/domain';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { supportTicketReplies, supportTickets } from '../db/schema';
import { translatorFor } from '../i18n';
import { DomainError } from './domain-error';
import { queueEmail, type Email } from './mail/outbox';
import { pageCount, windowCount } from './paging';
import { recordAudit, type StaffActor } from './staff';
import { supportEmail } from './support';
import { likePattern } from './validation';

/**
 * The back office's support inbox: the contact-us tickets (services/support.ts) listed,
 * read with their replies, answered by email and given a status. Each change (the reply, its
 * email in the outbox, the status, the audit entry) is one transaction, so the customer is
 * never mailed an answer that was not kept, nor an answer kept without its email.
 */

const auditSubject = (ticketId: number) => `support_ticket:${ticketId}`;

function filtersOf(query: SupportTicketQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(supportTickets.reference, pattern), ilike(supportTickets.email, pattern), ilike(supportTickets.fullName, pattern)));
  }
  if (query.status) conditions.push(eq(supportTickets.status, query.status));
  if (query.storefront) conditions.push(eq(supportTickets.country, query.storefront));
  return and(...conditions);
}

/** The replies a ticket has, as a column of the ticket's own row. */
const replyCount = () =>
  // Spelled out: drizzle leaves columns unqualified inside sql``, and "id" would be the reply's own.
  sql<number>`(select count(*) from support_ticket_replies as replies where replies.ticket_id = ${sql.raw('"support_tickets"."id"')})`.mapWith(
    Number,
  );

const rowColumns = {
  id: supportTickets.id,
  reference: supportTickets.reference,
  status: supportTickets.status,
  storefront: supportTickets.country,
  full_name: supportTickets.fullName,
  email: supportTickets.email,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  reply_count: replyCount(),
};

/** A ticket's row as the API gives it, from its columns. */
function rowOf({
  createdAt,
  updatedAt,
  ...row
}: Omit<SupportTicketRow, 'created_at' | 'updated_at'> & { createdAt: Date; updatedAt: Date }): SupportTicketRow {
  return { ...row, created_at: createdAt.toISOString(), updated_at: updatedAt.toISOString() };
}

/** GET admin/support/: one page of tickets, newest first, in one statement. */
export async function listSupportTickets(db: Database, query: SupportTicketQuery & { page: number; per_page: number }): Promise<SupportTicketPage> {
  const { page, per_page } = query;
  const rows = await db
    .select({ ...rowColumns, count: windowCount() })
    .from(supportTickets)
    .where(filtersOf(query))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(per_page)
    .offset((page - 1) * per_page);
  return {
    items: rows.map(({ count: _count, ...row }) => rowOf(row)),
    count: await pageCount(rows, page, async () => {
      const [all] = await db.select({ count: count() }).from(supportTickets).where(filtersOf(query));
      return all!.count;
    }),
    page,
    per_page,
  };
}

const ticketNotFound = () => new DomainError('ticket_not_found');

/** GET admin/support/{id}/: the ticket, the customer's message and every reply, oldest first (404 `ticket_not_found`). */
export async function supportTicketDetail(db: Database, ticketId: number): Promise<SupportTicketDetail> {
  const [ticket] = await db
    .select({
      ...rowColumns,
      order_number: supportTickets.orderNumber,
      phone_number: supportTickets.phoneNumber,
      message: supportTickets.message,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  if (!ticket) throw ticketNotFound();
  const replies = await db
    .select({
      id: supportTicketReplies.id,
      text: supportTicketReplies.text,
      author: supportTicketReplies.staffEmail,
      createdAt: supportTicketReplies.createdAt,
    })
    .from(supportTicketReplies)
    .where(eq(supportTicketReplies.ticketId, ticketId))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
  const { order_number, phone_number, message, ...row } = ticket;
  return {
    ...rowOf(row),
    order_number,
    phone_number,
    // Raised tickets keep their storefront's language: the one the reply email is written in.
    locale: storefrontForCountry(row.storefront).locale,
    message,
    replies: replies.map(({ createdAt, ...reply }) => ({ ...reply, created_at: createdAt.toISOString() })),
  };
}

/**
 * The staff's answer, in the ticket's storefront language: the reference in the subject (so
 * the customer can match it to their enquiry), a greeting, the staff's text as written, and
 * the signature. Plain text only: the reply schema refused control characters.
 */
export function ticketReplyEmail(options: { storefront: Storefront; recipient: string; reference: string; text: string }): Email {
  const { storefront, reference } = options;
  const t = translatorFor(storefront);
  return supportEmail({
    storefront,
    recipient: options.recipient,
    kind: 'support-reply',
    subject: t('support.email.reply.subject', { reference }),
    paragraphs: [options.text, t('support.email.reply.quote', { reference })],
  });
}

type LockedTicket = { id: number; reference: string; status: TicketStatus; email: string; country: CountryCode };

async function lockTicket(tx: Pick<Database, 'select'>, ticketId: number): Promise<LockedTicket> {
  const [ticket] = await tx
    .select({
      id: supportTickets.id,
      reference: supportTickets.reference,
      status: supportTickets.status,
      email: supportTickets.email,
      country: supportTickets.country,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId))
    .for('update');
  if (!ticket) throw ticketNotFound();
  return ticket;
}

/**
 * POST admin/support/{id}/reply/: keeps the reply, queues its email to the ticket's address
 * and sets the status (waiting on the customer unless given), audited. A closed ticket may
 * be answered too: answering it opens it again unless `status` says closed.
 */
export async function replyToTicket(db: Database, ticketId: number, reply: TicketReplyValues, actor: StaffActor, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    const status = statusAfterReply(reply.status);
    const [saved] = await tx
      .insert(supportTicketReplies)
      .values({ ticketId, staffUserId: actor.userId, staffEmail: actor.email, text: reply.text, createdAt: now })
      .returning({ id: supportTicketReplies.id });
    await tx.update(supportTickets).set({ status, updatedAt: now }).where(eq(supportTickets.id, ticketId));
    await queueEmail(
      tx,
      ticketReplyEmail({ storefront: storefrontForCountry(ticket.country), recipient: ticket.email, reference: ticket.reference, text: reply.text }),
    );
    // The reply's words are in its own table; the audit entry says which reply, not what it said.
    await recordAudit(tx, {
      actor,
      action: 'support.reply',
      subject: auditSubject(ticketId),
      before: { status: ticket.status },
      after: { status, reply_id: saved!.id },
    });
  });
}

/** POST admin/support/{id}/status/: any status to any other, audited (409 `ticket_status_unchanged` for the same one). */
export async function setTicketStatus(db: Database, ticketId: number, status: TicketStatus, actor: StaffActor, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (ticket.status === status) throw new DomainError('ticket_status_unchanged');
    await tx.update(supportTickets).set({ status, updatedAt: now }).where(eq(supportTickets.id, ticketId));
    await recordAudit(tx, { actor, action: 'support.status', subject: auditSubject(ticketId), before: { status: ticket.status }, after: { status } });
  });
}
