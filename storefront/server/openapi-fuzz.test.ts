import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { accessTokenFor, createTestUser, TEST_PASSWORD_COST } from './test/accounts';
import { createTestApp, type LogLine } from './test/app';
import { createTestDatabase, type TestDatabase } from './test/database';
import { fixtureCatalogue } from './test/fixtures/catalogue';
import { operationsOf, requestsFor, resolve, toRequest, type GeneratedRequest, type OpenApiDocument, type Operation } from './test/openapi-requests';

/**
 * Every operation of the API, driven by requests generated from its own OpenAPI document
 * (test/openapi-requests.ts): REQUESTS_PER_OPERATION each, plausible and hostile. Whatever
 * comes in, the server never answers 5xx, and every error is the API's `{ code, message }`.
 * Runs on PGlite and, in CI, on PostgreSQL (TEST_DATABASE_URL). One app serves them all.
 */

const REQUESTS_PER_OPERATION = 300;

let database: TestDatabase;
let app: App;
let logs: LogLine[];
let doc: OpenApiDocument;
let operations: Operation[];
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app, logs } = createTestApp(database.db, { passwordHashing: TEST_PASSWORD_COST, trustProxy: 1 }));
  doc = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
  operations = operationsOf(doc);
  userId = (await createTestUser(database.db)).id;
});
afterAll(() => database.close());

type Outcome = { status: number; body: string; contentType: string };

async function send(operation: Operation, request: GeneratedRequest, tokens: { valid: string; forged: string }): Promise<Outcome> {
  // Each request from its own address, so the per-address limits answer 429 only when a request itself earns it.
  const [url, init] = toRequest(operation, request, tokens, `192.0.2.${randomUUID()}`);
  const response = await app.request(url, init);
  return { status: response.status, body: await response.text(), contentType: response.headers.get('Content-Type') ?? '' };
}

/** Why an answer breaks the contract, or null when it keeps it. */
function contractBroken(operation: Operation, outcome: Outcome): string | null {
  if (outcome.status >= 500) return `${outcome.status}: ${outcome.body.slice(0, 300)}`;
  if (outcome.status < 400 || operation.method === 'HEAD') return null;
  if (!outcome.contentType.includes('application/json')) return `${outcome.status} answered as ${outcome.contentType}`;
  const body = JSON.parse(outcome.body) as { code?: unknown; message?: unknown };
  if (typeof body.code !== 'string' || typeof body.message !== 'string')
    return `${outcome.status} without {code, message}: ${outcome.body.slice(0, 300)}`;
  return null;
}

describe('the API under generated requests', () => {
  it('documents operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it(
    `answers ${REQUESTS_PER_OPERATION} generated requests per operation with no 5xx and only {code, message} errors`,
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const operation of operations) {
        // A fresh session per operation: access tokens last 5 minutes.
        const tokens = {
          valid: await accessTokenFor(database.db, userId),
          forged: `${(await accessTokenFor(database.db, userId)).slice(0, -4)}AAAA`,
        };
        const result = await fc.check(
          fc.asyncProperty(requestsFor(operation, doc), async (request) => {
            sent += 1;
            const broken = contractBroken(operation, await send(operation, request, tokens));
            if (broken) throw new Error(broken);
          }),
          { numRuns: REQUESTS_PER_OPERATION, endOnFailure: true },
        );
        if (result.failed)
          failures.push(
            `${operation.method} ${operation.path}: ${String((result.errorInstance as Error | undefined)?.message)}\n  ${JSON.stringify(result.counterexample)}`,
          );
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(REQUESTS_PER_OPERATION * operations.length);
      expect(logs.filter((line) => line.msg === 'unhandled error')).toEqual([]);
    },
  );
});

describe('a NUL in every string input', () => {
  it('is refused with 400 {code, message}, whichever path parameter, query parameter or body field it is in', { timeout: 120_000 }, async () => {
    const token = await accessTokenFor(database.db, userId);
    const headers = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const seen: string[] = [];
    for (const operation of operations) {
      const inputs: Array<{ where: string; url: string; body?: string }> = [];
      const fill = (path: string) => path.replace(/\{(\w+)\}/g, '1');
      const paramsOf = (place: string) => operation.parameters.filter((parameter) => parameter.in === place);
      for (const parameter of paramsOf('path')) {
        inputs.push({ where: `path ${parameter.name}`, url: operation.path.replace(`{${parameter.name}}`, 'a%00b').replace(/\{(\w+)\}/g, '1') });
      }
      for (const parameter of paramsOf('query'))
        inputs.push({ where: `query ${parameter.name}`, url: `${fill(operation.path)}?${parameter.name}=a%00b` });
      const properties = operation.body ? (resolve(operation.body, doc).properties ?? {}) : {};
      for (const name of Object.keys(properties)) {
        inputs.push({ where: `body ${name}`, url: fill(operation.path), body: JSON.stringify({ [name]: 'a\u0000b' }) });
      }
      for (const input of inputs) {
        const response = await app.request(input.url, {
          method: operation.method,
          headers,
          body: operation.method === 'GET' || operation.method === 'HEAD' ? undefined : (input.body ?? '{}'),
        });
        seen.push(`${operation.method} ${operation.path} ${input.where}`);
        expect.soft(response.status, `${operation.method} ${operation.path} ${input.where}`).toBe(400);
        if (operation.method !== 'HEAD') {
          expect
            .soft(await response.json(), `${operation.method} ${operation.path} ${input.where}`)
            .toMatchObject({ code: 'control_characters', message: expect.any(String) });
        }
      }
    }
    expect(seen.length).toBeGreaterThan(100);
  });
});
