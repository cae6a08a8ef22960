import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { translatorOf } from '../i18n';

/**
 * Load shedding for the API (issue "Graceful under overload"): at most `maxInFlight` API
 * requests run at once, since past a few the database only queues them (PGlite is one
 * connection, PostgreSQL's pool a handful); up to `maxQueue` more wait their turn in order;
 * beyond that a request is answered at once with 503 `overloaded` and Retry-After instead of
 * waiting without bound. /healthz and the built app's files are outside /api, so they answer
 * under load.
 */

export type OverloadLimits = {
  /** API requests running at once (MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** Requests waiting for a turn (MAX_QUEUE); 0 answers 503 as soon as all are running. */
  maxQueue: number;
};

/** Enough to keep a PostgreSQL pool of 10 and the JSON work around it busy, few enough that a wait stays short. */
export const DEFAULT_OVERLOAD_LIMITS: OverloadLimits = { maxInFlight: 16, maxQueue: 64 };

/** A full queue drains in well under a second or two at the shop's slowest rates (bench/README.md "throughput"). */
export const OVERLOADED_RETRY_AFTER_SECONDS = 2;

/** MAX_IN_FLIGHT and MAX_QUEUE, each defaulting when unset; throws with what is wrong. */
export function overloadLimitsFromEnv(env: NodeJS.ProcessEnv): OverloadLimits {
  const limits = {
    maxInFlight: env.MAX_IN_FLIGHT ? Number(env.MAX_IN_FLIGHT) : DEFAULT_OVERLOAD_LIMITS.maxInFlight,
    maxQueue: env.MAX_QUEUE ? Number(env.MAX_QUEUE) : DEFAULT_OVERLOAD_LIMITS.maxQueue,
  };
  if (!Number.isInteger(limits.maxInFlight) || limits.maxInFlight < 1) throw new Error('MAX_IN_FLIGHT must be a whole number, at least 1');
  if (!Number.isInteger(limits.maxQueue) || limits.maxQueue < 0) throw new Error('MAX_QUEUE must be a whole number, 0 or more');
  return limits;
}

export function loadShedding({ maxInFlight, maxQueue }: OverloadLimits) {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finished request hands its turn straight to the first waiting one.
  const finish = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    if (running < maxInFlight) running += 1;
    else if (waiting.length < maxQueue) await new Promise<void>((turn) => waiting.push(turn));
    else {
      throw new ApiError(503, { code: 'overloaded', message: translatorOf(c)('request.overloaded') }).withHeader(
        'Retry-After',
        String(OVERLOADED_RETRY_AFTER_SECONDS),
      );
    }
    try {
      await next();
    } finally {
      finish();
    }
  });
}
