import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { defineCron, type CronDefinition } from '../jobs';
import { EFFECT_RETENTION_DAYS } from '../jobs/effects';
import { JOBS_SCHEMA } from '../jobs/queue';

/**
 * Events are kept this long, and longer while a delivery of theirs is pending or failed. It must stay below
 * EFFECT_RETENTION_DAYS: an event is only ever redelivered while it exists, and its effect keys must outlive it.
 */
export const EVENT_RETENTION_DAYS = 30;
if (EVENT_RETENTION_DAYS >= EFFECT_RETENTION_DAYS)
  throw new Error('domain events must be pruned before their effect keys');

const PRUNE_BATCH = 5_000;
const PRUNE_BATCHES_MAX = 100;
const DAY_MS = 86_400_000;

/** Deletes events older than EVENT_RETENTION_DAYS that no delivery job names any more, in capped batches. */
export async function pruneDomainEvents(db: Db): Promise<number> {
  let total = 0;
  for (let i = 0; i < PRUNE_BATCHES_MAX; i++) {
    const r = await db.execute(sql`
      WITH pending AS (
        SELECT substring(key from ':([0-9]+)$')::bigint AS id FROM ${sql.identifier(JOBS_SCHEMA)}.jobs
         WHERE key LIKE 'evt:%')
      DELETE FROM domain_events WHERE id IN (
        SELECT e.id FROM domain_events e
         WHERE e.occurred_at < now() - make_interval(days => ${EVENT_RETENTION_DAYS})
           AND NOT EXISTS (SELECT 1 FROM pending p WHERE p.id = e.id)
         LIMIT ${PRUNE_BATCH})`);
    total += r.rowCount ?? 0;
    if ((r.rowCount ?? 0) < PRUNE_BATCH) break;
  }
  return total;
}

/** Daily pruning of delivered events (UTC night; a day missed while no node ran is run late). */
export function domainEventJobs(db: Db): CronDefinition[] {
  return [
    defineCron({
      name: 'platform.prune_domain_events',
      cron: '37 3 * * *',
      backfillMs: DAY_MS,
      handler: async (ctx) => {
        const removed = await pruneDomainEvents(db);
        ctx.log.info({ removed }, `domain events older than ${EVENT_RETENTION_DAYS} days pruned`);
      },
    }),
  ];
}
