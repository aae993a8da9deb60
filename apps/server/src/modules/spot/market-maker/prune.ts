import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { defineCron, type CronDefinition } from '../../../platform/jobs';
import type { AccountService } from '../../account';
import { MARKET_MAKER_KEY, MARKET_MAKER_NAME } from './runner';

/**
 * Pruning of the house market maker's cancelled quotes. Each requote leaves the quotes it
 * replaced as cancelled order rows; nobody ever reads them (the maker's system account cannot log in), so
 * every 15 minutes a durable cron job on the job runner deletes those cancelled more than an hour before
 * its slot. It deletes only orders that can carry no money and no history: the maker's own (its system
 * account, checked again in SQL), cancelled, nothing filled, no hold, no trade naming them. The ledger is
 * untouched: the hold and release entries of a pruned quote stay in the append-only journal (their ref
 * keeps the order id), so every balance still equals its postings and frozen still equals the open holds.
 */

/** A cancelled quote is kept this long after its cancel (recent ones stay visible for inspection). */
export const PRUNE_AFTER_MS = 3_600_000;
/** Rows deleted per statement, and most statements per run (a backlog is worked off over a few runs). */
const PRUNE_BATCH = 5_000;
const PRUNE_BATCHES_MAX = 100;

/** Deletes the maker's prunable quotes cancelled before `cutoff`; how many rows went. */
export async function pruneHouseQuotes(db: Db, makerId: number, cutoff: Date): Promise<number> {
  let removed = 0;
  for (let i = 0; i < PRUNE_BATCHES_MAX; i++) {
    const r = await db.execute<{ n: number } & Record<string, unknown>>(sql`
      WITH doomed AS (
        SELECT o.id FROM spot_orders o
        WHERE o.user_id = ${makerId} AND o.status = 'cancelled' AND o.filled = 0 AND o.hold_id IS NULL
          AND o.updated_at < ${cutoff.toISOString()}::timestamptz
          AND EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id AND u.system)
          AND NOT EXISTS (SELECT 1 FROM spot_trades t WHERE t.maker_order_id = o.id)
          AND NOT EXISTS (SELECT 1 FROM spot_trades t WHERE t.taker_order_id = o.id)
        ORDER BY o.id LIMIT ${PRUNE_BATCH}
        FOR UPDATE SKIP LOCKED),
      gone AS (DELETE FROM spot_orders o USING doomed d WHERE o.id = d.id RETURNING 1)
      SELECT count(*)::int AS n FROM gone`);
    const n = r.rows[0]?.n ?? 0;
    removed += n;
    if (n < PRUNE_BATCH) break;
  }
  return removed;
}

export function marketMakerJobs(deps: { db: Db; account: AccountService }): CronDefinition[] {
  return [
    defineCron({
      name: 'spot.prune_house_quotes',
      cron: '*/15 * * * *',
      handler: async (ctx) => {
        const makerId = await deps.account.ensureSystemUser(MARKET_MAKER_KEY, MARKET_MAKER_NAME);
        const cutoff = new Date(ctx.slot.getTime() - PRUNE_AFTER_MS);
        const removed = await pruneHouseQuotes(deps.db, makerId, cutoff);
        if (removed > 0) ctx.log.info({ removed, cutoff }, 'cancelled house market maker quotes pruned');
      },
    }),
  ];
}
