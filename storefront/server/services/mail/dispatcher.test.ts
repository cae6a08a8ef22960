import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createLogger } from '../../logger';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import { createMailDispatcher, createSmtpTransport, MAX_ATTEMPTS, type MailTransport } from './dispatcher';
import { queueEmail, type Email } from './outbox';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outboxMessages);
});

const db = () => database.db;
const logger = createLogger({ level: 'silent' });
const email = (recipient: string): Email => ({
  recipient,
  kind: 'reset-password',
  subject: 'Reset',
  text: 'Follow https://shop.test/x',
  links: ['https://shop.test/x'],
});

function fakeTransport(fail: (to: string) => boolean = () => false) {
  const sent: Array<{ from: string; to: string; subject: string; text: string }> = [];
  const close = vi.fn<() => void>();
  const transport: MailTransport & { close: typeof close } = {
    sendMail: async (message) => {
      if (fail(message.to)) throw new Error('550 mailbox unavailable');
      sent.push(message);
      return { messageId: String(sent.length) };
    },
    close,
  };
  return { transport, sent };
}

describe('the mail dispatcher', () => {
  it('sends what is waiting, oldest first, and marks it sent', async () => {
    await queueEmail(db(), email('first@example.com'));
    await queueEmail(db(), email('second@example.com'));
    const { transport, sent } = fakeTransport();
    const dispatcher = createMailDispatcher({ db: db(), logger, transport, from: 'Rigsmith <shop@rigsmith.example>' });
    expect(await dispatcher.dispatchPending()).toEqual({ sent: 2, failed: 0 });
    expect(sent.map((message) => [message.to, message.from, message.subject])).toEqual([
      ['first@example.com', 'Rigsmith <shop@rigsmith.example>', 'Reset'],
      ['second@example.com', 'Rigsmith <shop@rigsmith.example>', 'Reset'],
    ]);
    const rows = await db().select().from(outboxMessages);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    // Nothing is sent twice.
    expect(await dispatcher.dispatchPending()).toEqual({ sent: 0, failed: 0 });
    await dispatcher.stop();
    expect(transport.close).toHaveBeenCalledTimes(1);
  });

  it('records a failure and retries it only after a delay', async () => {
    const id = await queueEmail(db(), email('bounce@example.com'));
    let failing = true;
    const { transport, sent } = fakeTransport(() => failing);
    let clock = new Date('2030-01-01T00:00:00Z');
    const dispatcher = createMailDispatcher({ db: db(), logger, transport, from: 'shop@rigsmith.example', now: () => clock });
    expect(await dispatcher.dispatchPending()).toEqual({ sent: 0, failed: 1 });
    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: '550 mailbox unavailable' });

    failing = false;
    expect(await dispatcher.dispatchPending()).toEqual({ sent: 0, failed: 0 });
    clock = new Date(clock.getTime() + 31_000);
    expect(await dispatcher.dispatchPending()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    const [after] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(after).toMatchObject({ attempts: 2, lastError: null });
    expect(after!.sentAt).toEqual(clock);
    await dispatcher.stop();
  });

  it('gives up on a message after MAX_ATTEMPTS', async () => {
    const id = await queueEmail(db(), email('never@example.com'));
    await db().update(outboxMessages).set({ attempts: MAX_ATTEMPTS }).where(eq(outboxMessages.id, id));
    const { transport, sent } = fakeTransport();
    const dispatcher = createMailDispatcher({ db: db(), logger, transport, from: 'shop@rigsmith.example' });
    expect(await dispatcher.dispatchPending()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([]);
    await dispatcher.stop();
  });

  it('never sends one message twice when two dispatchers share the outbox', async () => {
    for (let i = 0; i < 5; i++) await queueEmail(db(), email(`shared-${i}@example.com`));
    const { transport, sent } = fakeTransport();
    const one = createMailDispatcher({ db: db(), logger, transport, from: 'a@rigsmith.example' });
    const two = createMailDispatcher({ db: db(), logger, transport, from: 'b@rigsmith.example' });
    await Promise.all([one.dispatchPending(), two.dispatchPending()]);
    expect(sent.map((message) => message.to).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `shared-${i}@example.com`));
    await Promise.all([one.stop(), two.stop()]);
  });

  it('sends right away when kicked, and polls once started', async () => {
    const { transport, sent } = fakeTransport();
    const dispatcher = createMailDispatcher({ db: db(), logger, transport, from: 'shop@rigsmith.example', pollIntervalMs: 20 });
    await queueEmail(db(), email('kicked@example.com'));
    dispatcher.kick();
    await vi.waitFor(() => expect(sent.map((message) => message.to)).toEqual(['kicked@example.com']));
    dispatcher.start();
    await queueEmail(db(), email('polled@example.com'));
    await vi.waitFor(() => expect(sent.map((message) => message.to)).toContain('polled@example.com'));
    await dispatcher.stop();
    // Stopped: nothing more goes out.
    await queueEmail(db(), email('after-stop@example.com'));
    dispatcher.kick();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sent.map((message) => message.to)).not.toContain('after-stop@example.com');
  });
});

/** Just enough of an SMTP server (RFC 5321, no TLS, no auth) to receive one message. */
async function fakeSmtpServer() {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('createSmtpTransport', () => {
  it('sends the outbox over SMTP with nodemailer', async () => {
    const smtp = await fakeSmtpServer();
    try {
      await queueEmail(db(), email('smtp@example.com'));
      const dispatcher = createMailDispatcher({
        db: db(),
        logger,
        transport: await createSmtpTransport(smtp.url),
        from: 'Rigsmith <shop@rigsmith.example>',
      });
      expect(await dispatcher.dispatchPending()).toEqual({ sent: 1, failed: 0 });
      await dispatcher.stop();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.from).toContain('<shop@rigsmith.example>');
      expect(smtp.received[0]!.to).toEqual([expect.stringContaining('<smtp@example.com>')]);
      expect(smtp.received[0]!.data).toContain('Subject: Reset');
      expect(smtp.received[0]!.data).toContain('https://shop.test/x');
    } finally {
      await smtp.close();
    }
  });
});
