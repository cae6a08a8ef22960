import { ApiError } from '../errors';

/**
 * A 400 for a query parameter whose value is well-formed but names nothing the shop has
 * (an unknown category or model): the same body the zod validation hook gives, so a
 * client handles both alike.
 */
export function invalidQueryParameter(field: string, message: string): ApiError {
  return new ApiError(400, {
    code: 'validation_error',
    message: `Invalid query parameter: ${field}`,
    fields: { [field]: message },
  });
}

/** Escapes LIKE/ILIKE wildcards so a shopper's search text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
