/** What a refused action said, read from whatever the app's callback rejected with (the kit's `ApiError` has both). */
export type Rejection = { message: string; fields: Record<string, string> };

export function rejectionOf(error: unknown): Rejection {
  const { message, fields } = (error ?? {}) as { message?: unknown; fields?: unknown };
  return {
    message: typeof message === 'string' ? message : '',
    fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : {},
  };
}
