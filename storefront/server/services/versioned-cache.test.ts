import { describe, expect, it } from 'vitest';
import type { CatalogueChanges } from './catalogue-changes';
import { createVersionedCache } from './versioned-cache';

function handFeed() {
  let version = 0;
  const changes: CatalogueChanges = { version: () => version, live: () => true, close: async () => {} };
  return { changes, change: () => (version += 1) };
}

describe('the versioned cache', () => {
  it('shares a production between concurrent requests only if it may be kept', async () => {
    const cache = createVersionedCache<string>({ changes: handFeed().changes, maxBytes: 1024, sizeOf: (value) => value.length });
    let made = 0;
    const produce = (keep: boolean) => async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { value: `answer ${made}`, keep };
    };
    const own = await Promise.all([cache.get('a', produce(false)), cache.get('a', produce(false))]);
    expect(own).toEqual(['answer 1', 'answer 2']);
    const shared = await Promise.all([cache.get('b', produce(true)), cache.get('b', produce(true))]);
    expect(shared).toEqual(['answer 3', 'answer 3']);
    expect(await cache.get('b', produce(true))).toBe('answer 3');
  });

  it('produces again after a change, and evicts the least recently used past its bound', async () => {
    const feed = handFeed();
    const cache = createVersionedCache<string>({ changes: feed.changes, maxBytes: 10, sizeOf: (value) => value.length });
    const make = (value: string) => async () => ({ value, keep: true });
    await cache.get('a', make('aaaaa'));
    feed.change();
    expect(await cache.get('a', make('AAAAA'))).toBe('AAAAA');
    await cache.get('b', make('bbbbb'));
    await cache.get('a', make('unused'));
    await cache.get('c', make('ccccc'));
    expect(cache.size()).toEqual({ entries: 2, bytes: 10 });
    expect(await cache.get('a', make('again'))).toBe('AAAAA');
    expect(await cache.get('b', make('fresh'))).toBe('fresh');
  });
});
