import type pg from 'pg';

/** Key of the futures trigger lock ("LEVR"): exactly one node evaluates futures triggers at a time. */
const LEVER_LOCK_KEY = 0x4c45_5652;

export interface LeaderLock {
  /** Tries to take the lock (a no-op once held); true while this node holds it. */
  acquire(): Promise<boolean>;
  /** True while the lock's connection still answers (when it is gone, PostgreSQL has freed the lock). */
  alive(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * A session-level PostgreSQL advisory lock on a dedicated connection (the pattern of the market maker's
 * lock): taken where the futures runtime is built, freed by PostgreSQL if the node dies.
 */
export function leaderLock(pool: pg.Pool): LeaderLock {
  let held: pg.PoolClient | undefined;
  return {
    async acquire() {
      if (held) return true;
      const client = await pool.connect();
      client.on('error', () => undefined);
      try {
        const r = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
          LEVER_LOCK_KEY,
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
      await client.query('SELECT pg_advisory_unlock($1)', [LEVER_LOCK_KEY]).catch(() => undefined);
      client.release();
    },
  };
}
