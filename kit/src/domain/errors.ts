import type { z } from 'zod';
import type { ApiErrorSchema } from './contract/common';

/**
 * The body of every 4xx/5xx answer of the shop API: a stable machine `code`, a
 * human `message`, and per-field messages for validation failures. Declared by the
 * contract's `ApiErrorSchema`, which the API documents its errors with.
 */
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/**
 * Checked by hand rather than with `ApiErrorSchema`: the API client reads every error answer
 * through this, and parsing with zod would put zod in every page's bundle.
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

/** What the kit's forms take as `serverError`: a summary message and per-field texts. */
export type FormServerError = { message: string; fields?: Record<string, string> };
