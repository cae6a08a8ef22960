import { randomInt } from 'node:crypto';
import { storefrontForCountry, type ContactTicketValues, type CountryCode } from '@rigsmith/kit/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures, supportTickets } from '../db/schema';
import { translate } from '../i18n';
import { queueEmail, type Email } from './mail/outbox';

/**
 * Contact-us tickets (SPEC §3 "Contact ticket", §8 "support ticket raised"). A ticket is
 * saved and its acknowledgement queued in the outbox in one transaction, so the customer is
 * never told of a ticket that was not kept.
 */

// ── Rate limit ─────────────────────────────────────────────────────────────────────────────

/**
 * Anyone may write to us without an account, so each client address may raise at most
 * MAX_TICKETS_PER_IP tickets per window: enough for a real customer, too few to flood the
 * team or use the acknowledgement email to spam strangers. The attempts are counted in the
 * sign-in limit's table (`login_failures`, keyed `support-ip:<address>`), over the same
 * 15-minute window, so its pruning forgets them with the rest and no address is kept longer.
 */
export const TICKET_WINDOW_MINUTES = 15;
export const MAX_TICKETS_PER_IP = 5;

const WINDOW_MS = TICKET_WINDOW_MINUTES * 60 * 1000;
const ipKey = (ip: string) => `support-ip:${ip}`;

/** Seconds until this address may raise another ticket, or null when it may now. */
export async function ticketRetryAfter(db: Database, ip: string, now = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const rows = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, ipKey(ip)), gt(loginFailures.at, since)))
    .orderBy(loginFailures.at);
  if (rows.length < MAX_TICKETS_PER_IP) return null;
  // Allowed again once enough of the oldest have left the window.
  const freesAt = rows[rows.length - MAX_TICKETS_PER_IP]!.at.getTime() + WINDOW_MS;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}

// ── References ─────────────────────────────────────────────────────────────────────────────

/** Crockford-style: no 0/O, 1/I/L or U, so a reference read out on the phone is not misheard. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 6;
export const TICKET_REFERENCE_PATTERN = /^SUP-[2-9A-HJKMNP-TV-Z]{6}$/;

/** `SUP-` and 6 random characters (about 730 million references), drawn from a CSPRNG. */
export function newTicketReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `SUP-${code}`;
}

// ── Email ──────────────────────────────────────────────────────────────────────────────────

/**
 * The acknowledgement, in the storefront's language. It carries none of the sender's text
 * (name, message): whoever types a stranger's address into the form cannot make us mail
 * them their words.
 */
export function ticketEmail(options: { country: CountryCode; recipient: string; reference: string }): Email {
  const { country, reference } = options;
  const text = [
    translate(country, 'email.greeting'),
    '',
    translate(country, 'support.email.ticket.body', { reference }),
    '',
    translate(country, 'support.email.ticket.notYou'),
    '',
    translate(country, 'email.signature'),
    '',
  ].join('\n');
  return { recipient: options.recipient, kind: 'support-ticket', subject: translate(country, 'support.email.ticket.subject', { reference }), text, links: [] };
}

// ── Raising a ticket ───────────────────────────────────────────────────────────────────────

export type RaiseTicketOptions = {
  country: CountryCode;
  /** The signed-in customer, or null for a guest. */
  userId: number | null;
  /** The client's address, for the rate limit. */
  ip: string;
  now?: Date;
};

/** Saves the ticket, queues its acknowledgement and counts it against the address; answers its reference. */
export async function raiseTicket(db: Database, ticket: ContactTicketValues, options: RaiseTicketOptions): Promise<string> {
  const { country, userId, ip, now = new Date() } = options;
  return db.transaction(async (tx) => {
    // A clash of random references is very unlikely; the unique index catches it and we draw again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const reference = newTicketReference();
      const [row] = await tx
        .insert(supportTickets)
        .values({
          reference,
          fullName: ticket.full_name,
          email: ticket.email,
          orderNumber: ticket.order_number ?? null,
          phoneNumber: ticket.phone_number ?? null,
          message: ticket.message,
          privacyAcceptedAt: now,
          country,
          locale: storefrontForCountry(country).locale,
          userId,
          createdAt: now,
        })
        .onConflictDoNothing({ target: supportTickets.reference })
        .returning({ reference: supportTickets.reference });
      if (!row) continue;
      await queueEmail(tx, ticketEmail({ country, recipient: ticket.email, reference }));
      await tx.insert(loginFailures).values({ key: ipKey(ip), at: now });
      await tx.delete(loginFailures).where(and(eq(loginFailures.key, ipKey(ip)), lt(loginFailures.at, new Date(now.getTime() - WINDOW_MS))));
      return reference;
    }
    throw new Error('Could not draw an unused support ticket reference in 5 attempts');
  });
}
