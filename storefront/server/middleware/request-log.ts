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
        path: c.req.path,
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
}
