/** A positive integer id from a query parameter (`?order=42`, `?id=42`); null for anything else. */
export function idFromSearch(search: string, name: string): number | null {
  const raw = new URLSearchParams(search).get(name);
  if (raw === null || !/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
