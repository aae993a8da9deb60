import { defineCron, type CronDefinition } from '../../platform/jobs';
import type { VitalsService } from './vitals.service';

export const VITALS_PRUNE_JOB = 'vitals.prune';
const DAY_MS = 86_400_000;

/** The daily removal of samples past the retention (a day missed while no node ran is run late). */
export function vitalsJobs(vitals: VitalsService): CronDefinition[] {
  return [
    defineCron({
      name: VITALS_PRUNE_JOB,
      cron: '47 3 * * *',
      backfillMs: DAY_MS,
      handler: async (ctx) => {
        const removed = await vitals.prune();
        ctx.log.info({ removed }, 'vitals: samples past their retention removed');
      },
    }),
  ];
}
