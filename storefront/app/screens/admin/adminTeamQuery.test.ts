import { describe, expect, it } from 'vitest';
import { adminListHref } from './adminQuery';
import { auditQueryFromSearch, reviewStatusFromSearch } from './adminTeamQuery';

describe('the moderation queue in the URL', () => {
  it('reads the status, pending by default', () => {
    expect(reviewStatusFromSearch('?status=hidden')).toBe('hidden');
    expect(reviewStatusFromSearch('')).toBe('pending');
    expect(reviewStatusFromSearch('status=deleted')).toBe('pending');
  });
});

describe('the audit log in the URL', () => {
  it('reads the record and the page, and writes them back', () => {
    const query = auditQueryFromSearch('?subject=Order:42&page=3');
    expect(query).toEqual({ subject: 'order:42', page: 3 });
    expect(adminListHref('/admin/audit', query)).toBe('/admin/audit?subject=order%3A42&page=3');
  });

  it('drops a record the API cannot filter by, and page 1', () => {
    expect(auditQueryFromSearch('subject=order&page=1')).toEqual({});
    expect(auditQueryFromSearch('subject=order:42;drop&page=x')).toEqual({});
  });
});
