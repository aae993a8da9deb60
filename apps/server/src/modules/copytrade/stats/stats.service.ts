import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../platform/db';
import { defineSubscriber, type Subscriber } from '../../../platform/domain-events';
import { defineCron, type CronDefinition } from '../../../platform/jobs';
import type { Services } from '../../../platform/module';
import { allWindows, dailyCurve, STATS_WINDOWS, windowStart } from './compute';
import * as store from './store';

/** The hourly recomputation ("trader data is refreshed hourly"), at minute 7 of every UTC hour. */
export const STATS_CRON = '7 * * * *';

export interface TraderStatsDeps {
  db: Db;
  reads: Services['futuresReads'];
  /** Demo traders are recomputed only while demo content is on. */
  demoContent: boolean;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  now?: () => Date;
}

/**
 * A trader's statistics, recomputed from their own closed futures positions only — by an
 * hourly job for every active trader and after each of their own closes (a domain-event subscriber) — and
 * written to copy_trader_stats (windows 0, 7, 30, 90) and copy_trader_curve. No endpoint writes them.
 */
export class TraderStatsService {
  constructor(private readonly deps: TraderStatsDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Recomputes one trader in `tx` (or a transaction of its own). The trader's lock is taken first and the
   * closes are read after it, so a later recomputation never writes older numbers over newer ones.
   */
  async recompute(traderId: number, tx?: DbOrTx): Promise<void> {
    if (!tx) return this.deps.db.transaction((own) => this.recompute(traderId, own));
    await store.lockTraderStats(tx, traderId);
    const now = this.now();
    const closes = await this.deps.reads.closed(traderId);
    const windows = allWindows(closes, now);
    for (const w of STATS_WINDOWS) {
      const followers = await this.deps.reads.copiesProfit(traderId, windowStart(now, w));
      await store.writeStats(tx, traderId, w, windows.get(w)!, followers.toFixed(), now);
    }
    await store.replaceCurve(tx, traderId, dailyCurve(closes));
  }

  /** Recomputes every active trader (demo traders while demo content is on), one by one. Returns how many. */
  async recomputeAll(signal?: AbortSignal): Promise<number> {
    const ids = await store.activeTraderIds(this.deps.db, this.deps.demoContent);
    let done = 0;
    for (const id of ids) {
      if (signal?.aborted) break;
      try {
        await this.recompute(id);
        done++;
      } catch (err) {
        this.deps.log.warn({ err, traderId: id }, 'copy trading: recomputing a trader failed');
      }
    }
    return done;
  }

  /** The hourly job (also run when a job runner starts, so a fresh node has numbers at once). */
  cron(): CronDefinition {
    return defineCron({
      name: 'copytrade.stats_hourly',
      cron: STATS_CRON,
      runAtStart: true,
      handler: async (ctx) => {
        const n = await this.recomputeAll(ctx.signal);
        ctx.log.info({ traders: n }, 'copy trading: trader statistics recomputed');
      },
    });
  }

  /** After each close of a trader's own position (not a copy), their statistics are recomputed. */
  subscriber(): Subscriber {
    return defineSubscriber({
      name: 'copytrade.stats_after_close',
      event: 'futures.position_closed',
      handle: async (tx, event) => {
        const p = event.payload;
        if (p.copyOf !== null && p.copyOf !== undefined) return;
        const trader = await store.traderOf(tx, p.userId);
        if (!trader) return;
        await this.recompute(p.userId, tx);
      },
    });
  }
}
