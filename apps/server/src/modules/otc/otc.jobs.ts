import { defineCron, type CronDefinition } from '../../platform/jobs';
import type { Db } from '../../platform/db';
import type { FastifyBaseLogger } from 'fastify';
import * as repo from './otc.repo';
import type { OtcTransitions } from './transitions';

export const OTC_EXPIRE_JOB = 'otc.expire';

/**
 * The OTC crons: `otc.expire` (every minute) cancels each unpaid buy whose payment window ended — one
 * transaction per order, the order's row locked and its state checked (a voucher or a cancel that committed
 * first wins; running twice expires nothing twice).
 */
export class OtcJobs {
  private readonly now: () => Date;

  constructor(
    private readonly d: { db: Db; transitions: OtcTransitions; log: FastifyBaseLogger; now?: () => Date },
  ) {
    this.now = d.now ?? (() => new Date());
  }

  get definitions(): CronDefinition[] {
    return [
      defineCron({
        name: OTC_EXPIRE_JOB,
        cron: '* * * * *',
        runAtStart: true,
        handler: async (ctx) => {
          const n = await this.expireDue(ctx.signal);
          if (n > 0) ctx.log.info({ orders: n }, 'otc: unpaid orders expired');
        },
      }),
    ];
  }

  /** Expires every due order; returns how many this call expired (a failure is logged and thrown at the end). */
  async expireDue(signal?: AbortSignal): Promise<number> {
    let done = 0;
    let failed: Error | undefined;
    for (const id of await repo.dueForExpiry(this.d.db, this.now())) {
      if (signal?.aborted) break;
      try {
        if (await this.d.db.transaction((tx) => this.d.transitions.expire(tx, id, this.now()))) done++;
      } catch (err) {
        this.d.log.error({ err, orderId: id }, 'otc: an order could not be expired');
        failed ??= err instanceof Error ? err : new Error(String(err));
      }
    }
    if (failed) throw failed;
    return done;
  }
}
