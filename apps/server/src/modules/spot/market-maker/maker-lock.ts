import type pg from 'pg';

/** Key of the market maker's lock ("MMKR"): exactly one node quotes for the house at a time. */
const MAKER_LOCK_KEY = 0x4d4d_4b52;

export interface MakerLock {
  /** Tries to take the lock (a no-op once held); true while this node holds it. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * A session-level PostgreSQL advisory lock on a dedicated connection, like the engine leader lock
 * (platform/leader.ts) but its own key: it is taken where the maker is built (app.ts), independently of
 * main.ts's leadership, and frees itself if the node dies so another node's maker takes over.
 */
export function makerLock(pool: pg.Pool): MakerLock {
  let held: pg.PoolClient | undefined;
  return {
    async acquire() {
      if (held) return true;
      const client = await pool.connect();
      client.on('error', () => undefined);
      try {
        const r = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
          MAKER_LOCK_KEY,
        ]);
        if (r.rows[0]?.locked === true) {
          held = client;
          return true;
        }
      } catch {
        // The database is unreachable: not the leader this time.
      }
      client.release();
      return false;
    },
    async release() {
      const client = held;
      held = undefined;
      if (!client) return;
      await client.query('SELECT pg_advisory_unlock($1)', [MAKER_LOCK_KEY]).catch(() => undefined);
      client.release();
    },
  };
}
