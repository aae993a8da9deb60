import { defineCron, type CronDefinition } from '../../platform/jobs';
import type { FiatService } from './fiat.service';

/**
 * The fiat-rate refresh: checked hourly and at start on whichever node runs jobs; it fetches only when the last
 * attempt (successful or not) is 24 h old (FiatService.refreshIfDue).
 */
export function fiatJobs(fiat: FiatService): CronDefinition[] {
  return [
    defineCron({
      name: 'fiat.refresh',
      cron: '0 * * * *',
      runAtStart: true,
      handler: async () => {
        await fiat.refreshIfDue();
      },
    }),
  ];
}
