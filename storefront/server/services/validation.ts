/** Escapes LIKE/ILIKE wildcards so a shopper's search text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
