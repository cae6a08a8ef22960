import { z } from '@hono/zod-openapi';

/** Schemas the back-office routes share. */

/** Free text to look for (`q`): surrounding space ignored, an empty search is no search. */
export function textSearchQuery(description: string, example: string) {
  return z
    .string()
    .trim()
    .max(100, { error: 'q must be 100 characters or fewer' })
    .optional()
    .transform((value) => (value ? value : undefined))
    .openapi({ description, example });
}
