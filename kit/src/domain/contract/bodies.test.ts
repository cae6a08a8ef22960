import { describe, expect, it } from 'vitest';
import {
  AddToCartRequestSchema,
  ConfirmPaymentRequestSchema,
  SummaryForProductsRequestSchema,
  SummaryRequestSchema,
  UpdateCartLineRequestSchema,
} from './commerce';
import { ApiErrorSchema } from './common';
import { ModerationQueueQuerySchema } from './reviews';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

// The server validates the cart, payment and moderation calls with these schemas.
describe('the contract’s request bodies', () => {
  it('name a product by its id or a custom build’s public id, read in lower case', () => {
    expect(AddToCartRequestSchema.parse({ product: 42, amount: 2 })).toEqual({ product: 42, amount: 2 });
    expect(AddToCartRequestSchema.parse({ product: '3B241101-E2BB-4255-8CAF-4136C566A962', amount: 1 }).product).toBe(
      '3b241101-e2bb-4255-8caf-4136c566a962',
    );
    expect(messagesOf(AddToCartRequestSchema.safeParse({ product: 'my-build', amount: 11 }))).toEqual([
      ['product', 'product must be a product id or a custom build’s public_id'],
      ['amount', 'amount must be a whole number from 1 to 10'],
    ]);
    expect(messagesOf(UpdateCartLineRequestSchema.safeParse({ amount: 0 }))).toEqual([['amount', 'amount must be a whole number from 1 to 10']]);
  });

  it('bound a guest summary’s lines and check the destination', () => {
    const line = { product: 1, amount: 1 };
    expect(SummaryForProductsRequestSchema.safeParse({ products: Array.from({ length: 50 }, () => line) }).success).toBe(true);
    expect(messagesOf(SummaryForProductsRequestSchema.safeParse({ products: Array.from({ length: 51 }, () => line) }))).toEqual([
      ['products', 'products may list at most 50 lines'],
    ]);
    expect(SummaryRequestSchema.parse({ coupon: null })).toEqual({ coupon: null });
    expect(messagesOf(SummaryRequestSchema.safeParse({ country: 'US' }))?.[0]?.[1]).toMatch(/^country must be one of GB, /);
  });

  it('take the challenge’s answer as a boolean and list pending reviews by default', () => {
    expect(messagesOf(ConfirmPaymentRequestSchema.safeParse({ approve: 'yes' }))).toEqual([['approve', 'approve must be true or false']]);
    expect(ModerationQueueQuerySchema.parse({})).toEqual({ status: 'pending' });
    expect(ModerationQueueQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });

  it('describe an error answer with optional per-field messages', () => {
    expect(ApiErrorSchema.safeParse({ code: 'validation_error', message: 'Invalid', fields: { amount: 'Too many' } }).success).toBe(true);
    expect(ApiErrorSchema.safeParse({ message: 'No code' }).success).toBe(false);
  });
});
