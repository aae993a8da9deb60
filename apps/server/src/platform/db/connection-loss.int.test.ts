import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from './index';

/**
 * A connection lost while in use (its backend terminated mid-transaction, a server restart) fails that
 * transaction only: no uncaught 'error' event from the checked-out client crashes the process, and the
 * pool goes on with fresh connections.
 */
const database = connectDatabase(inject('dbAdminUrl'), 2);
afterAll(() => database.close());

describe('a connection lost in use', () => {
  it('fails its transaction, crashes nothing, and the pool carries on', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      for (let i = 0; i < 3; i++) {
        const killed = database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
        });
        await expect(killed).rejects.toThrow();
      }
      // the dead connections' end events come after the rejection
      await new Promise((r) => setTimeout(r, 200));
      expect(uncaught).toEqual([]);
      const r = await database.pool.query<{ one: number }>('SELECT 1 AS one');
      expect(r.rows[0]?.one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
