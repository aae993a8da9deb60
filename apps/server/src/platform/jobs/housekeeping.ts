import type { Db } from '../db';
import { pruneIdempotencyKeys } from '../http/idempotency';
import { defineCron, type CronDefinition } from './define';
import { effects } from './effects';

const DAY_MS = 86_400_000;

/** Daily pruning of platform tables (UTC night; a day missed while no node ran is run late). */
export function housekeepingJobs(db: Db): CronDefinition[] {
  return [
    defineCron({
      name: 'platform.prune_idempotency_keys',
      cron: '17 3 * * *',
      backfillMs: DAY_MS,
      handler: async (ctx) => {
        const removed = await pruneIdempotencyKeys(db);
        ctx.log.info({ removed }, 'idempotency keys older than 7 days pruned');
      },
    }),
    defineCron({
      name: 'platform.prune_job_effects',
      cron: '27 3 * * *',
      backfillMs: DAY_MS,
      handler: async (ctx) => {
        const removed = await effects.prune(db);
        ctx.log.info({ removed }, 'job effect keys past their retention pruned');
      },
    }),
  ];
}
