/** SPEC §9: these statuses are worth one more try... */
export const RETRY_STATUSES: ReadonlySet<number> = /* @__PURE__ */ new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** ...but only for body-less methods, which are safe to send twice. */
const BODYLESS_METHODS: ReadonlySet<string> = /* @__PURE__ */ new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

export const MAX_RETRIES = 1;

/** Whether a failed attempt (an HTTP status, or `null` for a network failure) is retried. */
export function shouldRetry(method: string, status: number | null, attempt: number): boolean {
  if (attempt >= MAX_RETRIES) return false;
  if (!BODYLESS_METHODS.has(method.toUpperCase())) return false;
  return status === null || RETRY_STATUSES.has(status);
}
