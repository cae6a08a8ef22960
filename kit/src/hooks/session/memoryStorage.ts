import type { SessionStorageLike } from './sessionStore';

/**
 * A storage that lives as long as the page: the fallback where `localStorage` is missing or
 * refuses access (server rendering, some private modes), and a shared "browser" for tests
 * and stories. Two stores over one memory storage behave like two tabs of one browser,
 * except that nothing dispatches `storage` events for them.
 */
export function createMemoryStorage(initial: Record<string, string> = {}): SessionStorageLike {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}
