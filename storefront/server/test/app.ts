import { Writable } from 'node:stream';
import { createApp, type AppOptions } from '../app';
import { createLogger } from '../logger';
import type { Database } from '../db/client';
import { createBackgroundJobs } from '../services/background-jobs';

export type LogLine = Record<string, unknown> & { level: number; msg: string };

const UNLIMITED = { maxInFlight: Number.MAX_SAFE_INTEGER, maxQueue: 0 };

/**
 * The app over a test database, with its log lines kept for assertions instead of printed,
 * and its background jobs, to await (`background.settled()`) before reading what they write.
 */
export function createTestApp(db: Database, options: Omit<AppOptions, 'db' | 'logger'> = {}) {
  const logs: LogLine[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const logger = createLogger({ level: 'debug', destination });
  const background = options.background ?? createBackgroundJobs(logger);
  // No load shedding unless a test asks for it (overload.test.ts): the tests of limits send
  // waves of a hundred requests at once and must see the limit they test, not a 503.
  const app = createApp({ db, logger, background, overload: UNLIMITED, ...options });
  return { app, logs, background };
}

/** A GET as a browser's fetch would send it. */
export function get(app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) {
  return app.request(path, { headers: { Accept: 'application/json', ...headers } });
}
