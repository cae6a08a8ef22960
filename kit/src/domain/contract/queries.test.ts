import { describe, expect, it } from 'vitest';
import { PLACE_SEARCH_DEFAULT, PlaceQuerySchema } from './account';
import { AdminOrderQuerySchema, AuditQuerySchema, InviteStaffRequestSchema, StockQuerySchema } from './admin';
import { AdminCouponQuerySchema } from './adminCoupons';
import { SupportTicketQuerySchema } from './adminSupport';
import { BuildListQuerySchema, FpsFinderQuerySchema, GameListQuerySchema, GamePerformanceQuerySchema, PartListQuerySchema } from './catalogue';
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

  it('read yes/no filters from true/false or 1/0, and from a client’s boolean', () => {
    expect(BuildListQuerySchema.parse({ in_stock: 'true' }).in_stock).toBe(true);
    expect(BuildListQuerySchema.parse({ in_stock: '0' }).in_stock).toBe(false);
    expect(BuildListQuerySchema.parse({ in_stock: true }).in_stock).toBe(true);
    expect(StockQuerySchema.parse({ low: '1' }).low).toBe(true);
    expect(StockQuerySchema.parse({}).low).toBeUndefined();
    expect(StockQuerySchema.safeParse({ low: 'yes' }).error?.issues[0]?.message).toBe('low must be true or false');
  });

  it('fill the listing’s sort and check its price band', () => {
    expect(BuildListQuerySchema.parse({ price_min: '5000' })).toEqual({ page: 1, per_page: 12, sort: 'bestselling', price_min: 5000 });
    const reversed = BuildListQuerySchema.safeParse({ price_min: '9000', price_max: '5000' });
    expect(reversed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['price_max', 'price_max must not be below price_min'],
    ]);
    expect(BuildListQuerySchema.safeParse({ category: 'Gaming PCs' }).error?.issues[0]?.message).toBe("category must be a slug such as 'gaming-pcs'");
  });

  it('require a part category and read the rest of the build', () => {
    expect(PartListQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('category is required');
    expect(PartListQuerySchema.safeParse({ category: 'toaster' }).error?.issues[0]?.message).toMatch(/^category must be one of cpu, /);
    const query = PartListQuerySchema.parse({ category: 'gpu', compatible_with: '12,40:2', search: '  ' });
    expect(query).toMatchObject({ category: 'gpu', slot_change: 'replace', sort: 'bestselling', search: undefined });
    expect(query.compatible_with).toEqual([
      { component: 12, amount: 1 },
      { component: 40, amount: 2 },
    ]);
    expect(PartListQuerySchema.safeParse({ category: 'gpu', compatible_with: '12,12' }).error?.issues[0]?.message).toBe(
      'compatible_with: 12 is listed twice',
    );
  });

  it('fill the FPS finder’s and the games’ settings', () => {
    expect(FpsFinderQuerySchema.parse({ game: 'cyberpunk-2077' })).toEqual({
      game: 'cyberpunk-2077',
      resolution: '1080p',
      preset: 'high',
      target_fps: 60,
    });
    expect(FpsFinderQuerySchema.safeParse({ game: '', target_fps: '0' }).error?.issues.map((issue) => issue.message)).toEqual([
      'game is required',
      'target_fps must be 1 or more',
    ]);
    expect(GamePerformanceQuerySchema.parse({ preset: 'ultra' })).toEqual({ resolution: '1080p', preset: 'ultra' });
    expect(GameListQuerySchema.parse({ search: ' cyber ', page: '2' })).toEqual({ page: 2, per_page: 12, search: 'cyber' });
  });

  it('default a place search and check its limit', () => {
    expect(PlaceQuerySchema.parse({})).toEqual({ q: '', limit: PLACE_SEARCH_DEFAULT });
    expect(PlaceQuerySchema.safeParse({ q: 'lon', place_country: 'XX', limit: '21' }).error?.issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^place_country must be one of /),
      'limit must be 20 or less',
    ]);
  });

  it('check a staff invitation in the API’s own words', () => {
    expect(InviteStaffRequestSchema.parse({ email: ' sam@rigsmith.example ', full_name: 'Sam', role: 'support' })).toEqual({
      email: 'sam@rigsmith.example',
      full_name: 'Sam',
      role: 'support',
    });
    const result = InviteStaffRequestSchema.safeParse({ email: 'sam', full_name: ' ', role: 'king' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'email must be an email address',
      'full_name is required',
      expect.stringMatching(/^role must be one of /),
    ]);
  });
});
