import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { handleNotFound } from '../../errors';
import { createRouter } from '../../router';
import * as handlers from './mailbox.handlers';
import * as routes from './mailbox.routes';

/**
 * The development mailbox ("Emails"): `GET /api/dev/mailbox/` (JSON) and
 * `GET /dev/mailbox` (an HTML page with clickable links), both over the outbox. Mounted at
 * the root. When disabled (production) both answer the JSON 404 rather than being left
 * out, so the static site's SPA fallback cannot answer them with a 200 page either.
 */
export function createMailboxRouter(enabled: boolean) {
  const onlyWhenEnabled = createMiddleware<AppEnv>(async (c, next) => (enabled ? next() : handleNotFound(c)));
  const router = createRouter();
  router.use('/api/dev/mailbox/*', onlyWhenEnabled);
  router.use('/dev/mailbox', onlyWhenEnabled);
  router.use('/dev/mailbox/', onlyWhenEnabled);
  return router
    .openapi(routes.listMailbox, handlers.listMailbox)
    .get('/dev/mailbox', handlers.mailboxPage)
    .get('/dev/mailbox/', handlers.mailboxPage);
}
