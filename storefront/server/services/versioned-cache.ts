import type { CatalogueChanges } from './catalogue-changes';

/** A value made for one request, and whether it may be kept for others. */
export type Produced<T> = { value: T; keep: boolean };

export type VersionedCacheOptions<T> = {
  changes: CatalogueChanges;
  /** Bound on what is kept, so query strings cannot grow the cache without limit. */
  maxBytes: number;
  /** Roughly how many bytes `value` holds. */
  sizeOf: (value: T) => number;
};

/**
 * Values drawn from the catalogue, kept until it changes (`CatalogueChanges`), least recently
 * used out first. A value produced while a change happened is not kept (it may hold the old
 * data), and while the change feed is down nothing is served or stored. Concurrent requests
 * for the same key share one production, if it may be kept. Used by the page cache and the API read cache.
 */
export function createVersionedCache<T>({ changes, maxBytes, sizeOf }: VersionedCacheOptions<T>) {
  const entries = new Map<string, { version: number; value: T; bytes: number }>();
  const producing = new Map<string, Promise<Produced<T> | undefined>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const keep = (key: string, version: number, value: T) => {
    drop(key);
    const size = sizeOf(value);
    if (size > maxBytes) return;
    entries.set(key, { version, value, bytes: size });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    /** The kept value for `key`, or `produce()`'s (undefined: it failed). */
    async get(key: string, produce: () => Promise<Produced<T> | undefined>): Promise<T | undefined> {
      if (!changes.live()) return (await produce())?.value;
      const version = changes.version();
      const cached = entries.get(key);
      if (cached?.version === version) {
        // Most recently used last, so eviction takes the oldest first.
        entries.delete(key);
        entries.set(key, cached);
        return cached.value;
      }
      const flightKey = `${version}\n${key}`;
      const inFlight = producing.get(flightKey);
      if (inFlight) {
        // Only what may be kept is shared: anything else was that request's alone.
        const shared = await inFlight;
        if (shared?.keep) return shared.value;
        return (await produce())?.value;
      }
      const pending = produce().finally(() => producing.delete(flightKey));
      producing.set(flightKey, pending);
      const produced = await pending;
      if (produced?.keep && changes.live() && changes.version() === version) keep(key, version, produced.value);
      return produced?.value;
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
