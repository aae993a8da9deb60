/**
 * The timed window of the earn benchmarks: one cron run that enqueues batch jobs, run by the app's job runner;
 * timed from enqueueing the run to the last batch's commit, each batch's own time as the module observes it.
 */
import { noJobsLeft, waitFor, type BenchApp } from './in-process-app';
import { machine } from './machine';
import { stats } from './stats';

export interface CronBatches {
  /** Each batch's own time (ms), in commit order. */
  batchMs: number[];
  /** From enqueueing the cron run to the last batch's commit. */
  seconds: number;
}

/**
 * Subscribes to the module's batch observer, runs the cron slot `at` of `cron`, waits until `orders` are paid
 * and then until no job of `jobPrefix` is left.
 */
export async function timeCronBatches(
  app: BenchApp,
  o: {
    label: string;
    cron: string;
    at: Date;
    orders: number;
    jobPrefix: string;
    jobsWhat: string;
    timeoutMs: number;
    /** Hands each paying batch's time and count to `batch` (the module's own observe hook). */
    observe: (batch: (ms: number, paid: number) => void) => void;
  },
): Promise<CronBatches> {
  const batchMs: number[] = [];
  let lastCommit = 0;
  let paid = 0;
  o.observe((ms, n) => {
    batchMs.push(ms);
    paid += n;
    lastCommit = performance.now();
  });
  const started = performance.now();
  await app.services.jobs.runCron(app.db, o.cron, o.at);
  await waitFor(o.label, 'every order paid', () => Promise.resolve(paid >= o.orders), o.timeoutMs);
  const seconds = (lastCommit - started) / 1000;
  await noJobsLeft(app, o.label, o.jobsWhat, o.jobPrefix, o.timeoutMs);
  return { batchMs, seconds };
}

/** The printed result of a timed cron run, its fields in the order the earn benchmarks print them. */
export function cronBatchResult<C extends Record<string, number>>(o: {
  benchmark: string;
  description: string;
  app: BenchApp;
  run: CronBatches;
  orders: number;
  concurrency: string;
  ledgerClean: boolean;
  checks: C;
  seedMs: number;
}) {
  const b = stats(o.run.batchMs);
  return {
    benchmark: o.benchmark,
    description: o.description,
    machine: machine(),
    node: process.version,
    postgres: o.app.postgres,
    orders: o.orders,
    batches: o.run.batchMs.length,
    job_concurrency: Number(o.concurrency),
    seconds: Number(o.run.seconds.toFixed(2)),
    orders_per_second: Math.round(o.orders / o.run.seconds),
    batch_p50_ms: b.p50,
    batch_p99_ms: b.p99,
    batch_max_ms: b.max,
    ledger_clean: o.ledgerClean,
    checks: o.checks,
    seed_seconds: Number((o.seedMs / 1000).toFixed(1)),
    at: new Date().toISOString(),
  };
}
