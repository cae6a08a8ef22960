import type { CatalogueChanges } from '../services/catalogue-changes';

/** What a server render answers: a page, or a legacy path's redirect. */
export type CachedPage = { status: number; html: string } | { redirect: { status: 301 | 302; location: string } };

/** A render's page, and whether it may be kept for others (its data calls all answered). */
export type Rendered = { page: CachedPage; keep: boolean };

export type PageCacheOptions = {
  changes: CatalogueChanges;
  /** Bound on the cached HTML, so query strings cannot grow the cache without limit. @default 32 MiB */
  maxBytes?: number;
};

/**
 * Rendered public pages, kept until the catalogue changes (prices, stock, builds, reviews,
 * CMS: `CatalogueChanges`), least recently used out first. A render that began before a
 * change is not kept (it may have read the old data), and while the change feed is down
 * nothing is served from or stored in the cache. Concurrent requests for the same page
 * share one render.
 */
export function createPageCache({ changes, maxBytes = 32 * 1024 * 1024 }: PageCacheOptions) {
  const entries = new Map<string, { version: number; page: CachedPage; bytes: number }>();
  const rendering = new Map<string, Promise<Rendered | undefined>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const keep = (key: string, version: number, page: CachedPage) => {
    drop(key);
    const size = 'html' in page ? page.html.length * 2 : 256;
    if (size > maxBytes) return;
    entries.set(key, { version, page, bytes: size });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    /** The cached page for `key`, or `render()`'s (undefined: the render failed). */
    async page(key: string, render: () => Promise<Rendered | undefined>): Promise<CachedPage | undefined> {
      if (!changes.live()) return (await render())?.page;
      const version = changes.version();
      const cached = entries.get(key);
      if (cached?.version === version) {
        // Most recently used last, so eviction takes the oldest first.
        entries.delete(key);
        entries.set(key, cached);
        return cached.page;
      }
      const flightKey = `${version}\n${key}`;
      const inFlight = rendering.get(flightKey);
      if (inFlight) return (await inFlight)?.page;
      const pending = render().finally(() => rendering.delete(flightKey));
      rendering.set(flightKey, pending);
      const rendered = await pending;
      if (rendered?.keep && changes.live() && changes.version() === version) keep(key, version, rendered.page);
      return rendered?.page;
    },
    size: () => ({ pages: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
