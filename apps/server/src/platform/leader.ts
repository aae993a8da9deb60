import type pg from 'pg';

/** Key of the engine leader lock (a PostgreSQL session-level advisory lock). */
const LEADER_LOCK_KEY = 0x4d45_5249; // "MERI"

export interface Leadership {
  readonly isLeader: boolean;
  release(): Promise<void>;
}

/**
 * Tries to become the node that runs scheduled jobs (ARCHITECTURE §1.5). The lock lives as long as the
 * dedicated connection: if this node dies, PostgreSQL frees it and another node can take over.
 */
export async function tryLeadership(pool: pg.Pool): Promise<Leadership> {
  const client = await pool.connect();
  // The server may go away first at shutdown (the embedded one stops on the same signal): never crash on it.
  client.on('error', () => undefined);
  const r = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
    LEADER_LOCK_KEY,
  ]);
  const isLeader = r.rows[0]?.locked === true;
  if (!isLeader) client.release();
  return {
    isLeader,
    async release() {
      if (!isLeader) return;
      await client.query('SELECT pg_advisory_unlock($1)', [LEADER_LOCK_KEY]).catch(() => undefined);
      client.release();
    },
  };
}
