import { spotStopDirection } from '@meridian/contract/spot/stops';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Trigger } from '../../engines/triggers/types';
import type { Db } from '../../platform/db';
import { LeadingTriggers, toTicks, type FiredLevel, type PricedPair } from '../../platform/leading-triggers';
import type { MarketService } from '../market';
import * as repo from './spot.repo';
import type { SpotOrderRow } from './spot.schema';
import type { SpotService } from './spot.service';

export interface StopPayload {
  orderId: number;
}
type Job = FiredLevel<StopPayload>;

/** Fired stops handed to the spot queues at once (one pair's join one batch, group-commit.ts). */
export const STOP_JOB_BATCH = 48;

/** A waiting stop's level: a buy 'above' its trigger, a sell 'below' it, in the pair's ticks; none otherwise. */
export function stopLevels(row: SpotOrderRow, pair: PricedPair): Trigger<StopPayload>[] {
  if (row.status !== 'untriggered' || row.triggerPrice === null) return [];
  return [
    {
      id: `stop:${row.id}`,
      symbol: pair.symbol,
      direction: spotStopDirection(row.side === 'buy' ? 'buy' : 'sell'),
      level: toTicks(row.triggerPrice, pair.pricePrecision),
      payload: { orderId: row.id },
    },
  ];
}

/**
 * The spot stops' trigger runtime, on the trigger index and leader runtime of the futures and loans
 * (platform/leading-triggers.ts, role 'spot-stops'): every waiting stop's level per pair, fed by the market
 * feed's ticks (the last price the app shows), rebuilt from the `untriggered` rows when this node starts to lead.
 * Stops placed or cancelled on this node reach the index at once (`SpotService.onStops`), those of other nodes
 * through the sync (new ids, and a window of recent changes). A fired level triggers its stop through the pair's
 * queue, whose conditional update makes it happen once whatever races it (a second leader, the OCO pair's fill,
 * a cancel); a stop whose trigger failed goes back in the index and waits for the next tick.
 */
export class SpotStopTriggers extends LeadingTriggers<SpotOrderRow, StopPayload> {
  constructor(
    private readonly d: {
      db: Db;
      pool: pg.Pool;
      spot: SpotService;
      market: Pick<MarketService, 'onTicks' | 'listPairs'>;
      log: FastifyBaseLogger;
    },
  ) {
    const { db, spot } = d;
    const pair = (pairId: number) => d.market.listPairs().find((p) => p.id === pairId);
    super(
      {
        role: 'spot-stops',
        syncTask: 'spot-stops',
        rebuiltMessage: 'spot stop index rebuilt',
        page: repo.REPO_BATCH_MAX,
        livePage: (after, limit) => repo.untriggeredPage(db, after, limit),
        changedSince: (seq, since, limit) => repo.untriggeredSince(db, seq, since, limit),
        currentSeq: () => repo.maxOrderId(db),
        idOf: (r) => r.id,
        seqOf: (r) => r.id,
        pairIdOf: (r) => r.pairId,
        onChange: (listener) => spot.onStops(listener),
        pair,
        levels: (row, p) => stopLevels(row, p),
        triggerIds: (row) => [`stop:${row.id}`],
        keyOf: (p) => `stop:${p.orderId}`,
        batch: STOP_JOB_BATCH,
      },
      {
        pool: d.pool,
        ticks: (listener) => d.market.onTicks((batch) => listener(batch.ticks)),
        log: d.log,
      },
    );
  }

  /** The fired stops all at once: each pair's queue takes its stops into one batch, in firing order. */
  protected async process(jobs: Job[]): Promise<void> {
    await Promise.all(jobs.map((job) => this.run(job)));
  }

  private async run(job: Job): Promise<void> {
    const { orderId } = job.payload;
    try {
      await this.d.spot.stops.trigger(orderId, job.price, job.time);
    } catch (err) {
      this.d.log.error({ err, orderId }, 'spot stop trigger failed; it waits for the next tick');
      const row = await repo.findOrder(this.d.db, orderId).catch(() => undefined);
      if (row) this.apply(row, true);
    }
  }
}
