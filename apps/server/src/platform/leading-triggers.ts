import { Decimal } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { createTriggerIndex } from '../engines/triggers/trigger-index';
import type { Trigger, TriggerIndex } from '../engines/triggers/types';
import { Leadership } from './leadership';
import { Scheduler } from './scheduler';

/** Triggers one `index.tick` call returns at most (a burst is taken in slices). */
export const TICK_SLICE = 1000;
/** The leader re-reads rows changed by other nodes this often, and rows changed in the last window again. */
const SYNC_MS = 1000;
const SYNC_WINDOW_MS = 5000;
const SYNC_PAGES_MAX = 50;
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
 * A price-trigger runtime on one leading node (reused by loans): the live rows' levels in
 * the trigger index (engines/triggers), per symbol in the pair's ticks. Only the node leading `role` runs it
 * (platform/leadership.ts; another node takes over if it dies or loses it).
 *
 * Every market tick is applied to the index synchronously as it arrives (O(log n + fired) per tick, in slices
 * of TICK_SLICE), so each trigger fires on the first tick that reaches it and carries that tick's price and
 * time. Fired triggers go to one in-order work queue (bounded by the live triggers), handed to `process`
 * `batch` at a time (the subclass's `process`). A change committed on this node updates the index at once (`onChange`); changes made on
 * other nodes arrive through the `updated_seq` sync every second.
 */
export abstract class LeadingTriggers<Row, P> {
  index: TriggerIndex<P> = createTriggerIndex<P>();
  private readonly queue: FiredLevel<P>[] = [];
  /** Keys of the levels waiting in the queue (a level fires once while its job waits). */
  private readonly queued = new Set<string>();
  private worker: Promise<void> | undefined;
  private readonly lastTick = new Map<number, { price: string; time: number }>();
  private readonly scheduler: Scheduler;
  private readonly role: Leadership;
  private lastSeq = 0;
  private offTicks: (() => void) | undefined;
  private offChanges: (() => void) | undefined;
  private started = false;

  /** Acts on fired levels in firing order (re-checking each row under its lock). */
  protected abstract process(jobs: FiredLevel<P>[]): Promise<void>;

  constructor(
    private readonly rows: TriggerRows<Row, P>,
    private readonly runtime: {
      pool: pg.Pool;
      ticks: (
        listener: (ticks: readonly { pairId: number; price: string; time: number }[]) => void,
      ) => () => void;
      log: FastifyBaseLogger;
    },
  ) {
    this.scheduler = new Scheduler(runtime.log);
    this.role = new Leadership(runtime.pool, {
      name: rows.role,
      log: runtime.log,
      onLead: (signal) => this.lead(signal),
      onStepDown: () => Promise.resolve(this.demote()),
    });
  }

  /** Tries to lead (see Leadership), syncing every second while leading. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.role.start();
    this.scheduler.every(this.rows.syncTask, SYNC_MS, async () => {
      if (this.role.leading) await this.sync();
    });
  }

  /** True while this node evaluates the triggers. */
  get leading(): boolean {
    return this.role.leading;
  }

  /** Resolves true once this node leads and its index is rebuilt (false if another node leads). */
  ready(): Promise<boolean> {
    return this.role.leading ? Promise.resolve(true) : this.role.tryLead();
  }

  /** Resolves when every fired trigger so far has been processed. */
  async idle(): Promise<void> {
    while (this.worker) await this.worker;
  }

  /** Steps down (ticks off, index dropped, lock released) once the fired triggers so far are processed. */
  async stop(): Promise<void> {
    await this.scheduler.stop();
    this.offTicks?.();
    this.offChanges?.();
    await this.idle();
    await this.role.stop();
  }

  /** Leading: the index is rebuilt from the live rows, then follows ticks and this node's changes. */
  private async lead(signal: AbortSignal): Promise<void> {
    this.index = createTriggerIndex<P>();
    this.lastTick.clear();
    this.lastSeq = await this.rows.currentSeq();
    // Every live row's levels are collected first and bulk-loaded into the empty index once (levels
    // hashed, then sorted once), not added one by one; no tick or change reaches the index before it is loaded.
    const levels = this.rows.liveLevels
      ? await this.rows.liveLevels(signal, REBUILD_PAGES_MAX)
      : await this.pagedLevels(signal);
    this.index.load(levels);
    this.offChanges = this.rows.onChange((rows) => rows.forEach((r) => this.apply(r)));
    this.offTicks = this.runtime.ticks((ticks) => ticks.forEach((t) => this.onTick(t)));
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
   * Stepping down (the lock was lost, or the node stops): stop applying ticks and forget the index (this node
   * rebuilds it if it leads again). Jobs already queued still run: each re-checks its row under a lock, so a
   * second leader cannot settle anything twice.
   */
  private demote(): void {
    this.offTicks?.();
    this.offChanges?.();
    this.offTicks = this.offChanges = undefined;
    this.index = createTriggerIndex<P>();
    this.lastTick.clear();
  }

  /** Rows changed since the last sync (other nodes' requests), plus a short window again (commit order). */
  private async sync(): Promise<void> {
    const since = new Date(Date.now() - SYNC_WINDOW_MS);
    for (let page = 0; page < SYNC_PAGES_MAX; page++) {
      const rows = await this.rows.changedSince(this.lastSeq, since, this.rows.page);
      for (const r of rows) {
        this.apply(r);
        this.lastSeq = Math.max(this.lastSeq, this.rows.seqOf(r));
      }
      if (rows.length < this.rows.page) break;
    }
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
        this.enqueue({ payload: t.payload, price: last.price, time: last.time });
      else this.index.add(t);
    }
  }

  private onTick(tick: { pairId: number; price: string; time: number }): void {
    const pair = this.rows.pair(tick.pairId);
    if (!pair) return;
    this.lastTick.set(tick.pairId, { price: tick.price, time: tick.time });
    const ticks = toTicks(tick.price, pair.pricePrecision);
    for (;;) {
      const fired = this.index.tick(pair.symbol, ticks, TICK_SLICE);
      for (const t of fired) this.enqueue({ payload: t.payload, price: tick.price, time: tick.time });
      if (fired.length < TICK_SLICE) break;
    }
  }

  private enqueue(job: FiredLevel<P>): void {
    const key = this.rows.keyOf(job.payload);
    if (this.queued.has(key)) return;
    this.queued.add(key);
    this.queue.push(job);
    this.worker ??= this.drain().finally(() => (this.worker = undefined));
  }

  /** Jobs in firing order, `batch` per `process` call. */
  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const jobs = this.queue.splice(0, this.rows.batch);
      for (const j of jobs) this.queued.delete(this.rows.keyOf(j.payload));
      await this.process(jobs);
    }
  }
}
