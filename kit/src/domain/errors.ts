/**
 * The body of every 4xx/5xx answer of the shop API: a stable machine `code`, a
 * human `message`, and per-field messages for validation failures.
 */
export type ApiErrorBody = {
  code: string;
  message: string;
  fields?: Record<string, string>;
};

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

/** What the kit's forms take as `serverError`: a summary message and per-field texts. */
export type FormServerError = { message: string; fields?: Record<string, string> };
