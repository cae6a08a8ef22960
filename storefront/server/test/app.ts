import { Writable } from 'node:stream';
import { createApp, type AppOptions } from '../app';
import { createLogger } from '../logger';
import type { Database } from '../db/client';
import { createBackgroundJobs } from '../services/background-jobs';

export type LogLine = Record<string, unknown> & { level: number; msg: string };

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
  const app = createApp({ db, logger, background, ...options });
  return { app, logs, background };
}

/** A GET as a browser's fetch would send it. */
export function get(app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) {
  return app.request(path, { headers: { Accept: 'application/json', ...headers } });
}
