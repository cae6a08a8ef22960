import { isValidationMessageId, type ApiErrorBody } from '@rigsmith/kit/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Translator } from '../i18n';
import type { DomainError, DomainErrorCode, ErrorDetails, FieldProblem } from '../services/domain-error';

type Answer = {
  status: ContentfulStatusCode;
  /** The `code` clients see, when it is not the domain code (kept as released clients know it). */
  wireCode?: string;
  message: (t: Translator, details: ErrorDetails, fieldNames: readonly string[]) => string;
  /** Repeats the message as this field's problem, for forms that show it beside the input. */
  field?: string;
  /** Headers the answer carries (Retry-After on a 429). */
  headers?: (details: ErrorDetails) => Record<string, string>;
};

const text = (details: ErrorDetails, key: string) => String(details[key] ?? '');
const plural = (names: readonly string[]) => (names.length === 1 ? '' : 's');
/** A rate limit's refusal says when to come back, in seconds (RFC 9110 Retry-After): `retry_after` in the details. */
const retryAfter = (details: ErrorDetails) => ({ 'Retry-After': text(details, 'retry_after') });
const minutesOf = (details: ErrorDetails) => Math.ceil(Number(details.retry_after) / 60);

/** The one table from a service's failure to its HTTP answer: status, wire code, localised message. */
const answers: Record<DomainErrorCode, Answer> = {
  // A valid token for an account deleted since sign-in is as good as no token (SPEC §6); the words
  // are the auth middleware's, which were never catalogued.
  account_gone: {
    status: 401,
    wireCode: 'token_invalid',
    headers: () => ({ 'WWW-Authenticate': 'Bearer error="invalid_token"' }),
    message: () => 'The access token is not valid.',
  },
  // A signed token whose session has ended (logout, password reset), found by requireAuth or
  // in the customer's lock (middleware/auth.ts); like account_gone, never catalogued.
  session_ended: {
    status: 401,
    wireCode: 'token_invalid',
    headers: () => ({ 'WWW-Authenticate': 'Bearer error="invalid_token"' }),
    message: () => 'This session has ended: sign in again.',
  },
  address_limit: { status: 409, message: (t, d) => t('account.addressLimit', { max: d.max! }) },
  already_staff: { status: 409, field: 'email', message: (t, d) => t('admin.staff.alreadyStaff', { email: text(d, 'email') }) },
  address_not_found: { status: 404, message: (t) => t('account.addressNotFound') },
  amount_limit: { status: 409, message: (t, d) => t('commerce.cart.amountLimit', { max: d.max! }) },
  build_not_assemblable: { status: 409, message: (t, d) => t('commerce.cart.buildNotAssemblable', { name: text(d, 'name') }) },
  cart_empty: { status: 409, message: (t) => t('commerce.cart.empty') },
  cart_full: { status: 409, message: (t, d) => t('commerce.cart.full', { max: d.max! }) },
  cart_line_not_found: { status: 404, message: (t) => t('commerce.cart.lineNotFound') },
  cms_page_not_found: { status: 404, message: (t, d) => t('cms.pageNotFound', { slug: text(d, 'slug') }) },
  coupon_code_taken: { status: 409, field: 'code', message: (t, d) => t('adminCoupons.codeTaken', { code: text(d, 'code') }) },
  coupon_id_not_found: { status: 404, message: (t) => t('adminCoupons.notFound') },
  coupon_invalid: { status: 409, field: 'coupon', message: (t) => t('commerce.coupon.invalid') },
  coupon_invalid_country: { status: 409, wireCode: 'coupon_invalid', field: 'coupon', message: (t) => t('commerce.coupon.invalidCountry') },
  coupon_limit_below_uses: { status: 409, message: (t, d) => t('adminCoupons.limitBelowUses', { used: d.used! }) },
  coupon_not_found: { status: 404, message: (t) => t('commerce.coupon.invalid') },
  currency_mismatch: {
    status: 400,
    field: 'currency',
    message: (t, d) => t('commerce.currency.mismatch', { currency: text(d, 'currency').toUpperCase() }),
  },
  custom_build_not_found: { status: 404, wireCode: 'not_found', message: (t) => t('configurator.buildNotFound') },
  email_taken: { status: 400, field: 'email', message: (t) => t('auth.emailTaken') },
  // Catalogue look-ups by slug answer in English: their messages were never catalogued.
  game_not_found: { status: 404, message: (_t, d) => `No game '${text(d, 'slug')}'.` },
  image_not_found: { status: 404, message: (_t, d) => `Model '${text(d, 'slug')}' has no image '${text(d, 'file')}'.` },
  picture_not_found: { status: 404, message: (_t, d) => `No picture '${text(d, 'file')}'.` },
  invalid_credentials: { status: 401, message: (t) => t('auth.invalidCredentials') },
  invalid_token: { status: 404, message: (t) => t('auth.invalidPasswordToken') },
  invalid_fields: {
    status: 400,
    wireCode: 'validation_error',
    message: (_t, d, names) => `Invalid ${text(d, 'where')}${plural(names)}: ${names.join(', ')}`,
  },
  model_not_found: { status: 404, message: (_t, d) => `No case model '${text(d, 'slug')}'.` },
  order_item_not_found: { status: 404, message: (t) => t('commerce.order.itemNotFound') },
  order_not_cancellable: { status: 409, message: (t) => t('commerce.order.notCancellable') },
  order_not_found: { status: 404, message: (t) => t('commerce.order.notFound') },
  order_not_payable: { status: 409, message: (t) => t('commerce.order.notPayable') },
  order_transition_not_allowed: {
    status: 409,
    message: (t, d) => t('admin.order.transitionNotAllowed', { reference: text(d, 'reference'), status: text(d, 'status'), event: text(d, 'event') }),
  },
  order_not_reviewable: { status: 409, message: (t) => t('reviews.orderNotReviewable') },
  order_line_not_reviewable: { status: 409, field: 'order_line', message: (t) => t('reviews.lineNotReviewable') },
  out_of_stock: { status: 409, message: (t, d) => t('commerce.order.outOfStock', { names: text(d, 'names') }) },
  part_not_found: { status: 404, message: (t) => t('admin.stock.partNotFound') },
  payment_not_found: { status: 404, message: (t) => t('commerce.payment.notFound') },
  payment_not_pending: { status: 409, message: (t) => t('commerce.payment.notAwaitingAuthentication') },
  prebuilt_not_found: { status: 404, wireCode: 'build_not_found', message: (t) => t('configurator.unknownReference') },
  product_not_found: { status: 404, message: (t) => t('commerce.cart.productNotFound') },
  product_not_sold: { status: 400, message: (t) => t('commerce.cart.productNotSold') },
  product_unavailable: { status: 409, message: (t, d) => t('commerce.cart.productUnavailable', { name: text(d, 'name') }) },
  products_unavailable: {
    status: 409,
    wireCode: 'product_unavailable',
    message: (t, d) => t('commerce.order.productUnavailable', { names: text(d, 'names') }),
  },
  redirect_not_found: { status: 404, message: (t, d) => t('cms.noRedirect', { path: text(d, 'path') }) },
  refresh_invalid: { status: 401, message: (t) => t('auth.refreshInvalid') },
  // A spent refresh token used again: the same words as an invalid one, its own code for the logs and the client.
  refresh_reused: { status: 401, message: (t) => t('auth.refreshInvalid') },
  // The provider is another service: its refusal is a bad gateway, and nothing was changed.
  refund_failed: { status: 502, message: (t) => t('admin.order.refundFailed') },
  review_exists: { status: 409, field: 'order_line', message: (t) => t('reviews.exists') },
  review_not_found: { status: 404, message: (t) => t('reviews.notFound') },
  review_status_unchanged: { status: 409, message: (t) => t('reviews.statusUnchanged') },
  saved_address_not_found: { status: 404, wireCode: 'not_found', message: (t) => t('account.addressNotFound') },
  ticket_not_found: { status: 404, message: (t) => t('support.inbox.ticketNotFound') },
  ticket_status_unchanged: { status: 409, field: 'status', message: (t) => t('support.inbox.statusUnchanged') },
  // Under a minute the wait is said in seconds ("slow down"), else in whole minutes.
  too_many_attempts: {
    status: 429,
    headers: retryAfter,
    message: (t, d) =>
      Number(d.retry_after) < 60 ? t('auth.slowDown', { seconds: Number(d.retry_after) }) : t('auth.tooManyAttempts', { minutes: minutesOf(d) }),
  },
  too_many_tickets: { status: 429, headers: retryAfter, message: (t, d) => t('support.tooManyTickets', { minutes: minutesOf(d) }) },
  wrong_password: { status: 400, field: 'old_password', message: (t) => t('auth.wrongPassword') },
};

function fieldMessage(t: Translator, problem: FieldProblem): string {
  if (typeof problem === 'string') return problem;
  return isValidationMessageId(problem.id) ? t.validation(problem.id) : t(problem.id, problem.values);
}

/** The HTTP answer to a domain error, in the request's language. */
export function answerFor(error: DomainError, t: Translator): { status: ContentfulStatusCode; body: ApiErrorBody; headers?: Record<string, string> } {
  const answer = answers[error.code];
  const fieldNames = error.fields ? Object.keys(error.fields) : [];
  const message = answer.message(t, error.details, fieldNames);
  const body: ApiErrorBody = { code: answer.wireCode ?? error.code, message };
  if (error.fields) body.fields = Object.fromEntries(fieldNames.map((name) => [name, fieldMessage(t, error.fields![name]!)]));
  else if (answer.field) body.fields = { [answer.field]: message };
  return answer.headers ? { status: answer.status, body, headers: answer.headers(error.details) } : { status: answer.status, body };
}
