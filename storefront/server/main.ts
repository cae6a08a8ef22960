/**
 * Starts the shop: database (embedded PGlite unless DATABASE_URL is set), migrations,
 * first-run seed, then the API and the built app on one port.
 *
 *   node --import tsx storefront/server/main.ts
 *
 * PORT (3000), HOST (127.0.0.1), DATABASE_URL, DATA_DIR (<repo>/.data/pglite, or
 * memory://), LOG_LEVEL (info); accounts: JWT_SECRET (else a key kept in the database),
 * PUBLIC_URL (http://HOST:PORT, for links in emails), TRUST_PROXY (1: believe
 * X-Forwarded-For), SMTP_URL (send the outbox), MAIL_FROM, MAILBOX (1: the development
 * mailbox even when NODE_ENV=production); STOREFRONT_HOSTS (uk=rigsmith.co.uk,fr=rigsmith.fr,...:
 * one domain per storefront, else one host with path prefixes).
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase, seededRows } from './db/seed';
import { createLogger } from './logger';
import { builtAppDir, builtRendererFile, defaultDataDir } from './paths';
import type { RenderPage } from './pages/pages';
import { parseStorefrontHosts, type StorefrontHosts } from './pages/storefront-hosts';
import { dummyHash } from './services/auth/passwords';
import { createMailDispatcher, createSmtpTransport, type MailDispatcher } from './services/mail/dispatcher';
import { expireUnpaidOrders } from './services/orders';

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

// Pages are rendered on the server when the renderer is built (`npm run build:app` builds both).
let renderPage: RenderPage | undefined;
if (staticDir && existsSync(builtRendererFile)) {
  ({ renderPage } = (await import(pathToFileURL(builtRendererFile).href)) as { renderPage: RenderPage });
} else if (staticDir) {
  logger.warn({ renderer: builtRendererFile }, 'no built server renderer: pages are drawn in the browser only');
}

let storefrontHosts: StorefrontHosts | undefined;
try {
  storefrontHosts = process.env.STOREFRONT_HOSTS ? parseStorefrontHosts(process.env.STOREFRONT_HOSTS) : undefined;
} catch (error) {
  logger.fatal({ STOREFRONT_HOSTS: process.env.STOREFRONT_HOSTS }, String(error));
  process.exit(1);
}

const isOn = (value: string | undefined) => value === '1' || value === 'true';
const publicUrl = (process.env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, '');
if (!URL.canParse(publicUrl)) {
  logger.fatal({ PUBLIC_URL: process.env.PUBLIC_URL }, 'PUBLIC_URL must be an absolute URL such as https://shop.example');
  process.exit(1);
}
const mailbox = process.env.NODE_ENV !== 'production' || isOn(process.env.MAILBOX);

let mailer: MailDispatcher | undefined;
if (process.env.SMTP_URL) {
  const from = process.env.MAIL_FROM || 'Rigsmith <no-reply@rigsmith.example>';
  mailer = createMailDispatcher({ db: database.db, logger, transport: await createSmtpTransport(process.env.SMTP_URL), from });
  mailer.start();
  logger.info({ from }, 'sending the outbox over SMTP');
} else {
  logger.info({ mailbox }, 'no SMTP_URL: emails stay in the outbox');
}

// Made now rather than by the first sign-in with an unknown email, which would otherwise
// take two hashes' time and stand out from a wrong password's.
void dummyHash();

const app = createApp({ db: database.db, logger, staticDir, publicUrl, trustProxy: isOn(process.env.TRUST_PROXY), mailer, mailbox, renderPage, storefrontHosts });
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  logger.info({ url: `http://${host}:${info.port}/` }, 'Rigsmith shop listening');
});

// Orders left waiting for payment give their stock back after a day (services/orders.ts).
const UNPAID_ORDER_SWEEP_MS = 5 * 60 * 1000;
let sweeping: Promise<unknown> = Promise.resolve();
const sweepUnpaidOrders = () => {
  sweeping = expireUnpaidOrders(database.db, { logger }).catch((error: unknown) => logger.error({ err: error }, 'expiring unpaid orders failed'));
};
sweepUnpaidOrders();
const unpaidOrderSweep = setInterval(sweepUnpaidOrders, UNPAID_ORDER_SWEEP_MS);
unpaidOrderSweep.unref();

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
  // Let a send under way finish and record itself before the database goes.
  await mailer?.stop();
  clearInterval(unpaidOrderSweep);
  await sweeping;
  await database.close();
  logger.info('stopped');
  // Nothing is left open, so Node exits by itself once the log is written.
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
