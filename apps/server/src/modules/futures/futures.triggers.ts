import { Decimal, type LeverCloseReason } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { createTriggerIndex } from '../../engines/triggers/trigger-index';
import type { Trigger, TriggerIndex } from '../../engines/triggers/types';
import type { Db, DbOrTx } from '../../platform/db';
import { Leadership } from '../../platform/leadership';
import { Scheduler } from '../../platform/scheduler';
import type { MarketService, Tick } from '../market';
import * as repo from './futures.repo';
import type { LeverPositionRow } from './futures.schema';
import type { FuturesService } from './futures.service';
import { levelsOf, type TriggerKind, type TriggerPayload } from './trigger-levels';

/** Triggers one `index.tick` call returns at most (a burst is taken in slices). */
export const TICK_SLICE = 1000;
/** Fired triggers processed per transaction. */
export const JOB_BATCH = 100;
/** The leader re-reads rows changed by other nodes this often, and rows changed in the last window again. */
const SYNC_MS = 1000;
const SYNC_WINDOW_MS = 5000;
const SYNC_PAGES_MAX = 50;
const REBUILD_PAGES_MAX = 10_000;

interface Job {
  payload: TriggerPayload;
  price: string;
  time: number;
}

const REASON: Record<Exclude<TriggerKind, 'lim'>, LeverCloseReason> = {
  tp: 'tp',
  sl: 'sl',
  liq: 'liquidation',
};

/**
 * The futures trigger runtime (issue 6): limit activations, TP, SL and liquidation levels of every live
 * position in the trigger index (engines/triggers), per symbol in the pair's ticks. Only the node leading the
 * 'futures-triggers' role runs it (platform/leadership.ts; another node takes over if it dies or loses it).
 *
 * Every market tick is applied to the index synchronously as it arrives (O(log n + fired) per tick, in slices
 * of TICK_SLICE), so each trigger fires on the first tick that reaches it and carries that tick's price and
 * time. Fired triggers go to one in-order work queue (its length is bounded by the live triggers), processed
 * JOB_BATCH per transaction: the batch's rows are locked in id order first, then each job re-checks its
 * position's state (a manual close racing a trigger pays once) and closes at the tick price that fired it,
 * storing price, time and reason (a failed batch runs again job by job). A change committed on this node
 * updates the index at once; changes made on other nodes arrive through the `updated_seq` sync every second.
 */
export class FuturesTriggers {
  index: TriggerIndex<TriggerPayload> = createTriggerIndex<TriggerPayload>();
  private readonly queue: Job[] = [];
  /** `kind:positionId` of the jobs waiting in the queue (a level fires once while its job waits). */
  private readonly queued = new Set<string>();
  private worker: Promise<void> | undefined;
  private readonly lastTick = new Map<number, { price: string; time: number }>();
  private readonly scheduler: Scheduler;
  private readonly role: Leadership;
  private lastSeq = 0;
  private offTicks: (() => void) | undefined;
  private offChanges: (() => void) | undefined;
  private started = false;

  constructor(
    private readonly deps: {
      db: Db;
      pool: pg.Pool;
      service: FuturesService;
      market: MarketService;
      log: FastifyBaseLogger;
    },
  ) {
    this.scheduler = new Scheduler(deps.log);
    this.role = new Leadership(deps.pool, {
      name: 'futures-triggers',
      log: deps.log,
      onLead: (signal) => this.lead(signal),
      onStepDown: () => Promise.resolve(this.demote()),
    });
  }

  /** Tries to lead (see Leadership), syncing every second while leading (overnight fees are the futures.overnight job). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.role.start();
    this.scheduler.every('lever-triggers', SYNC_MS, async () => {
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

  /** Leading: the index is rebuilt from the live positions, then follows ticks and this node's changes. */
  private async lead(signal: AbortSignal): Promise<void> {
    this.index = createTriggerIndex<TriggerPayload>();
    this.lastTick.clear();
    this.lastSeq = await repo.currentSeq(this.deps.db);
    let after = 0;
    for (let page = 0; page < REBUILD_PAGES_MAX && !signal.aborted; page++) {
      const rows = await repo.livePositions(this.deps.db, after, repo.REPO_BATCH_MAX);
      for (const r of rows) this.apply(r);
      if (rows.length < repo.REPO_BATCH_MAX) break;
      after = rows[rows.length - 1]!.id;
    }
    this.offChanges = this.deps.service.onChange((rows) => rows.forEach((r) => this.apply(r)));
    this.offTicks = this.deps.market.onTicks((batch) => batch.ticks.forEach((t) => this.onTick(t)));
    this.deps.log.info({ triggers: this.index.count() }, 'futures trigger index rebuilt');
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
    this.index = createTriggerIndex<TriggerPayload>();
    this.lastTick.clear();
  }

  /** Rows changed since the last sync (other nodes' requests), plus a short window again (commit order). */
  private async sync(): Promise<void> {
    const since = new Date(Date.now() - SYNC_WINDOW_MS);
    for (let page = 0; page < SYNC_PAGES_MAX; page++) {
      const rows = await repo.changedSince(this.deps.db, this.lastSeq, since, repo.REPO_BATCH_MAX);
      for (const r of rows) {
        this.apply(r);
        this.lastSeq = Math.max(this.lastSeq, r.updatedSeq);
      }
      if (rows.length < repo.REPO_BATCH_MAX) break;
    }
  }

  /** Puts a row's current levels in the index (none unless pending or open); a level the last tick already
   * reached fires at once with that tick's price. */
  apply(row: LeverPositionRow): void {
    for (const kind of ['lim', 'tp', 'sl', 'liq'] as const) this.index.remove(`${kind}:${row.id}`);
    let pair;
    try {
      pair = this.deps.service.pairById(row.pairId);
    } catch {
      return;
    }
    const last = this.lastTick.get(row.pairId);
    for (const t of levelsOf(row, pair)) {
      if (last && crossed(t, toTicks(last.price, pair.pricePrecision)))
        this.enqueue({ payload: t.payload, price: last.price, time: last.time });
      else this.index.add(t);
    }
  }

  private onTick(tick: Tick): void {
    let pair;
    try {
      pair = this.deps.service.pairById(tick.pairId);
    } catch {
      return;
    }
    this.lastTick.set(tick.pairId, { price: tick.price, time: tick.time });
    const ticks = toTicks(tick.price, pair.pricePrecision);
    for (;;) {
      const fired = this.index.tick(pair.symbol, ticks, TICK_SLICE);
      for (const t of fired) this.enqueue({ payload: t.payload, price: tick.price, time: tick.time });
      if (fired.length < TICK_SLICE) break;
    }
  }

  private enqueue(job: Job): void {
    const key = `${job.payload.kind}:${job.payload.positionId}`;
    if (this.queued.has(key)) return;
    this.queued.add(key);
    this.queue.push(job);
    this.worker ??= this.drain().finally(() => (this.worker = undefined));
  }

  /** Jobs in firing order, up to JOB_BATCH per transaction (a failed batch runs again job by job). */
  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const jobs = this.queue.splice(0, JOB_BATCH);
      for (const j of jobs) this.queued.delete(`${j.payload.kind}:${j.payload.positionId}`);
      if (jobs.length === 1 || !(await this.runBatch(jobs))) for (const job of jobs) await this.run(job);
    }
  }

  private transition(tx: DbOrTx, job: Job): Promise<LeverPositionRow | undefined> {
    const { positionId, kind } = job.payload;
    const at = new Date(job.time);
    const t = this.deps.service.transitions;
    const reached = (row: LeverPositionRow) => this.reached(row, job);
    return kind === 'lim'
      ? t.activate(tx, positionId, job.price, at, reached)
      : t.close(tx, positionId, REASON[kind], job.price, at, undefined, reached);
  }

  /** The row's level of this kind, as it is now (another node may have moved it), is reached by the price. */
  private reached(row: LeverPositionRow, job: Job): boolean {
    const pair = this.deps.service.pairById(row.pairId);
    const level = levelsOf(row, pair).find((t) => t.payload.kind === job.payload.kind);
    return level !== undefined && crossed(level, toTicks(job.price, pair.pricePrecision));
  }

  /** A job that did nothing (the row changed since the level fired): its current levels go back in. */
  private async restore(jobs: Job[], rows: (LeverPositionRow | undefined)[]): Promise<void> {
    for (const [i, job] of jobs.entries()) {
      if (rows[i]) continue;
      const row = await repo.getPosition(this.deps.db, job.payload.positionId).catch(() => undefined);
      if (row) this.apply(row);
    }
  }

  /** One transaction for a slice of jobs: their rows are locked first, in id order (no lock cycles). */
  private async runBatch(jobs: Job[]): Promise<boolean> {
    try {
      const rows = await this.deps.db.transaction(async (tx) => {
        await repo.lockPositions(
          tx,
          jobs.map((j) => j.payload.positionId),
        );
        const out: (LeverPositionRow | undefined)[] = [];
        for (const job of jobs) out.push(await this.transition(tx, job));
        return out;
      });
      this.deps.service.changed(rows);
      await this.restore(jobs, rows);
      return true;
    } catch (err) {
      this.deps.log.warn(
        { err, jobs: jobs.length },
        'futures trigger batch failed; running its jobs one by one',
      );
      return false;
    }
  }

  private async run(job: Job): Promise<void> {
    const { positionId, kind } = job.payload;
    try {
      const row = await this.deps.db.transaction((tx) => this.transition(tx, job));
      this.deps.service.changed([row]);
      await this.restore([job], [row]);
    } catch (err) {
      this.deps.log.error({ err, positionId, kind }, 'futures trigger failed; its levels are restored');
      const row = await repo.getPosition(this.deps.db, positionId).catch(() => undefined);
      if (row) this.apply(row);
    }
  }
}

function crossed(t: Trigger<TriggerPayload>, price: bigint): boolean {
  return t.direction === 'above' ? price >= t.level : price <= t.level;
}

/** A feed price in the pair's ticks (a finer price rounds down). */
export function toTicks(price: string, pricePrecision: number): bigint {
  return BigInt(new Decimal(price).mul(new Decimal(10).pow(pricePrecision)).floor().toFixed(0));
}
