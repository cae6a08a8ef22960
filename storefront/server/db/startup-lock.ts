import type { DatabaseHandle } from './client';

/**
 * Instances starting together on one PostgreSQL (a rolling deploy, a scaled-out start) must
 * not migrate or seed at the same time: the migrator takes no lock of its own, so a second
 * instance would try to create the tables the first is creating, and crash. Whoever holds
 * this session-level advisory lock migrates and seeds; the others wait for it, then find
 * nothing left to do. PGlite is one process's own database: nothing to wait for.
 */

/** An arbitrary 64-bit key naming "Rigsmith is migrating or seeding" among the database's advisory locks. */
export const STARTUP_LOCK_KEY = 7_263_115_304_112_001n;

export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.driver.name !== 'node-postgres') return work();
  // A connection of its own holds the lock; the work runs through the pool as usual.
  const client = await handle.driver.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}
