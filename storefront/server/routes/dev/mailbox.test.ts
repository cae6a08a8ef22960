import { chooseMailDelivery, createConsoleTransport } from '../../services/mail/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { queueEmail } from '../../services/mail/outbox';
import { createTestApp, get } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import type { MailboxMessage } from '../../services/mail/outbox';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db, { mailbox: true }));
  await queueEmail(database.db, {
    recipient: 'ada@example.com',
    kind: 'create-password',
    subject: 'Create your Rigsmith password',
    text: 'Hello,\nhttps://shop.test/create-password/first',
    links: ['https://shop.test/create-password/first'],
  });
  await queueEmail(database.db, {
    recipient: 'mallory@example.com',
    kind: 'reset-password',
    subject: '<script>alert("subject")</script>',
    text: 'Hi <img src=x onerror=alert(1)> & bye',
    links: ['https://shop.test/create-password/a"b<c>', 'javascript:alert(1)'],
  });
});
afterAll(() => database.close());

describe('GET /api/dev/mailbox/', () => {
  it('lists the outbox newest first', async () => {
    const response = await get(app, '/api/dev/mailbox/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const messages = (await response.json()) as MailboxMessage[];
    expect(messages.map((message) => message.recipient)).toEqual(['mallory@example.com', 'ada@example.com']);
    expect(messages[1]).toEqual({
      id: expect.any(Number),
      recipient: 'ada@example.com',
      kind: 'create-password',
      subject: 'Create your Rigsmith password',
      text: 'Hello,\nhttps://shop.test/create-password/first',
      links: ['https://shop.test/create-password/first'],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('filters by recipient, ignoring case', async () => {
    const messages = (await (await get(app, '/api/dev/mailbox/?recipient=ADA@example.com')).json()) as MailboxMessage[];
    expect(messages.map((message) => message.kind)).toEqual(['create-password']);
  });
});

describe('GET /dev/mailbox', () => {
  it('renders every message with clickable links, all escaped', async () => {
    const response = await app.request('/dev/mailbox', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<a href="https://shop.test/create-password/first">https://shop.test/create-password/first</a>');
    expect(html).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(html).toContain('Hi &lt;img src=x onerror=alert(1)&gt; &amp; bye');
    expect(html).toContain('href="https://shop.test/create-password/a&quot;b&lt;c&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    // Only web links are made clickable.
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<li>javascript:alert(1)</li>');
  });

  it('escapes the recipient filter it echoes', async () => {
    const html = await (await app.request('/dev/mailbox?recipient=%22%3E%3Cb%3Ex')).text();
    expect(html).toContain('value="&quot;&gt;&lt;b&gt;x"');
    expect(html).not.toContain('"><b>x');
  });
});

describe('in production', () => {
  it('answers 404 on both, even beside the static site’s fallback', async () => {
    const { app: production } = createTestApp(database.db, { mailbox: false });
    const json = await get(production, '/api/dev/mailbox/');
    expect(json.status).toBe(404);
    expect(((await json.json()) as { code: string }).code).toBe('not_found');
    expect((await production.request('/dev/mailbox', { headers: { Accept: 'text/html' } })).status).toBe(404);
    expect((await production.request('/dev/mailbox/')).status).toBe(404);
    // Only those two: the rest of the app is untouched.
    expect((await get(production, '/api/ecommerce/settings/')).status).toBe(200);
  });

  it('is off by default, whatever NODE_ENV says', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const { app: byDefault } = createTestApp(database.db);
      expect((await get(byDefault, '/api/dev/mailbox/')).status).toBe(404);
      expect((await byDefault.request('/dev/mailbox')).status).toBe(404);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});

describe('where mail goes (services/mail/delivery.ts)', () => {
  it('serves the mailbox only for MAILBOX=dev, on loopback, without SMTP_URL', () => {
    expect(chooseMailDelivery({}, '127.0.0.1')).toEqual({ kind: 'console' });
    expect(chooseMailDelivery({ NODE_ENV: 'production' }, '127.0.0.1')).toEqual({ kind: 'outbox' });
    expect(chooseMailDelivery({ MAILBOX: 'dev' }, '127.0.0.1')).toEqual({ kind: 'mailbox' });
    expect(chooseMailDelivery({ MAILBOX: 'dev' }, '::1')).toEqual({ kind: 'mailbox' });
    expect(chooseMailDelivery({ MAILBOX: 'dev' }, 'localhost')).toEqual({ kind: 'mailbox' });
    expect(chooseMailDelivery({ SMTP_URL: 'smtp://mail.test' }, '0.0.0.0')).toEqual({ kind: 'smtp', url: 'smtp://mail.test' });
    // The ways it once opened, or could: never.
    expect(chooseMailDelivery({ MAILBOX: 'dev', SMTP_URL: 'smtp://mail.test' }, '127.0.0.1')).toHaveProperty('error');
    expect(chooseMailDelivery({ MAILBOX: 'dev' }, '0.0.0.0')).toHaveProperty('error');
    expect(chooseMailDelivery({ MAILBOX: 'dev' }, '192.168.1.20')).toHaveProperty('error');
    expect(chooseMailDelivery({ MAILBOX: '1' }, '127.0.0.1')).toHaveProperty('error');
  });

  it('prints only an email’s links to the console in development, never its recipient', async () => {
    const lines: string[] = [];
    const transport = createConsoleTransport((line) => lines.push(line));
    await transport.sendMail({
      from: 'Rigsmith <no-reply@rigsmith.example>',
      to: 'ada@example.com',
      subject: 'Create your Rigsmith password',
      text: 'Hello Ada Lovelace,\n\nhttp://127.0.0.1:3000/create-password/abc123\n\nThanks',
    });
    expect(lines.join('\n')).toContain('http://127.0.0.1:3000/create-password/abc123');
    expect(lines.join('\n')).not.toMatch(/ada@example\.com|Lovelace/);
  });
});
