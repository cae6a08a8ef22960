import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges';

describe('auditChanges', () => {
  it('lists only the fields that differ, each with both sides', () => {
    expect(auditChanges({ stock: 12, lead_time_days: 5, reason: null }, { stock: 20, lead_time_days: 5, reason: 'Delivery' })).toEqual([
      { field: 'stock', before: 12, after: 20 },
      { field: 'reason', before: null, after: 'Delivery' },
    ]);
  });

  it('lists every field of a record created or removed, on its side only', () => {
    expect(auditChanges(null, { role: 'support' })).toEqual([{ field: 'role', after: 'support' }]);
    expect(auditChanges({ role: 'support' }, undefined)).toEqual([{ field: 'role', before: 'support' }]);
    expect(auditChanges({ a: 1 }, { b: 2 })).toEqual([
      { field: 'a', before: 1 },
      { field: 'b', after: 2 },
    ]);
  });

  it('compares nested values by content, and treats non-records as one value', () => {
    expect(auditChanges({ lines: [1, 2] }, { lines: [1, 2] })).toEqual([]);
    expect(auditChanges('pending', 'approved')).toEqual([{ field: '', before: 'pending', after: 'approved' }]);
    expect(auditChanges([1], [1])).toEqual([]);
  });
});
