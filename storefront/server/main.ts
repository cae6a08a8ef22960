/**
 * Starts the shop: database (embedded PGlite unless DATABASE_URL is set), migrations,
 * first-run seed, then the API and the built app on one port.
 *
 *   npm start   (bundled: storefront/dist/node/main.js)   or   node --import tsx storefront/server/main.ts
 *
 * PORT (3000), HOST (127.0.0.1), DATABASE_URL, DATA_DIR (<repo>/.data/pglite, or
 * memory://), LOG_LEVEL (info), BODY_LIMIT (bytes, 65536); accounts: JWT_SECRET (else a
 * key kept in the database), PUBLIC_URL (http://HOST:PORT, for links in emails),
 * TRUST_PROXY (number of reverse proxies in front, 0), SMTP_URL (send the outbox),
 * MAIL_FROM, MAILBOX (dev: the development mailbox, loopback only, never with SMTP_URL);
 * PLACES_URL (a Photon geocoder for the address autocomplete, else the embedded places);
 * STOREFRONT_HOSTS (uk=rigsmith.co.uk,fr=rigsmith.fr,...: one domain per storefront, else one
 * host with path prefixes); WORKERS (server processes, PostgreSQL only: one per core by
 * default there, 1 on PGlite); MAX_IN_FLIGHT (16) and MAX_QUEUE (64): API requests running
 * and waiting before a 503 `overloaded`; SLOW_QUERY_MS (500): statements this slow are logged;
 * CORS_ORIGINS (brand sites' origins, comma-separated, allowed to call the API from the browser);
 * STAFF_OWNER_EMAIL (invites the first back-office owner by email when the shop has none);
 * ANALYTICS_TAGS (uk=G-XXXX,fr=G-YYYY,...: each storefront's analytics tag, loaded only after
 * Accept All; off when unset), ANALYTICS_SRC (the tag script's URL with {id}, gtag.js by
 * default) and ANALYTICS_ORIGINS (more origins its beacons go to, for the CSP);
 * BOT_CHALLENGE (turnstile: register, login, password-reset request and contact need a token;
 * off when unset) with BOT_CHALLENGE_SITE_KEY, BOT_CHALLENGE_SECRET and BOT_CHALLENGE_VERIFY_URL
 * (Cloudflare's siteverify by default).
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createApp } from './app';
import { serverProcessCount, superviseWorkers } from './cluster';
import { createDatabase, IN_MEMORY } from './db/client';
import { startPgliteThread } from './db/pglite-thread-client';
import { migrateDatabase } from './db/migrate';
import { prepareEmbeddedDatabase } from './db/prepare-embedded';
import { seedDatabase, seededRows } from './db/seed';
import { withStartupLock } from './db/startup-lock';
import { listen } from './http-server';
import { createLogger } from './logger';
import { parseCorsOrigins } from './middleware/cors';
import { analyticsConfigFromEnv, type AnalyticsConfig } from './services/analytics';
import { botChallengeConfigFromEnv, createTurnstileVerifier, type BotChallengeConfig } from './services/bot-challenge';
import { DEFAULT_BODY_LIMIT_BYTES } from './middleware/edge';
import { overloadLimitsFromEnv, type OverloadLimits } from './middleware/overload';
import { DEFAULT_SLOW_QUERY_MS } from './middleware/slow-queries';
import { trustedProxyHops } from './services/auth/client-address';
import { builtAppDir, builtRendererFile, defaultDataDir } from './paths';
import type { RenderPage } from './pages/pages';
import { parseStorefrontHosts, storefrontUrls, type StorefrontHosts } from './pages/storefront-hosts';
import { inviteFirstOwner } from './services/staff-invites';
import { dummyHash } from './services/auth/passwords';
import { createMailDispatcher, createSmtpTransport, type MailDispatcher } from './services/mail/dispatcher';
import { chooseMailDelivery, createConsoleTransport } from './services/mail/delivery';
import { createBackgroundJobs } from './services/background-jobs';
import { CATALOGUE_CHANNEL, watchCatalogueChanges } from './services/catalogue-changes';
import { forgetExpiredIdempotencyKeys } from './services/idempotency';
import { expireUnpaidOrders } from './services/orders';
import { bundledPlaceDirectory, type PlaceDirectory } from './services/places';
import { createPhotonPlaceDirectory } from './services/places-photon';

const logger = createLogger({ level: process.env.LOG_LEVEL || 'info' });

const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  logger.fatal({ PORT: process.env.PORT }, 'PORT must be a port number');
  process.exit(1);
}
const host = process.env.HOST || '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || defaultDataDir;

const bodyLimitBytes = Number(process.env.BODY_LIMIT || DEFAULT_BODY_LIMIT_BYTES);
if (!Number.isInteger(bodyLimitBytes) || bodyLimitBytes < 1024) {
  logger.fatal({ BODY_LIMIT: process.env.BODY_LIMIT }, 'BODY_LIMIT must be a number of bytes, at least 1024');
  process.exit(1);
}
let trustProxy: number;
try {
  trustProxy = trustedProxyHops(process.env.TRUST_PROXY);
} catch (error) {
  logger.fatal({ TRUST_PROXY: process.env.TRUST_PROXY }, (error as Error).message);
  process.exit(1);
}
let overload: OverloadLimits;
try {
  overload = overloadLimitsFromEnv(process.env);
} catch (error) {
  logger.fatal({ MAX_IN_FLIGHT: process.env.MAX_IN_FLIGHT, MAX_QUEUE: process.env.MAX_QUEUE }, (error as Error).message);
  process.exit(1);
}
const slowQueryMs = Number(process.env.SLOW_QUERY_MS || DEFAULT_SLOW_QUERY_MS);
if (!(slowQueryMs >= 0)) {
  logger.fatal({ SLOW_QUERY_MS: process.env.SLOW_QUERY_MS }, 'SLOW_QUERY_MS must be a number of milliseconds, 0 or more');
  process.exit(1);
}
const delivery = chooseMailDelivery(process.env, host);
if ('error' in delivery) {
  logger.fatal(delivery.error);
  process.exit(1);
}

// WORKERS: on PostgreSQL, one server process per core sharing the port (cluster.ts). This
// process then only starts, watches and stops them.
const processes = serverProcessCount(process.env);
if ('error' in processes) {
  logger.fatal({ WORKERS: process.env.WORKERS }, processes.error);
  process.exit(1);
}
if (cluster.isPrimary && processes.count > 1) {
  const exitCode = await superviseWorkers(processes.count, logger);
  logger.flush(() => process.exit(exitCode));
  await new Promise(() => {});
}

// An embedded database on disk is migrated and seeded by a short-lived child process, so this
// one's PGlite heap stays small (db/prepare-embedded.ts); PostgreSQL and memory:// here.
const preparedApart = !databaseUrl && dataDir !== IN_MEMORY;
const seededApart = preparedApart ? await prepareEmbeddedDatabase(dataDir) : undefined;
// PGlite runs in a thread of its own, so HTTP goes on while a query runs (db/pglite-thread-client.ts).
const database = databaseUrl ? createDatabase({ url: databaseUrl }) : await startPgliteThread({ dataDir, channels: [CATALOGUE_CHANNEL] });
logger.info(databaseUrl ? { database: 'postgresql' } : { database: 'pglite', dataDir }, 'database opened');
// Instances starting together take turns (db/startup-lock.ts).
const seeded = preparedApart
  ? seededApart
  : await withStartupLock(database, async () => {
      await migrateDatabase(database);
      return seedDatabase(database.db);
    });
if (seeded && seededRows(seeded) > 0) logger.info({ added: seeded }, 'database seeded');

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

let corsOrigins: string[] = [];
try {
  corsOrigins = parseCorsOrigins(process.env.CORS_ORIGINS ?? '');
} catch (error) {
  logger.fatal({ CORS_ORIGINS: process.env.CORS_ORIGINS }, String(error));
  process.exit(1);
}

let analytics: AnalyticsConfig | undefined;
try {
  analytics = analyticsConfigFromEnv(process.env);
} catch (error) {
  logger.fatal({ ANALYTICS_TAGS: process.env.ANALYTICS_TAGS, ANALYTICS_SRC: process.env.ANALYTICS_SRC }, String(error));
  process.exit(1);
}
if (analytics) logger.info({ analytics: Object.keys(analytics.tags), origins: analytics.origins }, 'analytics tags on, loaded after Accept All');

let botChallengeConfig: BotChallengeConfig | undefined;
try {
  botChallengeConfig = botChallengeConfigFromEnv(process.env);
} catch (error) {
  // The secret is never logged.
  logger.fatal({ BOT_CHALLENGE: process.env.BOT_CHALLENGE }, String(error));
  process.exit(1);
}
const botChallenge = botChallengeConfig && {
  site: { provider: botChallengeConfig.provider, siteKey: botChallengeConfig.siteKey },
  verifier: createTurnstileVerifier(botChallengeConfig),
};
if (botChallengeConfig)
  logger.info({ botChallenge: botChallengeConfig.provider, verify: new URL(botChallengeConfig.verifyUrl).origin }, 'bot challenge on');

const publicUrl = (process.env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, '');
if (!URL.canParse(publicUrl)) {
  logger.fatal({ PUBLIC_URL: process.env.PUBLIC_URL }, 'PUBLIC_URL must be an absolute URL such as https://shop.example');
  process.exit(1);
}

const from = process.env.MAIL_FROM || 'Rigsmith <no-reply@rigsmith.example>';
let mailer: MailDispatcher | undefined;
switch (delivery.kind) {
  case 'smtp':
    mailer = createMailDispatcher({ db: database.db, logger, transport: await createSmtpTransport(delivery.url), from });
    logger.info({ mail: 'smtp', from }, 'mail: sending the outbox over SMTP (SMTP_URL)');
    break;
  case 'console':
    mailer = createMailDispatcher({ db: database.db, logger, transport: createConsoleTransport(), from });
    logger.info({ mail: 'console' }, 'mail: development, no SMTP_URL: each email’s links (create-password, reset) are printed to this console');
    break;
  case 'mailbox':
    logger.info({ mail: 'mailbox', url: `${publicUrl}/dev/mailbox` }, 'mail: development mailbox (MAILBOX=dev), on this loopback address only');
    break;
  case 'outbox':
    logger.warn({ mail: 'outbox' }, 'mail: no SMTP_URL, emails stay in the outbox table unsent');
    break;
}
mailer?.start();

// Made now rather than by the first sign-in with an unknown email, which would otherwise
// take two hashes' time and stand out from a wrong password's.
void dummyHash();

// Address autocomplete: a brand's own Photon geocoder when PLACES_URL is set (the embedded
// places answer while it fails), else the embedded places, indexed now rather than on the
// first shopper's keystroke.
let placeDirectory: PlaceDirectory = bundledPlaceDirectory;
if (process.env.PLACES_URL) {
  if (!URL.canParse(process.env.PLACES_URL)) {
    // The value itself is not logged: a geocoder URL may carry an API key.
    logger.fatal('PLACES_URL must be an absolute URL such as https://photon.example');
    process.exit(1);
  }
  placeDirectory = createPhotonPlaceDirectory({
    url: process.env.PLACES_URL,
    fallback: bundledPlaceDirectory,
    onError: (error) => logger.warn({ err: error }, 'the geocoder failed: answering from the embedded places'),
  });
  logger.info({ places: new URL(process.env.PLACES_URL).origin }, 'address autocomplete from a Photon geocoder');
} else {
  bundledPlaceDirectory.warm().catch((error: unknown) => logger.error({ err: error }, 'loading the embedded places failed'));
}

// STAFF_OWNER_EMAIL: the first owner, invited by email when the shop has none (README "Running the shop").
if (process.env.STAFF_OWNER_EMAIL) {
  const invited = await inviteFirstOwner(database.db, {
    email: process.env.STAFF_OWNER_EMAIL,
    storefrontUrl: storefrontUrls(publicUrl, storefrontHosts),
  });
  // The address itself is not logged (personal data).
  if (invited) logger.info('STAFF_OWNER_EMAIL: invited the first owner; the create-password link is in their email');
}

const background = createBackgroundJobs(logger);
// Rendered pages and catalogue reads are kept until the catalogue changes; the feed holds a database connection of its own.
const catalogueChanges = await watchCatalogueChanges(database, logger);
const app = createApp({
  db: database.db,
  logger,
  staticDir,
  publicUrl,
  trustProxy,
  mailer,
  mailbox: delivery.kind === 'mailbox',
  bodyLimitBytes,
  background,
  placeDirectory,
  renderPage,
  storefrontHosts,
  catalogueChanges,
  overload,
  slowQueryMs,
  corsOrigins,
  analytics,
  botChallenge,
});
const { server, port: listeningPort } = await listen(app, { port, hostname: host });
logger.info({ url: `http://${host}:${listeningPort}/` }, 'Rigsmith shop listening');

// Orders left waiting for payment give their stock back after a day (services/orders.ts),
// and idempotency keys past their retention are forgotten (services/idempotency.ts).
const UNPAID_ORDER_SWEEP_MS = 5 * 60 * 1000;
let sweeping: Promise<unknown> = Promise.resolve();
const sweepUnpaidOrders = () => {
  sweeping = Promise.all([
    expireUnpaidOrders(database.db, { logger }).catch((error: unknown) => logger.error({ err: error }, 'expiring unpaid orders failed')),
    forgetExpiredIdempotencyKeys(database.db).catch((error: unknown) => logger.error({ err: error }, 'forgetting expired idempotency keys failed')),
  ]);
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
  // Emails being prepared and a send under way finish and record themselves before the database goes.
  await background.settled();
  await mailer?.stop();
  clearInterval(unpaidOrderSweep);
  await sweeping;
  await catalogueChanges.close();
  await database.close();
  logger.info('stopped');
  // Nothing is left open, so Node exits by itself once the log is written — but for a
  // worker's channel to its supervisor (cluster.ts), which it lets go now.
  if (cluster.isWorker) cluster.worker?.disconnect();
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
