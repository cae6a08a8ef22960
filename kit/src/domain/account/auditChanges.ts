/** One field an audited change touched, for showing an audit entry as "field: before → after". */
export type AuditChange = { field: string; before?: unknown; after?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audit entry's `before` and `after` (any JSON the server recorded) changed: for two
 * records, each field that differs, in the order the fields first appear; a record created
 * or removed lists all of its fields on its side. Values that are not records are one change
 * of the field `''`. Nothing differs: nothing is listed.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const empty = (value: unknown) => value === null || value === undefined;
  if ((isRecord(before) || empty(before)) && (isRecord(after) || empty(after))) {
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return fields
      .filter((field) => !same(from[field], to[field]))
      .map((field) => ({
        field,
        ...(field in from ? { before: from[field] } : {}),
        ...(field in to ? { after: to[field] } : {}),
      }));
  }
  return same(before, after) ? [] : [{ field: '', before, after }];
}
