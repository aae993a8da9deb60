import type { Db } from '../../platform/db';
import { defineCron, type CronDefinition } from '../../platform/jobs';
import { runOvernight } from './overnight';
import type { FuturesService } from './futures.service';

/**
 * The overnight fee, every 15 minutes (UTC) on whichever node runs jobs: each position open since before the
 * slot's UTC day began pays that day's fee once (keyed by position and day in lever_overnight_charges, in the
 * fee's own transaction), so a slot run twice or late charges nothing more.
 */
export function futuresJobs(deps: { db: Db; futures: FuturesService }): CronDefinition[] {
  return [
    defineCron({
      name: 'futures.overnight',
      cron: '*/15 * * * *',
      runAtStart: true,
      handler: async (ctx) => {
        const changed = await runOvernight(deps.db, deps.futures, ctx.slot);
        if (changed > 0)
          ctx.log.info({ changed, day: ctx.slot.toISOString().slice(0, 10) }, 'overnight fees');
      },
    }),
  ];
}
