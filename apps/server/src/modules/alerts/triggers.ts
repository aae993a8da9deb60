import { Decimal } from '@meridian/contract';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import { ALERT_WINDOW_MINUTES } from '@meridian/contract/alerts';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../platform/db';
import { toTicks } from '../../platform/leading-triggers';
import { LeadingEngine, type PriceTick } from '../../platform/leading-engine';
import type { MarketService } from '../market';
import type { NotificationInput, Notifier } from '../notifications';
import { AlertIndex, type AlertEvent, type IndexedAlert } from './alert-index';
import * as repo from './alerts.repo';
import type { PriceAlertRow } from './alerts.schema';
import type { AlertsService } from './alerts.service';

/** Fired or re-armed alerts written per transaction. */
const BATCH = 100;
const WINDOWS = Object.values(ALERT_WINDOW_MINUTES);

/** A tick's event with the tick's price as the feed printed it and its time. */
interface Job {
  event: AlertEvent;
  price: string;
  time: number;
}

interface Pair {
  symbol: string;
  pricePrecision: number;
}

/** A live alert row as the index holds it; undefined when it is off or deleted. */
export function indexedAlert(row: PriceAlertRow, pricePrecision: number): IndexedAlert | undefined {
  if (!row.active || row.deleted) return undefined;
  return {
    id: row.id,
    pairId: row.pairId,
    kind: row.kind as IndexedAlert['kind'],
    level: row.price === null ? 0n : toTicks(row.price, pricePrecision),
    bp: row.percent === null ? 0 : new Decimal(row.percent).mul(100).toNumber(),
    windowMinutes: row.windowMinutes ?? 0,
    repeat: row.repeat,
    armed: row.armed,
  };
}

/** The notification of a fired alert: its key, the tick's price and what the alert watched, linking to the pair. */
export function alertNotification(row: PriceAlertRow, symbol: string, job: Job): NotificationInput {
  const e = job.event;
  const base = {
    userId: row.userId,
    link: `${NOTIFICATION_LINKS.pair}?symbol=${encodeURIComponent(symbol)}`,
    ref: `alert:${row.id}:${row.firedCount}`,
  };
  if (row.kind === 'move' && e.type === 'fire')
    return {
      ...base,
      key: 'alert_price_move',
      params: {
        symbol,
        sign: e.up ? '+' : '−',
        percent: new Decimal(e.moveBp ?? 0).div(100).toFixed(2),
        hours: String((row.windowMinutes ?? 0) / 60),
        price: job.price,
      },
    };
  return {
    ...base,
    key: row.kind === 'above' ? 'alert_price_above' : 'alert_price_below',
    params: { symbol, price: job.price, target: new Decimal(row.price ?? '0').toFixed() },
  };
}

/**
 * The price alerts' trigger runtime (platform/leading-engine.ts; role 'alerts-triggers'): the AlertIndex of the live
 * rows. Fired and re-armed alerts are written in order, a batch per transaction: each firing is a conditional
 * update of the row (live, armed, same target) and its notification in the same transaction, so a restart, a late
 * sync or a second leader can never fire one crossing twice.
 */
export class AlertTriggers extends LeadingEngine<PriceAlertRow, Job> {
  private index = new AlertIndex(WINDOWS);
  /** The live rows the index holds (what a firing writes and notifies). */
  private readonly rows = new Map<number, PriceAlertRow>();
  /** The newest `updated_seq` applied per alert (a sync re-reading an older state of it changes nothing). */
  private readonly seen = new Map<number, number>();
  private pairs = new Map<number, Pair>();

  constructor(
    private readonly d: {
      db: Db;
      pool: pg.Pool;
      alerts: AlertsService;
      notifier: Notifier;
      market: Pick<MarketService, 'onTicks' | 'listPairs'>;
      log: FastifyBaseLogger;
      /** The leadership role's name (tests run a second node under its own). */
      role?: string;
    },
  ) {
    super({
      role: d.role ?? 'alerts-triggers',
      syncTask: 'alerts-triggers',
      pool: d.pool,
      log: d.log,
      ticks: (listener) => d.market.onTicks((batch) => listener(batch.ticks)),
      changedSince: (seq, since, limit) => repo.changedSince(d.db, seq, since, limit),
      currentSeq: () => repo.currentSeq(d.db),
      seqOf: (row) => row.updatedSeq,
      page: repo.REPO_PAGE,
      onChange: (listener) => d.alerts.onChange(listener),
      batch: BATCH,
    });
  }

  /** Alerts the index holds (tests, logs). */
  count(): number {
    return this.index.count();
  }

  protected reset(): void {
    this.index = new AlertIndex(WINDOWS);
    this.rows.clear();
    this.seen.clear();
  }

  protected async rebuild(): Promise<void> {
    for (let after = 0; ;) {
      const page = await repo.livePage(this.d.db, after, repo.REPO_PAGE);
      for (const row of page) this.apply(row);
      if (page.length < repo.REPO_PAGE) break;
      after = page[page.length - 1]!.id;
    }
    this.d.log.info({ alerts: this.index.count() }, 'price alert index rebuilt');
  }

  private pair(pairId: number): Pair | undefined {
    let p = this.pairs.get(pairId);
    if (!p) {
      this.pairs = new Map(this.d.market.listPairs().map((x) => [x.id, x]));
      p = this.pairs.get(pairId);
    }
    return p;
  }

  /**
   * Puts a row's current state in the index, unless this node already applied a newer state of it (its own firing
   * or re-arming, which a late sync reads again). A live armed alert the last tick already satisfies fires at once,
   * unless `wait` (after a failed write it waits for the next tick rather than retry in a loop).
   */
  protected apply(row: PriceAlertRow, opts: { force?: boolean; wait?: boolean } = {}): void {
    if (!opts.force && (this.seen.get(row.id) ?? 0) >= row.updatedSeq) return;
    this.seen.set(row.id, Math.max(this.seen.get(row.id) ?? 0, row.updatedSeq));
    const pair = this.pair(row.pairId);
    const alert = pair && indexedAlert(row, pair.pricePrecision);
    if (!alert) {
      this.rows.delete(row.id);
      this.index.remove(row.id);
      return;
    }
    this.rows.set(row.id, row);
    const last = this.lastTick.get(row.pairId);
    const events = this.index.put(alert, !opts.wait);
    if (last) for (const event of events) this.enqueue({ event, ...last });
  }

  protected onTick({ pairId, price, time }: PriceTick): void {
    const pair = this.pair(pairId);
    if (!pair) return;
    const events: AlertEvent[] = [];
    this.index.tick(pairId, toTicks(price, pair.pricePrecision), time, events);
    for (const event of events) this.enqueue({ event, price, time });
  }

  /** One transaction for a batch of events; on a failure their rows are read again and wait for the next tick. */
  protected async handle(jobs: Job[]): Promise<void> {
    try {
      const { written, missed } = await this.d.db.transaction(async (tx) => {
        const written: PriceAlertRow[] = [];
        const missed: number[] = [];
        const notes: NotificationInput[] = [];
        for (const job of jobs) {
          const row = this.rows.get(job.event.id) ?? (await repo.get(tx, job.event.id));
          if (!row) continue;
          const done =
            job.event.type === 'fire'
              ? await repo.fire(tx, row, { price: job.price, time: new Date(job.time) })
              : await repo.rearm(tx, row.id);
          if (!done) {
            missed.push(row.id);
            continue;
          }
          written.push(done);
          if (job.event.type === 'fire')
            notes.push(alertNotification(done, this.pair(done.pairId)?.symbol ?? '', job));
        }
        await this.d.notifier.notifyMany(tx, notes);
        return { written, missed };
      });
      // the index already holds these states: only the rows (and their seq) are remembered
      for (const row of written) this.remember(row);
      for (const id of missed) await this.reread(id, false);
    } catch (err) {
      this.d.log.error({ err, alerts: jobs.map((j) => j.event.id) }, 'price alerts not written; read again');
      for (const job of jobs) await this.reread(job.event.id, true);
    }
  }

  private remember(row: PriceAlertRow): void {
    if ((this.seen.get(row.id) ?? 0) >= row.updatedSeq) return;
    this.seen.set(row.id, row.updatedSeq);
    if (!this.rows.has(row.id)) return;
    if (row.active && !row.deleted) this.rows.set(row.id, row);
    else this.rows.delete(row.id);
  }

  /** The row as stored now goes back in the index (another node fired it, or its target moved meanwhile). */
  private async reread(id: number, wait: boolean): Promise<void> {
    const row = await repo.get(this.d.db, id).catch(() => undefined);
    if (row) this.apply(row, { force: true, wait });
  }
}
