import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';

/** The channel the catalogue tables' triggers signal (migration 0008_catalogue_changes). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * What this process knows of changes to the catalogue (prices, stock, builds, reviews, CMS,
 * settings), for caches of what is drawn from it. `version()` moves on after every committed
 * change, in every process sharing the database: the triggers NOTIFY at commit and each
 * process LISTENs. While the listening connection is down nothing can be known, so
 * `live()` is false and a cache must neither serve nor store.
 */
export type CatalogueChanges = {
  version: () => number;
  live: () => boolean;
  close: () => Promise<void>;
};

const RECONNECT_DELAY_MS = 1000;

export async function watchCatalogueChanges(handle: DatabaseHandle, logger: Logger): Promise<CatalogueChanges> {
  let version = 0;
  const changed = () => {
    version += 1;
  };

  if (handle.driver.name === 'pglite') {
    const unlisten = await handle.driver.client.listen(CATALOGUE_CHANNEL, changed);
    return { version: () => version, live: () => true, close: () => unlisten() };
  }
  if (handle.driver.name === 'pglite-thread') {
    // Its one session LISTENs from the start (db/pglite-thread.ts): one process, so nothing can be missed.
    const stop = handle.driver.onNotification((channel) => channel === CATALOGUE_CHANNEL && changed());
    return { version: () => version, live: () => true, close: async () => stop() };
  }

  // node-postgres: LISTEN needs a connection of its own, outside the pool, held open.
  const { pool } = handle.driver;
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (!connected) return;
    connected = false;
    changed();
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = undefined;
    if (closed) return;
    logger.warn({ err: error }, 'lost the catalogue change feed: page and read caches off until it is back');
    retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(pool.options);
    next.on('notification', changed);
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      await next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
      logger.warn({ err: error }, 'could not listen for catalogue changes: page and read caches off until it can');
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    // Whatever changed while nobody listened is unknown: everything cached before is suspect.
    changed();
    connected = true;
  }

  await connect();
  return {
    version: () => version,
    live: () => connected,
    async close() {
      closed = true;
      clearTimeout(retry);
      connected = false;
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      await current?.end().catch(() => {});
    },
  };
}
