/**
 * Starts the shop: database (embedded PGlite unless DATABASE_URL is set), migrations,
 * first-run seed, then the API and the built app on one port.
 *
 *   node --import tsx storefront/server/main.ts
 *
 * PORT (3000), HOST (127.0.0.1), DATABASE_URL, DATA_DIR (<repo>/.data/pglite, or
 * memory://), LOG_LEVEL (info).
 */
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase, seededRows } from './db/seed';
import { createLogger } from './logger';
import { builtAppDir, defaultDataDir } from './paths';

const logger = createLogger({ level: process.env.LOG_LEVEL || 'info' });

const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  logger.fatal({ PORT: process.env.PORT }, 'PORT must be a port number');
  process.exit(1);
}
const host = process.env.HOST || '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || defaultDataDir;

const database = createDatabase({ url: databaseUrl, dataDir });
logger.info(databaseUrl ? { database: 'postgresql' } : { database: 'pglite', dataDir }, 'database opened');
await migrateDatabase(database);
const seeded = await seedDatabase(database.db);
if (seededRows(seeded) > 0) logger.info({ added: seeded }, 'database seeded');

let staticDir: string | undefined = builtAppDir;
if (!existsSync(builtAppDir)) {
  logger.warn({ staticDir: builtAppDir }, 'no built shop app: serving the API only (run `npm run build:app`)');
  staticDir = undefined;
}

const app = createApp({ db: database.db, logger, staticDir });
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  logger.info({ url: `http://${host}:${info.port}/` }, 'Rigsmith shop listening');
});

/** Requests still running this long after a stop signal are cut off. */
const SHUTDOWN_GRACE_MS = 10_000;

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  setTimeout(() => {
    logger.warn('requests still running after the grace period: exiting anyway');
    logger.flush(() => process.exit(1));
  }, SHUTDOWN_GRACE_MS).unref();
  // Stop taking connections and drop idle keep-alives, then close the database so
  // PGlite flushes (an unclosed PGlite makes serial ids jump on the next start).
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  await database.close();
  logger.info('stopped');
  // Nothing is left open, so Node exits by itself once the log is written.
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
