import type pg from 'pg';

export interface AdvisoryLock {
  /** Tries to take the lock (a no-op once held); true while this node holds it. */
  acquire(): Promise<boolean>;
  /** True while the lock's connection still answers (when it is gone, PostgreSQL has freed the lock). */
  alive(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * A session-level PostgreSQL advisory lock on a dedicated connection: one node at a time holds `key`, and
 * PostgreSQL frees it when that node (or its connection) dies, so another node can take over. Used by the
 * jobs that must run on exactly one node (house market maker, options settler, futures triggers), each with
 * its own key, independently of the engine leader lock (platform/leader.ts).
 */
export function advisoryLock(pool: pg.Pool, key: number): AdvisoryLock {
  let held: pg.PoolClient | undefined;
  return {
    async acquire() {
      if (held) return true;
      const client = await pool.connect();
      client.on('error', () => undefined);
      try {
        const r = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
        if (r.rows[0]?.locked === true) {
          held = client;
          return true;
        }
      } catch {
        // The database is unreachable: not the holder this time.
      }
      client.release();
      return false;
    },
    async alive() {
      if (!held) return false;
      try {
        await held.query('SELECT 1');
        return true;
      } catch {
        const client = held;
        held = undefined;
        client.release(true);
        return false;
      }
    },
    async release() {
      const client = held;
      held = undefined;
      if (!client) return;
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
      client.release();
    },
  };
}
