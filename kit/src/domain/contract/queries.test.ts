import { describe, expect, it } from 'vitest';
import { AdminOrderQuerySchema, AuditQuerySchema } from './admin';
import { AdminCouponQuerySchema } from './adminCoupons';
import { SupportTicketQuerySchema } from './adminSupport';
import { ListQuerySchema } from './common';

// The server validates query strings with these schemas: text in, numbers out (SPEC §9).
describe('the contract’s query schemas', () => {
  it('read a query string’s page as numbers and fill the defaults', () => {
    expect(ListQuerySchema.parse({ page: '3', per_page: '24' })).toEqual({ page: 3, per_page: 24 });
    expect(ListQuerySchema.parse({})).toEqual({ page: 1, per_page: 12 });
  });

  it('name the parameter in their messages', () => {
    const result = ListQuerySchema.safeParse({ page: 'two', per_page: '49' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['page', 'page must be a whole number'],
      ['per_page', 'per_page must be 48 or less'],
    ]);
  });

  it('drop an empty search and check the back office’s filters', () => {
    expect(AdminCouponQuerySchema.parse({ q: '  ' }).q).toBeUndefined();
    expect(SupportTicketQuerySchema.parse({ q: ' SUP-7F3K ' }).q).toBe('SUP-7F3K');
    expect(AdminOrderQuerySchema.safeParse({ from: '2026-13-01' }).error?.issues[0]?.message).toBe('from must be a real date');
    expect(AuditQuerySchema.safeParse({ subject: 'order' }).error?.issues[0]?.message).toBe("subject must name a record as 'order:42'");
  });
});
