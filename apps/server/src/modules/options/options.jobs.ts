import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../platform/db';
import type { EventBus } from '../../platform/events';
import { Leadership } from '../../platform/leadership';
import type { Ledger } from '../ledger';
import type { MarketService, TickBatch } from '../market';
import * as repo from './options.repo';
import type { Notifier } from '../notifications';
import { notifySettled } from './notify';
import type { OptionsHooks } from './options.hooks';
import type { OptionsService } from './options.service';
import { settleDueBatch, type SettleBatchOptions, type SettledOutcome } from './settlement';

export interface SettlerDeps {
  db: Db;
  pool: pg.Pool;
  ledger: Ledger;
  market: MarketService;
  options: OptionsService;
  events: EventBus;
  /** One notification per settled order, written in its settlement batch's transaction. */
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Orders per settlement transaction. */
  batchSize?: number;
  /** The lifecycle hooks every settlement batch runs (options.hooks.ts). */
  hooks: OptionsHooks;
}

/** Seconds after a settle second at which the sweeper settles it even without a later tick (feed stalled). */
export const SWEEP_GRACE_SECONDS = 3;
const SWEEP_INTERVAL_MS = 1_000;
/** Most jobs (a tick's record + settle) waiting; beyond it a tick's prices are dropped (and logged). */
const MAX_QUEUED = 120;
/** Most batches one settle pass runs before yielding to the queue again. */
const MAX_BATCHES_PER_PASS = 1_000;
const PRUNE_EVERY = 60;
const PRUNE_LIMIT = 10_000;

/**
 * Records option prices and settles orders, on the one node leading the 'options-settler' role
 * (platform/leadership.ts; another node takes over if it dies or loses its lock):
 * - every tick batch of second T writes the price in effect during T of each options pair (while any order
 *   is open), then settles every order whose settle second is before T — its second's price is final;
 * - a sweeper every second settles orders more than SWEEP_GRACE_SECONDS overdue (feed stalled), and once at
 *   start everything overdue from before a restart; an order whose second has no recorded price is void;
 * - after each committed batch, `options.settled` goes on the event bus (→ `closed_microorder`).
 * Jobs run one at a time in a queue; settlement itself is exactly-once in the database (settleDueBatch).
 */
export class OptionsSettler {
  private readonly role: Leadership;
  private readonly batchSize: number;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private openOrders = 0;
  private sweeps = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly offs: (() => void)[] = [];

  constructor(private readonly d: SettlerDeps) {
    this.batchSize = d.batchSize ?? 500;
    this.role = new Leadership(d.pool, {
      name: 'options-settler',
      log: d.log,
      onLead: () => Promise.resolve(this.lead()),
      onStepDown: () => this.stepDown(),
    });
  }

  get isLeading(): boolean {
    return this.role.leading;
  }

  start(): void {
    this.role.start();
  }

  /** Steps down (no new jobs; the queued ones finish) and releases the lock. */
  async stop(): Promise<void> {
    await this.role.stop();
  }

  /** Waits until every queued job has run (tests). */
  idle(): Promise<void> {
    return this.queue;
  }

  /** Settles every order due at or before `upToSecond` (batch after batch); returns how many settled. */
  async settleUpTo(upToSecond: number, extra: Partial<SettleBatchOptions> = {}): Promise<number> {
    let total = 0;
    const limit = extra.limit ?? this.batchSize;
    for (let i = 0; i < MAX_BATCHES_PER_PASS; i++) {
      const settled = await settleDueBatch(this.d.db, this.d.ledger, {
        upToSecond,
        nowMs: this.d.options.clock(),
        hooks: this.d.hooks,
        effects: async (tx, outcomes) => {
          const orders = await this.d.options.views(
            outcomes.map((o) => o.id),
            tx,
          );
          await notifySettled(tx, this.d.notifier, orders);
        },
        ...extra,
        limit,
      });
      total += settled.length;
      if (settled.length > 0) await this.publish(settled);
      if (settled.length < limit) break;
    }
    return total;
  }

  /** Leading: prices and settlement follow the ticks; a sweep now (overdue orders) and every second. */
  private lead(): void {
    this.offs.push(this.d.market.onTicks((batch) => this.onTicks(batch)));
    this.offs.push(this.d.options.onSubmitted(() => (this.openOrders = Math.max(1, this.openOrders + 1))));
    this.enqueueSweep();
    this.timer = setInterval(() => this.enqueueSweep(), SWEEP_INTERVAL_MS);
  }

  private async stepDown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const off of this.offs.splice(0)) off();
    await this.queue;
  }

  private onTicks(batch: TickBatch): void {
    if (this.openOrders === 0 || batch.ticks.length === 0) return;
    const second = Math.floor(Math.max(...batch.ticks.map((t) => t.time)) / 1000);
    const prices: { pairId: number; price: string }[] = [];
    for (const p of this.d.market.listPairs()) {
      const price = p.openOptions === 1 ? this.d.market.lastPrice(p.id) : undefined;
      if (price) prices.push({ pairId: p.id, price });
    }
    const queued = this.enqueue(async () => {
      await repo.recordPrices(this.d.db, second, prices);
      await this.settleUpTo(second - 1);
    });
    if (!queued) this.d.log.warn({ second }, 'option prices of a second dropped: settlement queue full');
  }

  /**
   * The sweep's clock is read when it is queued, not when it runs: ticks queued before it are recorded by
   * then, and a lagging queue never makes it void an order whose second's tick is still waiting behind it.
   */
  private enqueueSweep(): void {
    const nowMs = this.d.options.clock();
    this.enqueue(() => this.sweep(nowMs));
  }

  private async sweep(nowMs: number): Promise<void> {
    const nowSecond = Math.floor(nowMs / 1000);
    await this.settleUpTo(nowSecond - SWEEP_GRACE_SECONDS);
    this.openOrders = await repo.openOrderCount(this.d.db);
    if (++this.sweeps % PRUNE_EVERY === 1) await repo.prunePrices(this.d.db, nowSecond, PRUNE_LIMIT);
  }

  private enqueue(job: () => Promise<void>): boolean {
    if (this.queued >= MAX_QUEUED) return false;
    this.queued++;
    this.queue = this.queue
      .then(job)
      .catch((err: unknown) => this.d.log.error({ err }, 'option settlement job failed'))
      .finally(() => this.queued--);
    return true;
  }

  private async publish(settled: readonly SettledOutcome[]): Promise<void> {
    const orders = await this.d.options.views(settled.map((s) => s.id));
    this.d.events.emit('options.settled', { orders });
  }
}
