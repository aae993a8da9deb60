import { Decimal } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { createTriggerIndex } from '../engines/triggers/trigger-index';
import type { Trigger, TriggerIndex } from '../engines/triggers/types';
import { LeadingEngine, type PriceTick } from './leading-engine';

/** Triggers one `index.tick` call returns at most (a burst is taken in slices). */
export const TICK_SLICE = 1000;
const REBUILD_PAGES_MAX = 10_000;

/** A feed price in a pair's ticks (a finer price rounds down). */
export function toTicks(price: string, pricePrecision: number): bigint {
  return BigInt(new Decimal(price).mul(new Decimal(10).pow(pricePrecision)).floor().toFixed(0));
}

/** The trigger fires at this price (in ticks): 'above' at or over its level, 'below' at or under it. */
export function crossed(t: Pick<Trigger, 'direction' | 'level'>, price: bigint): boolean {
  return t.direction === 'above' ? price >= t.level : price <= t.level;
}

/** A fired level, with the price and time of the tick that reached it. */
export interface FiredLevel<P> {
  payload: P;
  price: string;
  time: number;
}

export interface PricedPair {
  symbol: string;
  pricePrecision: number;
}

/** What a product plugs into the runtime: its live rows, their levels, and what a fired level does. */
export interface TriggerRows<Row, P> {
  /** The leadership role ('futures-triggers', 'loans-triggers') and the sync timer's name. */
  role: string;
  syncTask: string;
  /** Log line once the index is rebuilt. */
  rebuiltMessage: string;
  /** Rows one rebuild or sync query reads. */
  page: number;
  /** Rows with levels, after `afterId` in id order (the rebuild). */
  livePage(afterId: number, limit: number): Promise<Row[]>;
  /**
   * Optional, replaces `livePage` + `levels` in the rebuild: every live row's levels in id order,
   * read the product's faster way (futures: only the columns the levels need, in large pages).
   */
  liveLevels?(signal: AbortSignal, maxPages: number): Promise<Trigger<P>[]>;
  /** Rows changed since `seq` or at/after `since`, in seq order (the sync), and the current max seq. */
  changedSince(seq: number, since: Date, limit: number): Promise<Row[]>;
  currentSeq(): Promise<number>;
  idOf(row: Row): number;
  seqOf(row: Row): number;
  pairIdOf(row: Row): number;
  /** Called with the rows this node changed, once committed. */
  onChange(listener: (rows: Row[]) => void): () => void;
  /** The pair of a tick or row; undefined when unknown. */
  pair(pairId: number): PricedPair | undefined;
  /** The row's levels now (none when it has none), and every id it may have had (removed first). */
  levels(row: Row, pair: PricedPair): Trigger<P>[];
  triggerIds(row: Row): string[];
  /** One fired level waits in the queue once: its key. */
  keyOf(payload: P): string;
  /** Fired levels taken from the queue per `process` call. */
  batch: number;
}

/**
 * A price-trigger runtime on one leading node (futures, loans, spot stops; platform/leading-engine.ts): the live
 * rows' levels in the trigger index (engines/triggers), per symbol in the pair's ticks.
 *
 * Every market tick is applied to the index synchronously as it arrives (O(log n + fired) per tick, in slices
 * of TICK_SLICE), so each trigger fires on the first tick that reaches it and carries that tick's price and
 * time. Fired triggers go to the engine's in-order work queue (a level waits there once), handed to `process`
 * `batch` at a time (the subclass's `process`).
 */
export abstract class LeadingTriggers<Row, P> extends LeadingEngine<Row, FiredLevel<P>> {
  index: TriggerIndex<P> = createTriggerIndex<P>();
  /** Keys of the levels waiting in the queue (a level fires once while its job waits). */
  private readonly queued = new Set<string>();

  /** Acts on fired levels in firing order (re-checking each row under its lock). */
  protected abstract process(jobs: FiredLevel<P>[]): Promise<void>;

  constructor(
    private readonly rows: TriggerRows<Row, P>,
    private readonly runtime: {
      pool: pg.Pool;
      ticks: (listener: (ticks: readonly PriceTick[]) => void) => () => void;
      log: FastifyBaseLogger;
    },
  ) {
    super({
      role: rows.role,
      syncTask: rows.syncTask,
      pool: runtime.pool,
      log: runtime.log,
      ticks: runtime.ticks,
      changedSince: (seq, since, limit) => rows.changedSince(seq, since, limit),
      currentSeq: () => rows.currentSeq(),
      seqOf: (row) => rows.seqOf(row),
      page: rows.page,
      onChange: (listener) => rows.onChange(listener),
      batch: rows.batch,
    });
  }

  protected reset(): void {
    this.index = createTriggerIndex<P>();
  }

  /**
   * Every live row's levels are collected first and bulk-loaded into the empty index once (levels hashed, then
   * sorted once), not added one by one.
   */
  protected async rebuild(signal: AbortSignal): Promise<void> {
    const levels = this.rows.liveLevels
      ? await this.rows.liveLevels(signal, REBUILD_PAGES_MAX)
      : await this.pagedLevels(signal);
    this.index.load(levels);
    this.runtime.log.info({ triggers: this.index.count() }, this.rows.rebuiltMessage);
  }

  /** Every live row's levels, read `page` rows at a time through `livePage`. */
  private async pagedLevels(signal: AbortSignal): Promise<Trigger<P>[]> {
    const levels: Trigger<P>[] = [];
    let after = 0;
    for (let page = 0; page < REBUILD_PAGES_MAX && !signal.aborted; page++) {
      const rows = await this.rows.livePage(after, this.rows.page);
      for (const r of rows) {
        const pair = this.rows.pair(this.rows.pairIdOf(r));
        if (pair) for (const t of this.rows.levels(r, pair)) levels.push(t);
      }
      if (rows.length < this.rows.page) break;
      after = this.rows.idOf(rows[rows.length - 1]!);
    }
    return levels;
  }

  /**
   * Puts a row's current levels in the index; a level the last tick already reached fires at once with that
   * tick's price (unless `wait`: after a failed attempt it waits for the next tick rather than retry in a loop).
   */
  apply(row: Row, wait = false): void {
    for (const id of this.rows.triggerIds(row)) this.index.remove(id);
    const pairId = this.rows.pairIdOf(row);
    const pair = this.rows.pair(pairId);
    if (!pair) return;
    const last = this.lastTick.get(pairId);
    for (const t of this.rows.levels(row, pair)) {
      if (!wait && last && crossed(t, toTicks(last.price, pair.pricePrecision)))
        this.fire({ payload: t.payload, price: last.price, time: last.time });
      else this.index.add(t);
    }
  }

  protected onTick(tick: PriceTick): void {
    const pair = this.rows.pair(tick.pairId);
    if (!pair) return;
    const ticks = toTicks(tick.price, pair.pricePrecision);
    for (;;) {
      const fired = this.index.tick(pair.symbol, ticks, TICK_SLICE);
      for (const t of fired) this.fire({ payload: t.payload, price: tick.price, time: tick.time });
      if (fired.length < TICK_SLICE) break;
    }
  }

  protected handle(jobs: FiredLevel<P>[]): Promise<void> {
    for (const j of jobs) this.queued.delete(this.rows.keyOf(j.payload));
    return this.process(jobs);
  }

  private fire(job: FiredLevel<P>): void {
    const key = this.rows.keyOf(job.payload);
    if (this.queued.has(key)) return;
    this.queued.add(key);
    this.enqueue(job);
  }
}
