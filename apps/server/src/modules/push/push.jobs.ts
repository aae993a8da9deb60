import type { Db } from '../../platform/db';
import { defineCron, type AnyJobDefinition } from '../../platform/jobs';
import type { PushDelivery } from './delivery';
import * as repo from './push.repo';

/** A delivery is kept a week: its job has long stopped retrying by then. */
const KEEP_DELIVERIES_MS = 7 * 86_400_000;

/** The delivery job and the daily pruning of what it recorded. */
export function pushJobs(d: { db: Db; delivery: PushDelivery }): AnyJobDefinition[] {
  return [
    d.delivery.job,
    defineCron({
      name: 'push.prune_deliveries',
      cron: '17 3 * * *',
      handler: async ({ slot }) => {
        await repo.pruneDeliveries(d.db, new Date(slot.getTime() - KEEP_DELIVERIES_MS));
      },
    }),
  ];
}
