import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import type { Logger } from '../logger';

/**
 * Gives the request a logger carrying its request id (set by Hono's `requestId`, which
 * runs first) and writes one line per request with method, path, status and duration.
 */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ req_id: c.get('requestId') }));
    await next();
    c.get('logger').info(
      {
        method: c.req.method,
        path: withoutSecrets(c.req.path),
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
}

/**
 * Emailed password tokens travel in the path (`/api/account/{token}/reset_password/`) and
 * work like a password until used, so the log never sees them.
 */
function withoutSecrets(path: string): string {
  return path.replace(/^(\/api\/account\/)[^/]+(\/reset_password\/?)$/, '$1[token]$2');
}
