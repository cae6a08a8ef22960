import type { Storefront, StorefrontId } from '@rigsmith/kit/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { translatorFor } from '../../i18n';

/**
 * The outbox ("Emails"): every email is a row first, written in the same
 * transaction as what it reports (the account, the password token), so no email is lost
 * to a crash and none is sent for a change that rolled back. The dispatcher sends the
 * rows when SMTP is set up; in development the mailbox page shows them.
 */

/** A storefront's absolute URL for an in-store path (AccountsConfig.storefrontUrl). */
export type StorefrontUrl = (storefront: StorefrontId, path: string) => string;

export type EmailKind =
  | 'create-password'
  | 'reset-password'
  | 'order-paid'
  | 'order-confirmed'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-cancelled'
  | 'staff-invite'
  | 'support-ticket'
  | 'support-reply';

export type Email = {
  recipient: string;
  kind: EmailKind;
  subject: string;
  text: string;
  /** The links the text carries, for the mailbox and tests. */
  links: string[];
};

/** Anything that can run an insert: the database or a transaction on it. */
type Queryable = Pick<Database, 'insert'>;

/** Writes an email to the outbox; returns its id. */
export async function queueEmail(db: Queryable, email: Email): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ recipient: email.recipient, kind: email.kind, subject: email.subject, text: email.text, links: email.links })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/**
 * A password email's link: the storefront's create-password screen (SPEC §2
 * "/create-password/{token}"), which serves both creating and resetting a password.
 */
export function passwordLink(storefrontUrl: StorefrontUrl, storefront: Pick<Storefront, 'id'>, token: string): string {
  return storefrontUrl(storefront.id, `/create-password/${encodeURIComponent(token)}`);
}

/**
 * The create-password (after registration) or reset-password email, in the language of
 * the customer's storefront (which the caller picks: not always the request's).
 */
export function passwordEmail(options: { storefront: Storefront; kind: EmailKind; recipient: string; link: string; validHours: number }): Email {
  const { kind, link, validHours } = options;
  const t = translatorFor(options.storefront);
  const subject = kind === 'create-password' ? t('email.createPassword.subject') : t('email.resetPassword.subject');
  const body =
    kind === 'create-password' ? t('email.createPassword.body', { hours: validHours }) : t('email.resetPassword.body', { hours: validHours });
  const text = [t('email.greeting'), '', body, link, '', t('email.ignore'), '', t('email.signature'), ''].join('\n');
  return { recipient: options.recipient, kind, subject, text, links: [link] };
}

export type MailboxMessage = {
  id: number;
  recipient: string;
  kind: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
};

/** The outbox newest first, for the development mailbox (optionally one recipient's). */
export async function listMailbox(db: Database, options: { recipient?: string; limit?: number } = {}): Promise<MailboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(options.recipient ? eq(outboxMessages.recipient, options.recipient.trim().toLowerCase()) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    kind: row.kind,
    subject: row.subject,
    text: row.text,
    links: row.links,
    created_at: row.createdAt.toISOString(),
  }));
}
