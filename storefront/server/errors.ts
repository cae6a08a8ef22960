import type { ApiErrorBody } from '@rigsmith/kit/domain';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context';
import { translatorOf } from './i18n';
import { answerFor } from './routes/error-answers';
import { DomainError } from './services/domain-error';

/**
 * An expected failure with a stable machine `code` (STYLE "Errors"). Throw it anywhere
 * in a request; the app's one `onError` turns it into an `ApiErrorBody`.
 */
export class ApiError extends HTTPException {
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: ContentfulStatusCode, body: ApiErrorBody) {
    super(status, { message: body.message });
    this.code = body.code;
    this.fields = body.fields;
  }

  readonly headers: Record<string, string> = {};

  /** Adds a header to the error response (WWW-Authenticate, Retry-After). */
  withHeader(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }

  toBody(): ApiErrorBody {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
  }
}

/** Codes for HTTPExceptions thrown by Hono and its middleware (malformed JSON, body limit, ...). */
const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
};

export const INTERNAL_ERROR: ApiErrorBody = {
  code: 'internal_error',
  message: 'Something went wrong on our side.',
};

/**
 * The one error handler. Expected failures keep their status and say what went wrong;
 * anything else is logged with the request id and stack and answered with a bland 500,
 * so no internals reach the client.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return c.json(error.toBody(), error.status, error.headers);
  if (error instanceof DomainError) {
    const { status, body, headers } = answerFor(error, translatorOf(c));
    return c.json(body, status, headers);
  }
  if (error instanceof HTTPException) {
    const body: ApiErrorBody = {
      code: codeByStatus[error.status] ?? `http_${error.status}`,
      message: error.message || 'The request could not be handled.',
    };
    // Keep headers a middleware attached to its own response (WWW-Authenticate, Retry-After).
    const headers = error.res ? Object.fromEntries(error.res.headers) : undefined;
    if (headers) delete headers['content-type'];
    return c.json(body, error.status, headers);
  }
  const logger = c.get('logger');
  if (logger) logger.error({ err: error }, 'unhandled error');
  else console.error(error);
  return c.json(INTERNAL_ERROR, 500);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => {
  const where = `${c.req.method} ${c.req.path}`;
  const message = isApiPath(c.req.path) ? `No API route for ${where}` : `Nothing at ${where}`;
  return c.json({ code: 'not_found', message } satisfies ApiErrorBody, 404);
};

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
