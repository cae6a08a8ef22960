import type { ValidationMessageId } from '@rigsmith/kit/domain';
import type { ServerMessageId } from '../i18n';

/**
 * Every expected failure a service can report, by a stable code. The route layer's one
 * table (routes/error-answers.ts) gives each its HTTP status and localised message, so
 * services know neither (STYLE "Errors").
 */
export type DomainErrorCode =
  | 'account_gone'
  | 'address_limit'
  | 'already_staff'
  | 'address_not_found'
  | 'amount_limit'
  | 'build_not_assemblable'
  | 'cart_empty'
  | 'cart_full'
  | 'cart_line_not_found'
  | 'cms_page_not_found'
  | 'coupon_code_taken'
  | 'coupon_id_not_found'
  | 'coupon_invalid'
  | 'coupon_invalid_country'
  | 'coupon_limit_below_uses'
  | 'coupon_not_found'
  | 'currency_mismatch'
  | 'custom_build_not_found'
  | 'email_taken'
  | 'game_not_found'
  | 'image_not_found'
  | 'picture_not_found'
  | 'invalid_credentials'
  | 'invalid_fields'
  | 'invalid_token'
  | 'model_not_found'
  | 'order_item_not_found'
  | 'order_not_cancellable'
  | 'order_not_found'
  | 'order_not_payable'
  | 'order_transition_not_allowed'
  | 'order_not_reviewable'
  | 'order_line_not_reviewable'
  | 'out_of_stock'
  | 'part_not_found'
  | 'payment_not_found'
  | 'payment_not_pending'
  | 'prebuilt_not_found'
  | 'product_not_found'
  | 'product_not_sold'
  | 'product_unavailable'
  | 'redirect_not_found'
  | 'refresh_invalid'
  | 'refresh_reused'
  | 'refund_failed'
  | 'products_unavailable'
  | 'review_exists'
  | 'review_not_found'
  | 'review_status_unchanged'
  | 'saved_address_not_found'
  | 'session_ended'
  | 'ticket_not_found'
  | 'ticket_status_unchanged'
  | 'too_many_attempts'
  | 'too_many_tickets'
  | 'wrong_password';

/** A catalogued message, translated where the answer is made. */
export type MessageRef = { id: ServerMessageId | ValidationMessageId; values?: Record<string, string | number> };

/** What is wrong with one field: a catalogued message, or literal text for messages not localised. */
export type FieldProblem = MessageRef | string;

/** Facts the message is made from (a name, a limit); never prose. */
export type ErrorDetails = Readonly<Record<string, string | number>>;

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly details: ErrorDetails = {},
    readonly fields?: Readonly<Record<string, FieldProblem>>,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/**
 * A 400 naming the fields a well-formed request got wrong, answered in the validation
 * hook's shape; `where` says which part of the request ('body field', 'query parameter').
 */
export function invalidFields(fields: Record<string, FieldProblem>, where: 'body field' | 'query parameter' = 'body field'): DomainError {
  return new DomainError('invalid_fields', { where }, fields);
}
