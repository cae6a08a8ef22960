import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { DomainError } from '../services/domain-error';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  IDEMPOTENCY_KEY_PATTERN,
  releaseIdempotencyKey,
  requestFingerprint,
  type ClaimOptions,
} from '../services/idempotency';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer replayed from an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export type IdempotencyOptions = {
  /** The call, part of the key's scope (keys are per customer and per call). */
  scope: string;
  /** Answer 400 `idempotency_key_required` without the header (placing an order, paying). */
  required: boolean;
  /** Tests shorten the wait for an in-flight request. */
  claim?: ClaimOptions;
};

/**
 * Makes a signed-in write idempotent by its `Idempotency-Key` header (services/idempotency.ts
 * says how). Mount it after `requireAuth`, or after `requireAuthSessionInFirstWrite`, whose
 * session the key's claim checks. The handler may complete the key inside its own
 * transaction through `c.get('idempotency')`; whatever it did not complete is recorded here
 * from the answer (under 500) or released (500 and above).
 */
export function idempotency({ scope, required, claim }: IdempotencyOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const t = c.get('t');
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) {
      if (!required) return next();
      throw new ApiError(400, {
        code: 'idempotency_key_required',
        message: t('commerce.idempotency.keyRequired'),
        fields: { [IDEMPOTENCY_HEADER]: t('commerce.idempotency.keyRequired') },
      });
    }
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new ApiError(400, {
        code: 'validation_error',
        message: `Invalid header: ${IDEMPOTENCY_HEADER}`,
        fields: { [IDEMPOTENCY_HEADER]: t('commerce.idempotency.keyInvalid') },
      });
    }

    const db = c.get('db');
    const query = Object.fromEntries(Object.entries(c.req.query()).sort(([a], [b]) => (a < b ? -1 : 1)));
    const fingerprint = requestFingerprint(c.req.path, query, await c.req.text());
    const userId = c.get('auth').userId;
    const outcome = await claimIdempotencyKey(db, { userId, scope, key, fingerprint }, claim, c.get('uncheckedSession'));
    if (outcome.kind === 'session_ended') throw new DomainError('session_ended');

    if (outcome.kind === 'replay') {
      const headers = { [REPLAYED_HEADER]: 'true' };
      return outcome.body === null ? c.body(null, outcome.status as 204, headers) : c.json(outcome.body as object, outcome.status as 200, headers);
    }
    if (outcome.kind === 'reused') {
      throw new ApiError(422, { code: 'idempotency_key_reused', message: t('commerce.idempotency.keyReused') });
    }
    if (outcome.kind === 'in_progress') {
      throw new ApiError(409, { code: 'idempotency_in_progress', message: t('commerce.idempotency.inProgress') }).withHeader('Retry-After', '1');
    }

    const { id } = outcome;
    let completedByHandler = false;
    c.set('idempotency', {
      key,
      complete: async (tx, status, body) => {
        await completeIdempotencyKey(tx, id, status, body);
        completedByHandler = true;
      },
    });
    try {
      await next();
    } catch (error) {
      // Hono turns handler errors into answers before we get here; this is for anything else.
      await releaseIdempotencyKey(db, id);
      throw error;
    }
    const response = c.res;
    if (response.status >= 500) {
      await releaseIdempotencyKey(db, id);
      return;
    }
    // A success means the handler's transaction, which recorded the answer, committed. After
    // a refusal it may have rolled back: record the refusal (a no-op if the key is done).
    if (completedByHandler && response.status < 400) return;
    const text = await response.clone().text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // Every idempotent call answers JSON; an answer that is not cannot be replayed, so let the key go.
      await releaseIdempotencyKey(db, id);
      return;
    }
    await completeIdempotencyKey(db, id, response.status, body);
  });
}

/**
 * `idempotency` for a write open to guests too (saving a build): signed-in calls with the
 * header are made idempotent; a guest's, which no account scopes, run as they come.
 */
export function idempotencyWhenSignedIn(options: IdempotencyOptions) {
  const forCustomers = idempotency(options);
  return createMiddleware<AppEnv>(async (c, next) => (c.get('auth') ? forCustomers(c, next) : next()));
}
