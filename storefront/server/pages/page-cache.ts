import type { CatalogueChanges } from '../services/catalogue-changes';
import { createVersionedCache } from '../services/versioned-cache';

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
 * CMS): services/versioned-cache.ts.
 */
export function createPageCache({ changes, maxBytes = 32 * 1024 * 1024 }: PageCacheOptions) {
  const cache = createVersionedCache<CachedPage>({ changes, maxBytes, sizeOf: (page) => ('html' in page ? page.html.length * 2 : 256) });
  return {
    /** The cached page for `key`, or `render()`'s (undefined: the render failed). */
    async page(key: string, render: () => Promise<Rendered | undefined>): Promise<CachedPage | undefined> {
      return cache.get(key, async () => {
        const rendered = await render();
        return rendered && { value: rendered.page, keep: rendered.keep };
      });
    },
    size: () => {
      const { entries, bytes } = cache.size();
      return { pages: entries, bytes };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
