import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { Leadership } from './leadership';
import { Scheduler } from './scheduler';

/** The leader re-reads rows changed by other nodes this often, and rows changed in the last window again. */
const SYNC_MS = 1000;
const SYNC_WINDOW_MS = 5000;
const SYNC_PAGES_MAX = 50;

/** One market tick as the feed gives it. */
export interface PriceTick {
  pairId: number;
  price: string;
  time: number;
}

/** Where a leading engine's rows and ticks come from. */
export interface LeadingEngineSource<Row> {
  /** The leadership role ('futures-triggers', 'alerts-triggers') and the sync timer's name. */
  role: string;
  syncTask: string;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  ticks(listener: (ticks: readonly PriceTick[]) => void): () => void;
  /** Rows changed since `seq` or at/after `since`, in seq order (the sync), and the current max seq. */
  changedSince(seq: number, since: Date, limit: number): Promise<Row[]>;
  currentSeq(): Promise<number>;
  seqOf(row: Row): number;
  /** Rows one sync query reads. */
  page: number;
  /** Called with the rows this node changed, once committed. */
  onChange(listener: (rows: Row[]) => void): () => void;
  /** Jobs taken from the queue per `handle` call. */
  batch: number;
}

/**
 * An in-memory price engine that one node runs (price triggers, price alerts): only the node leading `role` runs
 * it (platform/leadership.ts; another node takes over if it dies or loses it). Leading, it rebuilds its index
 * from the live rows, then applies every market tick as it arrives and follows changes: this node's at once
 * (`onChange`), other nodes' through the `updated_seq` sync every second (plus the last few seconds again, since
 * sequence numbers are not given in commit order). What a tick sets off goes to one in-order work queue, handed
 * to `handle` `batch` jobs at a time. Stepping down drops the index; jobs already queued still run (each
 * re-checks its row in its transaction, so a second leader cannot act twice).
 */
export abstract class LeadingEngine<Row, Job> {
  /** The last tick of each pair since this node leads (a row placed after it is checked against it). */
  protected readonly lastTick = new Map<number, { price: string; time: number }>();
  private readonly queue: Job[] = [];
  private worker: Promise<void> | undefined;
  private readonly scheduler: Scheduler;
  private readonly role: Leadership;
  private lastSeq = 0;
  private offTicks: (() => void) | undefined;
  private offChanges: (() => void) | undefined;
  private started = false;

  /** An empty index (before a rebuild, and when stepping down). */
  protected abstract reset(): void;
  /** Loads every live row into the empty index; logs what it loaded. */
  protected abstract rebuild(signal: AbortSignal): Promise<void>;
  /** Puts a row's current state in the index (a change, a sync). */
  protected abstract apply(row: Row): void;
  /** Applies one tick (`lastTick` already holds it). */
  protected abstract onTick(tick: PriceTick): void;
  /** Acts on queued jobs in order. */
  protected abstract handle(jobs: Job[]): Promise<void>;

  constructor(private readonly source: LeadingEngineSource<Row>) {
    this.scheduler = new Scheduler(source.log);
    this.role = new Leadership(source.pool, {
      name: source.role,
      log: source.log,
      onLead: (signal) => this.lead(signal),
      onStepDown: () => Promise.resolve(this.demote()),
    });
  }

  /** Tries to lead (see Leadership), syncing every second while leading. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.role.start();
    this.scheduler.every(this.source.syncTask, SYNC_MS, async () => {
      if (this.role.leading) await this.sync();
    });
  }

  /** True while this node runs the engine. */
  get leading(): boolean {
    return this.role.leading;
  }

  /** Resolves true once this node leads and its index is rebuilt (false if another node leads). */
  ready(): Promise<boolean> {
    return this.role.leading ? Promise.resolve(true) : this.role.tryLead();
  }

  /** Resolves when every job queued so far has been handled. */
  async idle(): Promise<void> {
    while (this.worker) await this.worker;
  }

  /** Steps down (ticks off, index dropped, lock released) once the jobs queued so far are handled. */
  async stop(): Promise<void> {
    await this.scheduler.stop();
    this.offTicks?.();
    this.offChanges?.();
    await this.idle();
    await this.role.stop();
  }

  protected enqueue(job: Job): void {
    this.queue.push(job);
    this.worker ??= this.drain().finally(() => (this.worker = undefined));
  }

  private async lead(signal: AbortSignal): Promise<void> {
    this.demote();
    this.lastSeq = await this.source.currentSeq();
    // no tick or change reaches the index before it is loaded
    await this.rebuild(signal);
    this.offChanges = this.source.onChange((rows) => rows.forEach((r) => this.apply(r)));
    this.offTicks = this.source.ticks((ticks) => {
      for (const t of ticks) {
        this.lastTick.set(t.pairId, { price: t.price, time: t.time });
        this.onTick(t);
      }
    });
  }

  private demote(): void {
    this.offTicks?.();
    this.offChanges?.();
    this.offTicks = this.offChanges = undefined;
    this.reset();
    this.lastTick.clear();
  }

  private async sync(): Promise<void> {
    const since = new Date(Date.now() - SYNC_WINDOW_MS);
    for (let page = 0; page < SYNC_PAGES_MAX; page++) {
      const rows = await this.source.changedSince(this.lastSeq, since, this.source.page);
      for (const r of rows) {
        this.apply(r);
        this.lastSeq = Math.max(this.lastSeq, this.source.seqOf(r));
      }
      if (rows.length < this.source.page) break;
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) await this.handle(this.queue.splice(0, this.source.batch));
  }
}
