/** Reading the loosely typed fields of a dataset row without trusting them. */

export type Row = Record<string, unknown>;

export function num(row: Row, key: string): number | null {
  const value = row[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function str(row: Row, key: string): string | null {
  const value = row[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function bool(row: Row, key: string): boolean {
  return row[key] === true;
}

/** A `[number, number]` field (memory speed and modules, monitor resolution). */
export function pair(row: Row, key: string): [number, number] | null {
  const value = row[key];
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [a, b] = value as unknown[];
  return typeof a === 'number' && typeof b === 'number' ? [a, b] : null;
}
