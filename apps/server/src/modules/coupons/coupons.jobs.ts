import type { FastifyBaseLogger } from 'fastify';
import { defineCron, type CronDefinition } from '../../platform/jobs';
import type { Db } from '../../platform/db';
import * as repo from './coupons.repo';

export const COUPONS_EXPIRE_JOB = 'coupons.expire';
const BATCH = 1000;

/**
 * `coupons.expire` (every minute): unused coupons past expires_at become expired, a batch per transaction (rows
 * locked SKIP LOCKED; a coupon being used right now is left to its use, which re-checks the expiry under the
 * lock). A coupon in use stays in use until its position closes.
 */
export class CouponJobs {
  constructor(private readonly d: { db: Db; log: FastifyBaseLogger; now: () => Date }) {}

  get definitions(): CronDefinition[] {
    return [
      defineCron({
        name: COUPONS_EXPIRE_JOB,
        cron: '* * * * *',
        runAtStart: true,
        handler: async (ctx) => {
          const n = await this.expireDue(ctx.signal);
          if (n > 0) ctx.log.info({ coupons: n }, 'coupons: expired');
        },
      }),
    ];
  }

  async expireDue(signal?: AbortSignal): Promise<number> {
    let total = 0;
    for (;;) {
      if (signal?.aborted) break;
      const n = await this.d.db.transaction((tx) => repo.expireDue(tx, this.d.now(), BATCH));
      total += n;
      if (n < BATCH) break;
    }
    return total;
  }
}
