/**
 * Security measurements (storefront/server/README.md "Security"), on an in-memory PGlite
 * through `app.request()`:
 *
 * 1. **Sign-in during a flood.** An honest customer signs in from one address while 60
 *    sign-ins from another are under way, at the real scrypt cost (N=2^17). Baseline: the
 *    same sign-in with nothing else running, in the same run.
 * 2. **Answers that must not tell who has an account.** Password-reset requests for a known
 *    and an unknown email, registrations of a new and a taken email, interleaved: medians
 *    and their difference.
 */
import { randomUUID } from 'node:crypto';
import type { App } from '../storefront/server/app';
import { users } from '../storefront/server/db/schema';
import { dummyHash, hashPassword } from '../storefront/server/services/auth/passwords';
import type { BackgroundJobs } from '../storefront/server/services/background-jobs';
import { createTestApp } from '../storefront/server/test/app';
import { createTestDatabase, type TestDatabase } from '../storefront/server/test/database';
import { fixtureCatalogue } from '../storefront/server/test/fixtures/catalogue';

export type SecurityBenchOptions = { floodSize: number; floodRounds: number; timingTries: number; log: (line: string) => void };

export type SecurityResults = {
  signIn: { aloneMs: number[]; duringFloodMs: number[]; floodSize: number };
  timing: Array<{ call: string; aMs: number[]; bMs: number[]; a: string; b: string }>;
};

const PASSWORD = 'Correct-Horse-9';
const address = () => `198.51.100.${randomUUID().slice(0, 8)}`;

async function signIn(app: App, email: string, password: string, ip: string): Promise<Response> {
  return app.request('/api/auth/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ email, password }),
  });
}

async function customer(database: TestDatabase): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  // The real cost, as a customer's hash is.
  await database.db.insert(users).values({ email, passwordHash: await hashPassword(PASSWORD), termsAcceptedAt: new Date() });
  return email;
}

/** Until the answer is ready (its body is read after, untimed: the same few bytes either way). */
async function timed(work: () => Response | Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await work();
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  return elapsed;
}

async function benchSignIn(app: App, database: TestDatabase, options: SecurityBenchOptions) {
  const aloneMs: number[] = [];
  const duringFloodMs: number[] = [];
  for (let round = 0; round < options.floodRounds; round++) {
    const honest = await customer(database);
    aloneMs.push(await timed(() => signIn(app, honest, PASSWORD, address())));

    const victim = await customer(database);
    const floodAddress = address();
    // The flood's requests 10 ms apart (all at once, the address limit refuses every one
    // before any hash: see the brute-force test); the honest sign-in arrives a third of the way in.
    const flood: Array<Promise<Response>> = [];
    let honestMs: Promise<number> | undefined;
    for (let i = 0; i < options.floodSize; i++) {
      flood.push(signIn(app, i % 2 ? victim : `nobody-${i}@example.com`, `Guess-${i}-pass`, floodAddress));
      if (i === Math.floor(options.floodSize / 3)) honestMs = timed(() => signIn(app, honest, PASSWORD, address()));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    duringFloodMs.push(await honestMs!);
    const statuses = await Promise.all(flood.map(async (response) => (await response).status));
    options.log(`flood round ${round + 1}: honest ${duringFloodMs.at(-1)!.toFixed(0)} ms; flood answered ${summarise(statuses)}`);
  }
  return { aloneMs, duringFloodMs, floodSize: options.floodSize };
}

function summarise(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}×${status}`).join(', ');
}

async function benchTiming(app: App, background: BackgroundJobs, database: TestDatabase, options: SecurityBenchOptions) {
  const post = (path: string, body: object) =>
    app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address() }, body: JSON.stringify(body) });
  const known = await customer(database);
  const taken = await customer(database);
  const pairs = [
    {
      call: 'POST /api/account/ask_for_password_reset/',
      a: 'known email',
      b: 'unknown email',
      runA: () => post('/api/account/ask_for_password_reset/', { email: known }),
      runB: () => post('/api/account/ask_for_password_reset/', { email: `nobody-${randomUUID().slice(0, 8)}@example.com` }),
    },
    {
      call: 'POST /api/account/register/',
      a: 'new email',
      b: 'taken email',
      runA: () => post('/api/account/register/', { email: `new-${randomUUID().slice(0, 8)}@example.com`, terms_accepted: true }),
      runB: () => post('/api/account/register/', { email: taken, terms_accepted: true }),
    },
  ];
  const results = [];
  for (const pair of pairs) {
    const aMs: number[] = [];
    const bMs: number[] = [];
    for (let attempt = 0; attempt < options.timingTries + 20; attempt++) {
      // Interleaved, each after the last one's background work, so neither side runs on a busier machine.
      const [first, second] = attempt % 2 ? [pair.runA, pair.runB] : [pair.runB, pair.runA];
      const one = await timed(first);
      await background.settled();
      const two = await timed(second);
      await background.settled();
      // The first 20 warm up.
      if (attempt < 20) continue;
      (attempt % 2 ? aMs : bMs).push(one);
      (attempt % 2 ? bMs : aMs).push(two);
    }
    results.push({ call: pair.call, a: pair.a, b: pair.b, aMs, bMs });
  }
  return results;
}

export async function runSecurityBench(options: SecurityBenchOptions): Promise<SecurityResults> {
  const database = await createTestDatabase({ catalogue: fixtureCatalogue });
  try {
    const { app, background } = createTestApp(database.db, { trustProxy: 1 });
    await dummyHash();
    options.log('sign-in during a flood…');
    const signIn = await benchSignIn(app, database, options);
    options.log('reset and register timing…');
    const timing = await benchTiming(app, background, database, options);
    return { signIn, timing };
  } finally {
    await database.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => value.toFixed(2);

export function formatSecurityResults(results: SecurityResults): string {
  const { aloneMs, duringFloodMs, floodSize } = results.signIn;
  const lines = [
    `Honest sign-in from another address while ${floodSize} sign-ins from one address are under way (real scrypt cost), ${aloneMs.length} rounds; times in ms:`,
    '',
    '| case | median | max | ratio median |',
    '|---|---:|---:|---:|',
    `| baseline: alone | ${ms(median(aloneMs))} | ${ms(Math.max(...aloneMs))} | 1.00× |`,
    `| during the flood | ${ms(median(duringFloodMs))} | ${ms(Math.max(...duringFloodMs))} | ${(median(duringFloodMs) / median(aloneMs)).toFixed(2)}× |`,
    '',
    `Answers that must not tell who has an account (${results.timing[0]?.aMs.length ?? 0} tries each, interleaved); times in ms:`,
    '',
    '| call | case A | median A | case B | median B | B − A |',
    '|---|---|---:|---|---:|---:|',
    ...results.timing.map(
      (row) => `| ${row.call} | ${row.a} | ${ms(median(row.aMs))} | ${row.b} | ${ms(median(row.bMs))} | ${ms(median(row.bMs) - median(row.aMs))} |`,
    ),
  ];
  return lines.join('\n');
}
