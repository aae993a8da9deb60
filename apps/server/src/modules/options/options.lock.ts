import type pg from 'pg';

/** Key of the options settler's lock ("OPTS"): exactly one node records prices and settles at a time. */
const SETTLER_LOCK_KEY = 0x4f50_5453;

export interface SettlerLock {
  /** Tries to take the lock (a no-op once held); true while this node holds it. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * A session-level PostgreSQL advisory lock on a dedicated connection (like the market maker's): taken where
 * the settler is built (app.ts), freed by PostgreSQL if the node dies, so another node's settler takes over.
 */
export function settlerLock(pool: pg.Pool): SettlerLock {
  let held: pg.PoolClient | undefined;
  return {
    async acquire() {
      if (held) return true;
      const client = await pool.connect();
      client.on('error', () => undefined);
      try {
        const r = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
          SETTLER_LOCK_KEY,
        ]);
        if (r.rows[0]?.locked === true) {
          held = client;
          return true;
        }
      } catch {
        // The database is unreachable: not the settler this time.
      }
      client.release();
      return false;
    },
    async release() {
      const client = held;
      held = undefined;
      if (!client) return;
      await client.query('SELECT pg_advisory_unlock($1)', [SETTLER_LOCK_KEY]).catch(() => undefined);
      client.release();
    },
  };
}
