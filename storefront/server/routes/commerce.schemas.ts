import { currencyCodes, type CurrencyCode } from '@rigsmith/kit/domain';
import { z, type Hook } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { validationHook } from '../router';
import { DomainError } from '../services/domain-error';
import { ApiErrorSchema, countryParam } from '../schemas';

/**
 * Zod schemas shared by the cart, coupon, order and payment routes: the parameters and
 * request pieces only the server has; the answers are re-exported from the kit's contract.
 */

export const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
export const error = (description: string) => answer(description, ApiErrorSchema);

/** Serial ids are 32-bit: anything past that names nothing, refused before the database sees it. */
const MAX_ID = 2_147_483_647;

/** A whole-number id in the path. */
export function idParam(name: string) {
  return z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be 1 or more` })
    .max(MAX_ID, { error: `${name} must be ${MAX_ID} or less` })
    .openapi({ param: { name, in: 'path' }, example: 1 });
}

/** `?currency=`: the storefront's own, which is also the default. */
export const currencyParam = z
  .enum(currencyCodes, { error: `currency must be one of ${currencyCodes.join(', ')}` })
  .optional()
  .openapi({
    param: { name: 'currency', in: 'query' },
    description: "The storefront's currency (gbp for GB, eur otherwise), also the default; any other is refused.",
    example: 'gbp',
  });

export const CurrencyQuerySchema = z.object({ country: countryParam, currency: currencyParam });

/**
 * The currency a call is priced in: the storefront's, which `?country=` picked. `?currency=`
 * is only a check, kept because released kit clients send it (SPEC §7 lists it): asking
 * for another is a 400 `currency_mismatch`.
 */
export function checkedCurrency({ storefront }: Pick<AppEnv['Variables'], 'storefront'>, requested: CurrencyCode | undefined): CurrencyCode {
  const { currency } = storefront;
  if (requested !== undefined && requested !== currency) throw new DomainError('currency_mismatch', { currency });
  return currency;
}

/** Documents the header the `idempotency` middleware reads (and enforces, with localised messages). */
export function idempotencyHeader(required: boolean) {
  const header = z.string().openapi({
    param: { name: 'idempotency-key', in: 'header', required },
    description:
      'Up to 255 visible characters, new for each attempt and the same for its retries. The same key with the same request ' +
      'replays the first answer (header Idempotent-Replayed: true); with another request it is refused (422).',
    example: 'b3f1c9e2-7c1d-4c55-9d8e-0f6f3a7f2a10',
  });
  return z.object({ 'idempotency-key': required ? header : header.optional() });
}

/** What every idempotent call may answer besides its own. */
export const idempotencyErrors = {
  409: error('`idempotency_in_progress`: a request with this key is still running (Retry-After: 1)'),
  422: error('`idempotency_key_reused`: this key was used for another request'),
} as const;

type Issue = { code: string; path: PropertyKey[]; message: string; errors?: Issue[][] };

/** A failure at the root saying only "not this type": the union option the input was not meant for. */
const wrongOption = (issues: readonly Issue[]) => issues.length === 1 && issues[0]!.code === 'invalid_type' && issues[0]!.path.length === 0;

function flattenUnion(issue: Issue, fallback: string): Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors) return [issue];
  const meant = issue.errors.filter((issues) => !wrongOption(issues));
  if (meant.length !== 1) return [{ ...issue, message: fallback }];
  return meant[0]!.flatMap((inner) => flattenUnion({ ...inner, path: [...issue.path, ...inner.path] }, fallback));
}

/**
 * The validation hook for a body with a union (a saved address id or a new address): the
 * issues of the option the client meant, so each field of a new address gets its own
 * message, as the address form expects.
 */
// The hook answers an error Response, whatever the route's typed success: typed loosely to fit any route.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function unionAwareHook(fallback: string): Hook<any, AppEnv, any, any> {
  return (result, c) => {
    if (result.success) return undefined;
    const issues = (result.error.issues as unknown as Issue[]).flatMap((issue) => flattenUnion(issue, fallback));
    return validationHook({ ...result, error: { ...result.error, issues } } as unknown as Parameters<typeof validationHook>[0], c);
  };
}

// ── Responses ──────────────────────────────────────────────────────────────────────

/** The answers are the kit's contract (kit/src/domain/contract/commerce.ts), declared once. */
export {
  CartLineProblemSchema,
  CartLineSchema,
  CartSchema,
  CartSummarySchema,
  CouponSchema,
  OrderComponentSchema,
  OrderHistoryEntrySchema,
  OrderItemSchema,
  OrderSchema,
  PaymentResultSchema,
} from '@rigsmith/kit/domain';
