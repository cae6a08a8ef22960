import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { outboxMessages, supportTickets } from '../../db/schema';
import { MAX_TICKETS_PER_IP, TICKET_REFERENCE_PATTERN, TICKET_WINDOW_MINUTES } from '../../services/support';
import { accessTokenFor, createTestUser } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';

let database: TestDatabase;
let app: App;
let kicks = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  // Behind a trusted proxy each test can be its own client address (the rate limit is per address).
  ({ app } = createTestApp(database.db, { trustProxy: 1, mailer: { kick: () => void kicks++ } }));
});
afterAll(() => database.close());

let nextAddress = 1;
/** A client address no other test has used. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const ticket = (extra: Record<string, unknown> = {}) => ({
  full_name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  order_number: 'RS-2026-000042',
  phone_number: '+44 7123 456123',
  message: 'My new PC will not power on.',
  privacy_accepted: true,
  ...extra,
});

function send(body: unknown, options: { country?: string; token?: string; ip?: string; raw?: string } = {}) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Forwarded-For': options.ip ?? freshAddress(),
  };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  return app.request(`/api/support/ticket/${options.country ? `?country=${options.country}` : ''}`, {
    method: 'POST',
    headers,
    body: options.raw ?? JSON.stringify(body),
  });
}

/** Reads an error answer and checks it gives nothing of the server's insides away. */
async function refused(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:|stack/);
  return JSON.parse(text) as ApiErrorBody;
}

const ticketRow = (reference: string) => database.db.select().from(supportTickets).where(eq(supportTickets.reference, reference));
const emailsTo = (recipient: string) => database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

describe('POST /api/support/ticket/', () => {
  it('raises a guest ticket: stores it, queues the acknowledgement with the reference, answers 201', async () => {
    const kicksBefore = kicks;
    const email = `guest-${Date.now()}@example.com`;
    const response = await send(ticket({ email: ` ${email.toUpperCase()} ` }));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(TICKET_REFERENCE_PATTERN);

    const [row] = await ticketRow(reference);
    expect(row).toMatchObject({
      fullName: 'Ada Lovelace',
      email,
      orderNumber: 'RS-2026-000042',
      phoneNumber: '+447123456123',
      message: 'My new PC will not power on.',
      country: 'GB',
      locale: 'en-GB',
      userId: null,
    });
    expect(row!.privacyAcceptedAt).toBeInstanceOf(Date);

    const [mail] = await emailsTo(email);
    expect(mail).toMatchObject({ kind: 'support-ticket', subject: `We have received your enquiry (${reference})` });
    expect(mail!.text).toContain(reference);
    // The sender's own words are not mailed back (no spam relay through the form).
    expect(mail!.text).not.toContain('will not power on');
    expect(kicks).toBe(kicksBefore + 1);
  });

  it('keeps optional fields out when left empty', async () => {
    const response = await send(ticket({ order_number: '', phone_number: '  ' }));
    expect(response.status).toBe(201);
    const [row] = await ticketRow(((await response.json()) as { reference: string }).reference);
    expect(row).toMatchObject({ orderNumber: null, phoneNumber: null });
  });

  it('gives each ticket its own reference', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 3; i++) references.add(((await (await send(ticket())).json()) as { reference: string }).reference);
    expect(references.size).toBe(3);
  });

  it('answers in the storefront’s language and writes it on the ticket', async () => {
    const email = `fr-${Date.now()}@example.com`;
    const response = await send(ticket({ email }), { country: 'FR' });
    expect(response.status).toBe(201);
    const [row] = await ticketRow(((await response.json()) as { reference: string }).reference);
    expect(row).toMatchObject({ country: 'FR', locale: 'fr-FR' });
    const [mail] = await emailsTo(email);
    expect(mail!.subject).toMatch(/^Nous avons bien reçu votre demande/);
  });

  it('links a signed-in customer’s ticket to them', async () => {
    const user = await createTestUser(database.db);
    const response = await send(ticket({ email: user.email }), { token: await accessTokenFor(database.db, user.id) });
    expect(response.status).toBe(201);
    const [row] = await ticketRow(((await response.json()) as { reference: string }).reference);
    expect(row!.userId).toBe(user.id);
  });

  it('refuses a bad token with 401 instead of treating the sender as a guest', async () => {
    const body = await refused(await send(ticket(), { token: 'not-a-token' }), 401);
    expect(body.code).toBe('token_invalid');
  });

  describe('validation (SPEC §5), one message per field', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['full name missing', { full_name: ' ' }, 'full_name', 'This is a required field'],
      ['full name too long', { full_name: 'x'.repeat(151) }, 'full_name', 'Name is too long'],
      ['email missing', { email: '' }, 'email', 'This is a required field'],
      ['email malformed', { email: 'ada@example' }, 'email', 'Incorrect email format'],
      ['order number not ours', { order_number: '12345' }, 'order_number', 'Order number is not correct. It looks like RS-2026-000042'],
      ['phone without its + prefix', { phone_number: '07123 456123' }, 'phone_number', 'Number is not correct'],
      ['message missing', { message: '   ' }, 'message', 'This is a required field'],
      [
        'message too long',
        { message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
        'message',
        `Message is too long (at most ${CONTACT_MESSAGE_MAX_LENGTH} characters)`,
      ],
      ['privacy consent missing', { privacy_accepted: undefined }, 'privacy_accepted', 'You must agree to the privacy policy'],
      ['privacy consent refused', { privacy_accepted: false }, 'privacy_accepted', 'You must agree to the privacy policy'],
    ];
    for (const [what, change, field, message] of cases) {
      it(`${what}: 400 with “${message}” on ${field}`, async () => {
        const body = await refused(await send(ticket(change)), 400);
        expect(body.code).toBe('validation_error');
        expect(body.fields).toEqual({ [field]: message });
      });
    }

    it('localises the messages for the storefront (German)', async () => {
      const body = await refused(await send(ticket({ privacy_accepted: false, email: 'x', order_number: 'nope' }), { country: 'DE' }), 400);
      expect(body.fields).toEqual({
        email: 'Ungültiges E-Mail-Format',
        order_number: 'Die Bestellnummer ist nicht korrekt. Sie sieht so aus: RS-2026-000042',
        privacy_accepted: 'Sie müssen der Datenschutzerklärung zustimmen',
      });
    });

    it('stores nothing and sends nothing for a refused ticket', async () => {
      const email = `refused-${Date.now()}@example.com`;
      await refused(await send(ticket({ email, privacy_accepted: false })), 400);
      expect(await database.db.select().from(supportTickets).where(eq(supportTickets.email, email))).toEqual([]);
      expect(await emailsTo(email)).toEqual([]);
    });

    it('answers malformed JSON with a 400, not a stack trace', async () => {
      const body = await refused(await send(undefined, { raw: '{"full_name": ' }), 400);
      expect(body.code).toBeTypeOf('string');
    });
  });

  it('never reveals whether an order exists: any well-formed order number is taken alike', async () => {
    const a = await send(ticket({ order_number: 'RS-2026-000001' }));
    const b = await send(ticket({ order_number: 'RS-1999-999999' }));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(Object.keys((await a.json()) as object)).toEqual(['reference']);
    expect(Object.keys((await b.json()) as object)).toEqual(['reference']);
  });

  it(`limits one address to ${MAX_TICKETS_PER_IP} tickets per window: then 429 with Retry-After and a clear message`, async () => {
    const ip = freshAddress();
    for (let i = 0; i < MAX_TICKETS_PER_IP; i++) expect((await send(ticket(), { ip })).status).toBe(201);
    const response = await send(ticket(), { ip });
    const body = await refused(response, 429);
    expect(body.code).toBe('too_many_tickets');
    expect(body.message).toMatch(/^You have sent several enquiries in a short time\. Try again in \d+ minutes?\.$/);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await send(ticket())).status).toBe(201);
  });

  it('says how long to wait in German on the German storefront', async () => {
    const ip = freshAddress();
    for (let i = 0; i < MAX_TICKETS_PER_IP; i++) expect((await send(ticket(), { ip })).status).toBe(201);
    const response = await send(ticket(), { ip, country: 'DE' });
    const body = await refused(response, 429);
    // A fresh window: the wait is the whole window, in minutes.
    expect(body).toEqual({
      code: 'too_many_tickets',
      message: `Sie haben in kurzer Zeit mehrere Anfragen gesendet. Versuchen Sie es in ${TICKET_WINDOW_MINUTES} Minuten erneut.`,
    });
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan((TICKET_WINDOW_MINUTES - 1) * 60);
  });

  it('is documented in the OpenAPI description', async () => {
    const spec = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const operation = spec.paths['/api/support/ticket/']?.post as { responses: Record<string, unknown>; requestBody: unknown } | undefined;
    expect(operation).toBeDefined();
    expect(Object.keys(operation!.responses).sort()).toEqual(['201', '400', '401', '429']);
    expect(JSON.stringify(operation!.requestBody)).toContain('privacy_accepted');
  });
});
