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

/** Why a staff member made a change: required, kept in the audit log (and told to the customer on a cancel). */
export function reasonField(description: string, example: string) {
  return z
    .string({ error: 'reason must be text' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(500, { error: 'reason must be 500 characters or fewer' })
    .openapi({ description, example });
}
