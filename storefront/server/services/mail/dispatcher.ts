import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { Logger } from '../../logger';

/**
 * Sends the outbox ("Emails") when SMTP_URL is set: polls every few seconds and is
 * kicked right after an email is queued, so a registration email leaves at once. A failed
 * send is counted (`attempts`, `last_error`) and retried later with a growing delay, up to
 * MAX_ATTEMPTS; the row stays in the outbox either way.
 *
 * Each row is claimed with a conditional update of its `attempts`, so two shop instances
 * polling one database do not both send it.
 */

/** What the dispatcher needs from a mail transport (nodemailer's `Transporter` fits). */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
  close?(): void;
};

export type MailDispatcher = {
  /** Starts polling. */
  start(): void;
  /** Sends what is waiting now, without waiting for the next poll. */
  kick(): void;
  /** One pass over the outbox; resolves with how many were sent and how many failed. */
  dispatchPending(): Promise<{ sent: number; failed: number }>;
  /** Stops polling, waits for a pass under way, closes the transport. */
  stop(): Promise<void>;
};

export const DEFAULT_POLL_INTERVAL_MS = 5_000;
/** After this many failed sends a message is left for someone to look at. */
export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;
/** First retry after 30 s, doubling each time (30 s, 1 min, 2 min, ... ~1 h). */
const RETRY_BASE_MS = 30_000;

export type MailDispatcherOptions = {
  db: Database;
  logger: Logger;
  transport: MailTransport;
  /** The From address (MAIL_FROM). */
  from: string;
  pollIntervalMs?: number;
  /** For tests: the clock the retry delays are measured on. */
  now?: () => Date;
};

export function createMailDispatcher(options: MailDispatcherOptions): MailDispatcher {
  const { db, logger, transport, from } = options;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  /** When each failed message may be tried again (per process; a restart retries at once). */
  const retryAt = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ sent: number; failed: number }> | undefined;
  let again = false;
  let stopped = false;

  async function pass(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(and(isNull(outboxMessages.sentAt), lt(outboxMessages.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id))
      .limit(BATCH_SIZE);
    for (const row of rows) {
      if (stopped) break;
      if ((retryAt.get(row.id) ?? 0) > now().getTime()) continue;
      const [claimed] = await db
        .update(outboxMessages)
        .set({ attempts: row.attempts + 1 })
        .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.attempts, row.attempts), isNull(outboxMessages.sentAt)))
        .returning({ id: outboxMessages.id });
      if (!claimed) continue;
      try {
        await transport.sendMail({ from, to: row.recipient, subject: row.subject, text: row.text });
        await db.update(outboxMessages).set({ sentAt: now(), lastError: null }).where(eq(outboxMessages.id, row.id));
        retryAt.delete(row.id);
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(outboxMessages)
          .set({ lastError: message.slice(0, 1000) })
          .where(eq(outboxMessages.id, row.id));
        retryAt.set(row.id, now().getTime() + RETRY_BASE_MS * 2 ** row.attempts);
        // The recipient is personal data and the text holds a live token: log neither.
        logger.warn({ outbox_id: row.id, kind: row.kind, attempts: row.attempts + 1, err: message }, 'email not sent');
        failed++;
      }
    }
    return { sent, failed };
  }

  function dispatchPending(): Promise<{ sent: number; failed: number }> {
    if (running) {
      // Something was queued while a pass was under way: run once more after it.
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void dispatchPending().catch((error: unknown) => logger.error({ err: error }, 'outbox pass failed'));
      }
    });
    return running;
  }

  const safePass = () => void dispatchPending().catch((error: unknown) => logger.error({ err: error }, 'outbox pass failed'));

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(safePass, pollIntervalMs);
      // Polling alone never keeps the process alive (shutdown closes the server and the database).
      timer.unref();
      safePass();
    },
    kick() {
      if (!stopped) safePass();
    },
    dispatchPending,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
      transport.close?.();
    },
  };
}

/** A nodemailer SMTP transport from SMTP_URL (`smtp://user:pass@host:587`, `smtps://...`). */
export async function createSmtpTransport(url: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  return nodemailer.createTransport(url);
}
