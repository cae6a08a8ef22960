import type { MailTransport } from './dispatcher';

/**
 * Where the shop's emails go, decided once at start from the environment:
 *
 * - `smtp`: SMTP_URL is set; the dispatcher sends the outbox.
 * - `mailbox`: MAILBOX=dev (what `npm run dev` sets) on a loopback HOST: the development
 *   mailbox page and JSON list every email, password links included. Anyone who can reach
 *   it can take over any account, so it is never on by default, never beside SMTP_URL and
 *   never on an address other machines reach.
 * - `console`: development (NODE_ENV not production) without either: each email's links
 *   are printed to the server's console, so a newcomer can still follow the
 *   create-password link; nothing else of the email (no recipient) is printed.
 * - `outbox`: production without SMTP_URL: emails wait in the outbox table.
 */
export type MailDelivery = { kind: 'smtp'; url: string } | { kind: 'mailbox' } | { kind: 'console' } | { kind: 'outbox' };

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** The delivery the environment asks for, or why it cannot be had. */
export function chooseMailDelivery(env: { MAILBOX?: string; SMTP_URL?: string; NODE_ENV?: string }, host: string): MailDelivery | { error: string } {
  const mailbox = env.MAILBOX || undefined;
  if (mailbox !== undefined && mailbox !== 'dev') return { error: `MAILBOX must be "dev" or unset, not "${mailbox}"` };
  if (env.SMTP_URL) {
    if (mailbox) return { error: 'MAILBOX=dev cannot be used with SMTP_URL: the mailbox would show real customers’ password links' };
    return { kind: 'smtp', url: env.SMTP_URL };
  }
  if (mailbox) {
    if (!isLoopbackHost(host)) return { error: `MAILBOX=dev only listens on a loopback HOST (127.0.0.1, ::1), not ${host}` };
    return { kind: 'mailbox' };
  }
  return env.NODE_ENV === 'production' ? { kind: 'outbox' } : { kind: 'console' };
}

/** Only the links of an email, one a line: what a developer needs, without whom it was for. */
export function linksOf(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

/** A transport that "sends" by printing the email's links to `write` (the console in development). */
export function createConsoleTransport(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): MailTransport {
  return {
    async sendMail(message) {
      const links = linksOf(message.text);
      if (links.length === 0) return;
      write(`[mail] "${message.subject}" (development: links printed here, not emailed)`);
      for (const link of links) write(`[mail]   ${link}`);
    },
  };
}
