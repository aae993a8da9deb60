import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { jobEffects } from './effects.schema';

/** Keys are kept this long: far longer than any job keeps retrying (its backoff stops growing at ~6 h). */
export const EFFECT_RETENTION_DAYS = 90;
const PRUNE_BATCH = 5_000;
const PRUNE_BATCHES_MAX = 100;

/**
 * Exactly-once effects for handlers that may run more than once (a retry after a crash, a duplicate event):
 *
 *   await db.transaction(async (tx) => {
 *     if (!(await effects.claim(tx, `deposit-credited:${id}`))) return; // done before
 *     …the effect…
 *   });
 *
 * The key is inserted in the caller's transaction, so it is stored if and only if the effect commits; a second
 * claim of the key (even a concurrent one, which waits for the first to commit) returns false.
 */
export const effects = {
  async claim(tx: Tx, key: string): Promise<boolean> {
    if (key.length === 0 || key.length > 200) throw new Error('effect key must be 1..200 characters');
    const r = await tx
      .insert(jobEffects)
      .values({ key })
      .onConflictDoNothing({ target: jobEffects.key })
      .returning({ key: jobEffects.key });
    return r.length > 0;
  },

  /** Whether the effect of `key` has committed. */
  async done(db: Db | Tx, key: string): Promise<boolean> {
    const r = await db.execute(sql`SELECT 1 FROM ${jobEffects} WHERE ${jobEffects.key} = ${key}`);
    return r.rows.length > 0;
  },

  /** Forgets keys older than EFFECT_RETENTION_DAYS, in capped batches. Returns how many. */
  async prune(db: Db): Promise<number> {
    let total = 0;
    for (let i = 0; i < PRUNE_BATCHES_MAX; i++) {
      const r = await db.execute(sql`
        DELETE FROM ${jobEffects} WHERE ${jobEffects.key} IN (
          SELECT ${jobEffects.key} FROM ${jobEffects}
           WHERE ${jobEffects.doneAt} < now() - make_interval(days => ${EFFECT_RETENTION_DAYS})
           LIMIT ${PRUNE_BATCH})`);
      total += r.rowCount ?? 0;
      if ((r.rowCount ?? 0) < PRUNE_BATCH) break;
    }
    return total;
  },
};
