import { randomInt } from 'node:crypto';
import type { ContactTicketValues, Storefront } from '@rigsmith/kit/domain';
import type { Database } from '../db/client';
import { supportTickets } from '../db/schema';
import { translatorFor } from '../i18n';
import { queueEmail, type Email, type EmailKind } from './mail/outbox';
import { takeRateLimit, type RateLimit } from './rate-limits';

/**
 * Contact-us tickets (SPEC §3 "Contact ticket", §8 "support ticket raised"). A ticket is
 * saved and its acknowledgement queued in the outbox in one transaction, so the customer is
 * never told of a ticket that was not kept.
 */

// ── Rate limit ─────────────────────────────────────────────────────────────────────────────

/**
 * Anyone may write to us without an account, so each client address may raise at most
 * MAX_TICKETS_PER_IP tickets per window: enough for a real customer, too few to flood the
 * team or use the acknowledgement email to spam strangers. Counted like the sign-in limits
 * (services/rate-limits.ts: written first, counted after, so simultaneous requests cannot
 * all slip through), keyed `support-ip:<address>`.
 */
export const TICKET_WINDOW_MINUTES = 15;
export const MAX_TICKETS_PER_IP = 5;

const TICKET_LIMIT: RateLimit = { max: MAX_TICKETS_PER_IP, windowMs: TICKET_WINDOW_MINUTES * 60 * 1000 };

/** Counts a ticket about to be raised from this address: seconds to wait, or null when it may go ahead. */
export async function takeTicketAllowance(db: Database, ip: string, now = new Date()): Promise<number | null> {
  const verdict = await takeRateLimit(db, `support-ip:${ip}`, TICKET_LIMIT, now);
  return verdict.ok ? null : verdict.retryAfterSeconds;
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
 * A support email to a ticket's sender, in the storefront's language: greeting, the
 * paragraphs, signature; plain text with no links.
 */
export function supportEmail(options: {
  storefront: Storefront;
  recipient: string;
  kind: Extract<EmailKind, 'support-ticket' | 'support-reply'>;
  subject: string;
  paragraphs: string[];
}): Email {
  const t = translatorFor(options.storefront);
  const text = [t('email.greeting'), '', ...options.paragraphs.flatMap((paragraph) => [paragraph, '']), t('email.signature'), ''].join('\n');
  return { recipient: options.recipient, kind: options.kind, subject: options.subject, text, links: [] };
}

/**
 * The acknowledgement, in the storefront's language. It carries none of the sender's text
 * (name, message): whoever types a stranger's address into the form cannot make us mail
 * them their words.
 */
export function ticketEmail(options: { storefront: Storefront; recipient: string; reference: string }): Email {
  const { storefront, reference } = options;
  const t = translatorFor(storefront);
  return supportEmail({
    storefront,
    recipient: options.recipient,
    kind: 'support-ticket',
    subject: t('support.email.ticket.subject', { reference }),
    paragraphs: [t('support.email.ticket.body', { reference }), t('support.email.ticket.notYou')],
  });
}

// ── Raising a ticket ───────────────────────────────────────────────────────────────────────

export type RaiseTicketOptions = {
  /** The storefront the ticket was raised on: kept with it, and the acknowledgement's language. */
  storefront: Storefront;
  /** The signed-in customer, or null for a guest. */
  userId: number | null;
  now?: Date;
};

/** Saves the ticket and queues its acknowledgement; answers its reference. */
export async function raiseTicket(db: Database, ticket: ContactTicketValues, options: RaiseTicketOptions): Promise<string> {
  const { storefront, userId, now = new Date() } = options;
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
          country: storefront.country,
          locale: storefront.locale,
          userId,
          createdAt: now,
        })
        .onConflictDoNothing({ target: supportTickets.reference })
        .returning({ reference: supportTickets.reference });
      if (!row) continue;
      await queueEmail(tx, ticketEmail({ storefront, recipient: ticket.email, reference }));
      return reference;
    }
    throw new Error('Could not draw an unused support ticket reference in 5 attempts');
  });
}
