import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs, one object a line, for a log collector to parse. `destination`
 * lets tests read what was logged. Stdout is written synchronously: at our volume the
 * cost is nil, and a crash or a kill during start-up cannot swallow the last lines.
 *
 * The one redaction layer: logs never carry passwords, hashes, tokens, query parameters or
 * a customer's details. Fields with those names are censored wherever they are logged, and
 * every logged error goes through `scrubError`, because a failed query's error carries its
 * parameters (Drizzle puts them in `params` and in the message, hence in the stack too)
 * and PostgreSQL's `detail` repeats the row's values.
 */
export function createLogger(options: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'rigsmith-shop' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      serializers: { err: (error: unknown) => scrubError(error, 0) },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

const REDACTED = '[redacted]';

/** Secret or personal fields, at the top of a log line or one level down. */
const SECRET_FIELDS = [
  'password',
  'old_password',
  'passwordHash',
  'password_hash',
  'token',
  'access',
  'refresh',
  'authorization',
  'cookie',
  'params',
  'email',
  'recipient',
  'full_name',
  'fullName',
  'phone_number',
  'phoneNumber',
  'address',
  'street',
  'postcode',
];
const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]);

/** Drizzle's "Failed query: …\nparams: …": everything after `params:` is the values. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const EMAIL = /[^\s<>()"'@,;:]+@[^\s<>()"'@,;:]+\.[^\s<>()"'@,;:]+/g;

function scrubText(text: string): string {
  return text.replace(QUERY_PARAMS, `\nparams: ${REDACTED}`).replace(EMAIL, '[email]');
}

/** pino's error serializer, then the secrets out: parameters, PostgreSQL's row details, emails. */
export function scrubError(error: unknown, depth: number): unknown {
  if (typeof error === 'string') return scrubText(error);
  if (!(error instanceof Error) || depth > 3) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (key === 'params' || key === 'detail' || key === 'parameters') scrubbed[key] = REDACTED;
    else if (typeof value === 'string') scrubbed[key] = scrubText(value);
    else if (key === 'cause') scrubbed[key] = scrubError((error as { cause?: unknown }).cause, depth + 1);
    else scrubbed[key] = value;
  }
  return scrubbed;
}
