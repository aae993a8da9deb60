import { addDays, utcDay } from '@meridian/contract/earn';
import { z } from 'zod';
import type { Db } from '../../../platform/db';
import {
  defineCron,
  defineJob,
  type AnyJobDefinition,
  type CronDefinition,
  type JobDefinition,
  type Jobs,
} from '../../../platform/jobs';
import * as repo from '../lockming.repo';
import { matureOrder, payDividends, type SettleDeps } from './dividends';

/** Orders per batch job (one transaction each). */
export const LOCK_BATCH = 500;
/** Ids a fan-out reads per query (it enqueues them in batches of LOCK_BATCH). */
const FANOUT_PAGE = 10_000;
/** Batch jobs run after interactive work of the same moment. */
const LOCK_PRIORITY = 5;

const ids = z.array(z.number().int().positive()).min(1).max(1000);
const day = z.iso.date();
const dividendPayload = z.object({ orderIds: ids, through: day });
const maturityPayload = z.object({ orderIds: ids, at: z.iso.datetime() });

export interface LockJobsDeps extends SettleDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueue'>;
}

/** One batch's run, for a benchmark's or an operator's eyes. */
export interface BatchRun {
  job: 'dividends' | 'maturity';
  orders: number;
  paid: number;
  ms: number;
}

/**
 * Lock mining's durable jobs. Crons (UTC): `lockming.publish_rates` (hourly and at start) publishes the
 * default rate of today and tomorrow for every product (an operator's rate for a day stays); `lockming.dividends`
 * (00:01, backfilled, and at start) pays every completed unpaid day — it reads the due orders and enqueues
 * one `lockming.dividend_batch` job per LOCK_BATCH orders, which run in parallel on any node, each one
 * transaction on its orders locked in id order; `lockming.maturity` (every minute) does the same for orders
 * whose term is over (`lockming.maturity_batch`: remaining dividends, principal released, notified). Every
 * step is exactly once: a dividend by its key (order, day), a maturity by the state guard (running) under the
 * order's lock; a batch run twice, or after a crash that rolled it back, pays nothing twice.
 */
export class LockmingJobs {
  readonly dividendBatch: JobDefinition<z.infer<typeof dividendPayload>>;
  readonly maturityBatch: JobDefinition<z.infer<typeof maturityPayload>>;
  readonly crons: CronDefinition[];
  private readonly observers = new Set<(run: BatchRun) => void>();

  constructor(private readonly d: LockJobsDeps) {
    this.dividendBatch = defineJob({
      name: 'lockming.dividend_batch',
      payload: dividendPayload,
      handler: (p) => this.payBatch(p.orderIds, p.through),
    });
    this.maturityBatch = defineJob({
      name: 'lockming.maturity_batch',
      payload: maturityPayload,
      handler: (p) => this.matureBatch(p.orderIds, new Date(p.at)),
    });
    this.crons = [
      defineCron({
        name: 'lockming.publish_rates',
        cron: '0 * * * *',
        runAtStart: true,
        handler: async (ctx) => {
          const n = await this.publishRates(ctx.slot);
          if (n > 0) ctx.log.info({ rates: n }, 'lock mining: default day rates published');
        },
      }),
      defineCron({
        name: 'lockming.dividends',
        cron: '1 0 * * *',
        runAtStart: true,
        backfillMs: 7 * 86_400_000,
        handler: async (ctx) => {
          const n = await this.fanOutDividends(ctx.slot);
          ctx.log.info({ orders: n }, 'lock mining: dividend batches enqueued');
        },
      }),
      defineCron({
        name: 'lockming.maturity',
        cron: '* * * * *',
        handler: async (ctx) => {
          const n = await this.fanOutMaturity(ctx.slot);
          if (n > 0) ctx.log.info({ orders: n }, 'lock mining: maturity batches enqueued');
        },
      }),
    ];
  }

  get definitions(): AnyJobDefinition[] {
    return [this.dividendBatch, this.maturityBatch, ...this.crons];
  }

  /** Called after each batch commits (benchmarks); returns the unsubscribe. */
  observe(fn: (run: BatchRun) => void): () => void {
    this.observers.add(fn);
    return () => this.observers.delete(fn);
  }

  /** Default rates of the day of `at` and the next (products on sale or with running orders). */
  publishRates(at: Date): Promise<number> {
    const today = utcDay(at);
    return repo.publishDefaults(this.d.db, [today, addDays(today, 1)]);
  }

  /** Enqueues the dividend batches of every order with a completed unpaid day before the day of `at`. */
  async fanOutDividends(at: Date): Promise<number> {
    const through = addDays(utcDay(at), -1);
    return this.fanOut(
      (after) => repo.dueForDividends(this.d.db, through, after, FANOUT_PAGE),
      (orderIds) => ({ def: this.dividendBatch, payload: { orderIds, through }, key: `div:${through}` }),
    );
  }

  /** Enqueues the maturity batches of every running order whose term ended by `at`. */
  async fanOutMaturity(at: Date): Promise<number> {
    return this.fanOut(
      (after) => repo.dueForMaturity(this.d.db, at, after, FANOUT_PAGE),
      (orderIds) => ({ def: this.maturityBatch, payload: { orderIds, at: at.toISOString() }, key: 'mature' }),
    );
  }

  /** One dividend batch: the orders locked in id order, their completed days up to `through` paid. */
  async payBatch(orderIds: number[], through: string): Promise<void> {
    const started = performance.now();
    let paid = 0;
    let locked = 0;
    await this.d.db.transaction(async (tx) => {
      const orders = await repo.lockRunning(tx, orderIds);
      locked = orders.length;
      const run = await payDividends(tx, this.d, orders, through);
      paid = run.paid;
      // a long backlog (more than DIVIDEND_DAYS_PER_RUN days) continues in the same batch's next job
      if (run.more) await this.d.jobs.enqueue(tx, this.dividendBatch, { orderIds, through });
    });
    this.emit({ job: 'dividends', orders: locked, paid, ms: performance.now() - started });
  }

  /** One maturity batch: each running order whose term is over by `at` matured (state guard under its lock). */
  async matureBatch(orderIds: number[], at: Date): Promise<void> {
    const started = performance.now();
    let matured = 0;
    await this.d.db.transaction(async (tx) => {
      const orders = (await repo.lockRunning(tx, orderIds)).filter((o) => o.endAt <= at);
      for (const o of orders) await matureOrder(tx, this.d, o);
      matured = orders.length;
    });
    this.emit({ job: 'maturity', orders: matured, paid: matured, ms: performance.now() - started });
  }

  private async fanOut<P>(
    page: (afterId: number) => Promise<number[]>,
    job: (orderIds: number[]) => { def: JobDefinition<P>; payload: P; key: string },
  ): Promise<number> {
    let after = 0;
    let total = 0;
    for (;;) {
      const found = await page(after);
      if (found.length === 0) return total;
      await this.d.db.transaction(async (tx) => {
        for (let i = 0; i < found.length; i += LOCK_BATCH) {
          const orderIds = found.slice(i, i + LOCK_BATCH);
          const j = job(orderIds);
          await this.d.jobs.enqueue(tx, j.def, j.payload, {
            key: `lockming:${j.key}:${orderIds[0]}-${orderIds.at(-1)}`,
            priority: LOCK_PRIORITY,
          });
        }
      });
      total += found.length;
      after = found.at(-1)!;
      if (found.length < FANOUT_PAGE) return total;
    }
  }

  private emit(run: BatchRun): void {
    for (const fn of this.observers) fn(run);
  }
}
