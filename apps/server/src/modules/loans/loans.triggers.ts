import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { createTriggerIndex } from '../../engines/triggers/trigger-index';
import type { Trigger, TriggerIndex } from '../../engines/triggers/types';
import type { Db, Tx } from '../../platform/db';
import { Leadership } from '../../platform/leadership';
import { Scheduler } from '../../platform/scheduler';
import type { MarketService, Tick } from '../market';
import * as repo from './loans.repo';
import type { LoanRow } from './loans.schema';
import type { LoansService } from './loans.service';
import { toTicks } from './loans.transitions';

/** liq = liquidation level, mc = margin-call level, mcr = the margin call's end (LTV back below it). */
export type LoanTriggerKind = 'liq' | 'mc' | 'mcr';
export interface LoanTriggerPayload {
  loanId: number;
  kind: LoanTriggerKind;
}
interface Job {
  payload: LoanTriggerPayload;
  price: string;
  time: number;
}

const SYNC_MS = 1000;
const SYNC_WINDOW_MS = 5000;
const SYNC_PAGES_MAX = 50;
const REBUILD_PAGES_MAX = 10_000;
const TICK_SLICE = 1000;
const KINDS = ['liq', 'mc', 'mcr'] as const;

/**
 * The levels of a loan in its pair's ticks: an active loan is liquidated 'below' its liquidation price; while no
 * margin call is open it gets one 'below' the margin-call price, while one is open it ends 'above' that price.
 */
export function loanLevels(
  row: LoanRow,
  symbol: string,
  pricePrecision: number,
): Trigger<LoanTriggerPayload>[] {
  if (row.status !== 'active') return [];
  const at = (kind: LoanTriggerKind, level: bigint, direction: 'above' | 'below') => ({
    id: `${kind}:${row.id}`,
    symbol,
    direction,
    level,
    payload: { loanId: row.id, kind },
  });
  const mc = toTicks(row.marginCallPrice, pricePrecision);
  return [
    at('liq', toTicks(row.liquidationPrice, pricePrecision), 'below'),
    row.marginCall ? at('mcr', mc + 1n, 'above') : at('mc', mc, 'below'),
  ];
}

const crossed = (t: Trigger<LoanTriggerPayload>, price: bigint) =>
  t.direction === 'above' ? price >= t.level : price <= t.level;

/**
 * The loans' trigger runtime (issue 17), on the same trigger index as the futures (engines/triggers): every
 * active loan's liquidation and margin-call levels per pair. Only the node leading the 'loans-triggers' role runs
 * it (platform/leadership.ts). Each tick is applied as it arrives, so a level fires on the first tick reaching
 * it and carries that tick's price and time. Fired levels are processed in order, one transaction each, under
 * the loan's row lock: the transition re-checks the level on the locked row (a repayment racing a liquidation
 * settles once), liquidates at the tick's price, or opens/ends a margin call. Loans changed on this node are
 * re-placed at once (LoansService.onChange); changes from other nodes arrive through the `updated_seq` sync.
 */
export class LoansTriggers {
  index: TriggerIndex<LoanTriggerPayload> = createTriggerIndex<LoanTriggerPayload>();
  private readonly queue: Job[] = [];
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
    private readonly d: {
      db: Db;
      pool: pg.Pool;
      loans: LoansService;
      market: Pick<MarketService, 'onTicks'>;
      log: FastifyBaseLogger;
    },
  ) {
    this.scheduler = new Scheduler(d.log);
    this.role = new Leadership(d.pool, {
      name: 'loans-triggers',
      log: d.log,
      onLead: (signal) => this.lead(signal),
      onStepDown: () => Promise.resolve(this.demote()),
    });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.role.start();
    this.scheduler.every('loans-triggers', SYNC_MS, async () => {
      if (this.role.leading) await this.sync();
    });
  }

  get leading(): boolean {
    return this.role.leading;
  }

  /** Resolves true once this node leads and its index is rebuilt (false if another node leads). */
  ready(): Promise<boolean> {
    return this.role.leading ? Promise.resolve(true) : this.role.tryLead();
  }

  /** Resolves when every fired level so far has been processed. */
  async idle(): Promise<void> {
    while (this.worker) await this.worker;
  }

  async stop(): Promise<void> {
    await this.scheduler.stop();
    this.offTicks?.();
    this.offChanges?.();
    await this.idle();
    await this.role.stop();
  }

  private async lead(signal: AbortSignal): Promise<void> {
    this.index = createTriggerIndex<LoanTriggerPayload>();
    this.lastTick.clear();
    this.lastSeq = await repo.currentSeq(this.d.db);
    let after = 0;
    for (let page = 0; page < REBUILD_PAGES_MAX && !signal.aborted; page++) {
      const rows = await repo.activeLoans(this.d.db, after, repo.REPO_BATCH_MAX);
      for (const r of rows) this.apply(r);
      if (rows.length < repo.REPO_BATCH_MAX) break;
      after = rows[rows.length - 1]!.id;
    }
    this.offChanges = this.d.loans.onChange((rows) => rows.forEach((r) => this.apply(r)));
    this.offTicks = this.d.market.onTicks((batch) => batch.ticks.forEach((t) => this.onTick(t)));
    this.d.log.info({ triggers: this.index.count() }, 'loans trigger index rebuilt');
  }

  private demote(): void {
    this.offTicks?.();
    this.offChanges?.();
    this.offTicks = this.offChanges = undefined;
    this.index = createTriggerIndex<LoanTriggerPayload>();
    this.lastTick.clear();
  }

  private async sync(): Promise<void> {
    const since = new Date(Date.now() - SYNC_WINDOW_MS);
    for (let page = 0; page < SYNC_PAGES_MAX; page++) {
      const rows = await repo.changedSince(this.d.db, this.lastSeq, since, repo.REPO_BATCH_MAX);
      for (const r of rows) {
        this.apply(r);
        this.lastSeq = Math.max(this.lastSeq, r.updatedSeq);
      }
      if (rows.length < repo.REPO_BATCH_MAX) break;
    }
  }

  /**
   * Puts a loan's current levels in the index; one the last tick already reached fires at once at its price
   * (unless `wait`: after a failed transition it waits for the next tick instead of retrying in a loop).
   */
  apply(row: LoanRow, wait = false): void {
    for (const kind of KINDS) this.index.remove(`${kind}:${row.id}`);
    const pair = this.d.loans.cat.pair(row.pairId);
    if (!pair) return;
    const last = this.lastTick.get(row.pairId);
    for (const t of loanLevels(row, pair.symbol, pair.pricePrecision)) {
      if (!wait && last && crossed(t, toTicks(last.price, pair.pricePrecision)))
        this.enqueue({ payload: t.payload, price: last.price, time: last.time });
      else this.index.add(t);
    }
  }

  private onTick(tick: Tick): void {
    const pair = this.d.loans.cat.pair(tick.pairId);
    if (!pair) return;
    this.lastTick.set(tick.pairId, { price: tick.price, time: tick.time });
    const ticks = toTicks(tick.price, pair.pricePrecision);
    for (;;) {
      const fired = this.index.tick(pair.symbol, ticks, TICK_SLICE);
      for (const t of fired) this.enqueue({ payload: t.payload, price: tick.price, time: tick.time });
      if (fired.length < TICK_SLICE) break;
    }
  }

  private enqueue(job: Job): void {
    const key = `${job.payload.kind}:${job.payload.loanId}`;
    if (this.queued.has(key)) return;
    this.queued.add(key);
    this.queue.push(job);
    this.worker ??= this.drain().finally(() => (this.worker = undefined));
  }

  private async drain(): Promise<void> {
    for (let job = this.queue.shift(); job; job = this.queue.shift()) {
      this.queued.delete(`${job.payload.kind}:${job.payload.loanId}`);
      await this.run(job);
    }
  }

  private transition(tx: Tx, job: Job): Promise<LoanRow | undefined> {
    const t = this.d.loans.transitions;
    const { loanId, kind } = job.payload;
    const at = new Date(job.time);
    switch (kind) {
      case 'liq':
        return t.sell(tx, loanId, 'liquidation', job.price, at, (row) => this.reached(row, job));
      case 'mc':
        return t.marginCall(tx, loanId, job.price, at);
      case 'mcr':
        return t.marginReset(tx, loanId, job.price);
    }
  }

  /** The loan's liquidation level as it is now (repaid in part, more collateral) is reached by the price. */
  private reached(row: LoanRow, job: Job): boolean {
    const pair = this.d.loans.cat.pair(row.pairId);
    if (!pair) return false;
    const level = loanLevels(row, pair.symbol, pair.pricePrecision).find((t) => t.payload.kind === 'liq');
    return level !== undefined && crossed(level, toTicks(job.price, pair.pricePrecision));
  }

  /** One transaction per fired level; when it changed nothing, the loan's current levels go back in. */
  private async run(job: Job): Promise<void> {
    const { loanId, kind } = job.payload;
    let failed = false;
    try {
      const row = await this.d.db.transaction((tx) => this.transition(tx, job));
      if (row) return;
    } catch (err) {
      failed = true;
      this.d.log.error({ err, loanId, kind }, 'loan trigger failed; its levels are restored');
    }
    const current = await repo.getLoan(this.d.db, loanId).catch(() => undefined);
    if (current) this.apply(current, failed);
  }
}
