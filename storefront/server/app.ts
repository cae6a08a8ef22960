import { sql } from 'drizzle-orm';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Database } from './db/client';
import { ApiError, handleError, handleNotFound } from './errors';
import type { Logger } from './logger';
import { catalogueReadCache } from './middleware/catalogue-read-cache';
import { compressResponses } from './middleware/compress';
import { storefrontFromQuery } from './middleware/country';
import { DEFAULT_BODY_LIMIT_BYTES, edgeHygiene } from './middleware/edge';
import { DEFAULT_OVERLOAD_LIMITS, loadShedding, type OverloadLimits } from './middleware/overload';
import { requestLog } from './middleware/request-log';
import { DEFAULT_SLOW_QUERY_MS, slowQueryLog } from './middleware/slow-queries';
import { createRouter, type Router } from './router';
import { galleryDir as defaultGalleryDir } from './paths';
import { accountRouter } from './routes/account';
import { shippingAddressRouter } from './routes/addresses';
import { authRouter } from './routes/auth';
import { buildsRouter } from './routes/builds';
import { categoriesRouter } from './routes/categories';
import { cmsRouter } from './routes/cms';
import { gamesRouter } from './routes/games';
import { modelsRouter } from './routes/models';
import { partsRouter } from './routes/parts';
import { picturesRouter } from './routes/pictures';
import { placesRouter } from './routes/places';
import { productsRouter } from './routes/products';
import { regionalRouter } from './routes/regional';
import { settingsRouter } from './routes/settings';
import { analyticsRouter } from './routes/analytics';
import type { AnalyticsConfig } from './services/analytics';
import { botChallengeRouter } from './routes/bot-challenge';
import { BOT_CHALLENGED_PATHS, requireBotChallenge } from './middleware/bot-challenge';
import { TURNSTILE_ORIGIN, type BotChallengeConfig, type BotChallengeVerifier } from './services/bot-challenge';
import { createMailboxRouter } from './routes/dev';
import { configuratorRouters } from './routes/configurator.routers';
import { commerceRouters } from './routes/commerce.routers';
import { supportRouters } from './routes/support.routers';
import { adminRouters } from './routes/admin.routers';
import { corsForOrigins } from './middleware/cors';
import { DEFAULT_PUBLIC_URL, type AccountsConfig } from './services/auth/config';
import type { ScryptCost } from './services/auth/passwords';
import { createBackgroundJobs, type BackgroundJobs } from './services/background-jobs';
import type { MailDispatcher } from './services/mail/dispatcher';
import { bundledPlaceDirectory, type PlaceDirectory } from './services/places';
import { createSandboxProvider, type PaymentProvider } from './services/payments';
import { createStaticSite } from './static-site';
import type { CatalogueChanges } from './services/catalogue-changes';
import { createSettingsCache, withSettingsCache } from './services/site-settings';
import type { RenderPage } from './pages/pages';
import { storefrontUrls, type StorefrontHosts } from './pages/storefront-hosts';

/**
 * Public catalogue reads, the same for every shopper: answered from the in-process read
 * cache (middleware/catalogue-read-cache.ts). Not the products-by-ids lookup: it resolves a
 * guest's own builds by public id and counts guesses (services/product-keys.ts).
 */
const catalogueReads = [
  '/api/ecommerce/builds/*',
  '/api/ecommerce/models/*',
  '/api/ecommerce/games/*',
  '/api/ecommerce/parts/*',
  '/api/ecommerce/category/*',
  '/api/ecommerce/regional/*',
  '/api/ecommerce/settings/*',
  '/api/cms/*',
] as const;

/** One router per resource; each defines its full path under /api. */
const apiRouters: readonly Router[] = [
  regionalRouter,
  settingsRouter,
  analyticsRouter,
  botChallengeRouter,
  cmsRouter,
  categoriesRouter,
  productsRouter,
  picturesRouter,
  buildsRouter,
  modelsRouter,
  gamesRouter,
  partsRouter,
  authRouter,
  accountRouter,
  shippingAddressRouter,
  placesRouter,
  ...configuratorRouters,
  ...commerceRouters,
  ...supportRouters,
  ...adminRouters,
];

export type AppOptions = {
  db: Database;
  logger: Logger;
  /** The built shop (storefront/dist/app) to serve beside the API, if any. */
  staticDir?: string;
  /** More routers mounted under /api like the shop's own; for tests that need a special route. */
  extraRouters?: readonly Router[];
  /** Where the case models' gallery images are (default: beside the catalogue seed). */
  galleryDir?: string;
  /** The shop's public origin, for links in emails (PUBLIC_URL). @default 'http://127.0.0.1:3000' */
  publicUrl?: string;
  /** Reverse proxies in front (TRUST_PROXY): the client is the X-Forwarded-For entry that many from the right. @default 0 */
  trustProxy?: number;
  /** scrypt cost for new password hashes; tests lower N. @default OWASP N=2^17, r=8, p=1 */
  passwordHashing?: Partial<ScryptCost>;
  /** Sends the outbox (when SMTP_URL is set); kicked after each email is queued. */
  mailer?: Pick<MailDispatcher, 'kick'>;
  /**
   * Serve the development mailbox (/dev/mailbox, /api/dev/mailbox/): anyone who can reach it
   * reads every password link, so main.ts turns it on only for MAILBOX=dev, without SMTP_URL,
   * on a loopback address. @default false
   */
  mailbox?: boolean;
  /** Where work started by a request but not awaited runs (registration and reset emails). @default a new set of jobs logging to `logger` */
  background?: BackgroundJobs;
  /** Largest request body accepted (BODY_LIMIT), counted while it streams in. @default 64 KB */
  bodyLimitBytes?: number;
  /** Where address autocomplete and address checks find real places. @default the bundled list (services/places.ts) */
  placeDirectory?: PlaceDirectory;
  /** Takes card payments for orders. @default the embedded sandbox (services/payments/sandbox.ts) */
  paymentProvider?: PaymentProvider;
  /** Renders pages on the server (storefront/dist/server/entry-server.js); without it the app shell is served. */
  renderPage?: RenderPage;
  /** One domain per storefront (STOREFRONT_HOSTS); without it, one host with path prefixes. */
  storefrontHosts?: StorefrontHosts;
  /** Committed catalogue changes (services/catalogue-changes.ts): rendered pages and catalogue reads are kept until one. Without it every request is answered afresh. */
  catalogueChanges?: CatalogueChanges;
  /** API requests running at once and waiting, beyond which a 503 `overloaded` answers (MAX_IN_FLIGHT, MAX_QUEUE). @default DEFAULT_OVERLOAD_LIMITS */
  overload?: OverloadLimits;
  /** A request's database statement taking this long or longer is logged (SLOW_QUERY_MS). @default DEFAULT_SLOW_QUERY_MS */
  slowQueryMs?: number;
  /** Brand sites' origins allowed to call the API from the browser (CORS_ORIGINS). @default none */
  corsOrigins?: readonly string[];
  /** Each storefront's analytics tag (ANALYTICS_TAGS, services/analytics.ts). @default off: none is loaded and the CSP stays self-only */
  analytics?: AnalyticsConfig | undefined;
  /**
   * The invisible bot challenge (BOT_CHALLENGE, services/bot-challenge.ts): register, login,
   * the password-reset request and contact need a token the verifier passes. @default off
   */
  botChallenge?: { site: Pick<BotChallengeConfig, 'provider' | 'siteKey'>; verifier: BotChallengeVerifier } | undefined;
};

export function createApp({
  db,
  logger,
  staticDir,
  extraRouters = [],
  galleryDir = defaultGalleryDir,
  publicUrl = DEFAULT_PUBLIC_URL,
  trustProxy = 0,
  passwordHashing = {},
  mailer,
  mailbox = false,
  bodyLimitBytes = DEFAULT_BODY_LIMIT_BYTES,
  background = createBackgroundJobs(logger),
  placeDirectory = bundledPlaceDirectory,
  paymentProvider = createSandboxProvider(),
  renderPage,
  storefrontHosts,
  catalogueChanges,
  overload = DEFAULT_OVERLOAD_LIMITS,
  slowQueryMs = DEFAULT_SLOW_QUERY_MS,
  corsOrigins = [],
  analytics,
  botChallenge,
}: AppOptions) {
  const app = createRouter();
  const storefrontUrl = storefrontUrls(publicUrl, storefrontHosts);
  const accounts: AccountsConfig = { publicUrl, storefrontUrl, trustProxy, passwordHashing, emailQueued: () => mailer?.kick(), background };

  const analyticsOrigins = analytics?.origins ?? [];
  // Turnstile's script draws its check in a frame of its own origin.
  const challengeOrigins = botChallenge ? [TURNSTILE_ORIGIN] : [];

  app.use(requestId());
  // HTML and API JSON on the fly; the build's files come precompressed (static-site.ts), which this leaves alone.
  app.use(compressResponses());
  app.use(requestLog(logger));
  app.use(slowQueryLog(slowQueryMs));
  app.use(
    secureHeaders({
      // The shop is self-contained: scripts, styles and fonts all come from this origin.
      // Inline style attributes are allowed because vanilla-extract sets runtime CSS vars there.
      // A configured analytics tag or bot challenge adds its origins, and only then.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analyticsOrigins, ...challengeOrigins],
        frameSrc: ["'self'", ...challengeOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...analyticsOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  // Before the edge checks, so a preflight is answered whatever it carries.
  if (corsOrigins.length > 0) app.use('/api/*', corsForOrigins(corsOrigins));
  for (const check of edgeHygiene({ bodyLimitBytes })) app.use(check);
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('galleryDir', galleryDir);
    c.set('accounts', accounts);
    c.set('placeDirectory', placeDirectory);
    c.set('paymentProvider', paymentProvider);
    c.set('analytics', analytics);
    c.set('botChallengeSite', botChallenge?.site);
    await next();
  });
  // Offers and summaries price with the site settings kept per process until the catalogue changes.
  const settingsCache = catalogueChanges && createSettingsCache(catalogueChanges);
  if (settingsCache) app.use((_c, next) => withSettingsCache(settingsCache, next));
  app.use('/api/*', storefrontFromQuery);
  // Cached catalogue reads answer before load shedding: a hit costs no database work.
  const readCache = catalogueReadCache({ changes: catalogueChanges });
  for (const path of catalogueReads) app.use(path, readCache);
  app.use('/api/*', loadShedding(overload));
  // After the storefront is known, so a refusal is in the shopper's language.
  if (botChallenge) for (const path of BOT_CHALLENGED_PATHS) app.use(path, requireBotChallenge(botChallenge.verifier, trustProxy));

  for (const router of [...apiRouters, ...extraRouters]) app.route('/api', router);
  app.route('/', createMailboxRouter(mailbox));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token from POST /api/auth/login/ or /api/auth/refresh/ (valid 5 minutes).',
  });

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Rigsmith shop API',
      version: '0.1.0',
      description: 'The Rigsmith gaming-PC shop API (SPEC §7). Every call takes ?country=GB|FR|IT|ES|DE.',
    },
  });

  // Liveness and readiness for a load balancer: answers only if the database does.
  app.get('/healthz', async (c) => {
    try {
      await c.get('db').execute(sql`select 1`);
    } catch (error) {
      c.get('logger').error({ err: error }, 'health check: database unreachable');
      throw new ApiError(503, { code: 'database_unavailable', message: 'The database is not answering.' });
    }
    return c.json({ status: 'ok' as const }, 200);
  });

  const pageRendering = renderPage && {
    renderPage,
    fetchApi: (request: Request, env?: unknown) => Promise.resolve(app.fetch(request, env)),
    publicUrl,
    storefrontHosts,
    catalogueChanges,
  };
  if (staticDir) app.route('/', createStaticSite(staticDir, pageRendering));

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
