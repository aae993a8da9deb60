import type { FastifyBaseLogger } from 'fastify';
import { run, runOnce, type Runner } from 'graphile-worker';
import type pg from 'pg';
import type { DbOrTx } from '../db';
import { deadLetters, retryDeadLetter, type DeadLetter } from './dead-letters';
import type { AnyJobDefinition, CronDefinition, JobDefinition } from './define';
import { WorkerLiveness } from './liveness';
import { workerLogger } from './log';
import { addJob, addJobs, JOBS_SCHEMA, removeJob, rescheduleJob, type EnqueueOptions } from './queue';
import { cronItems, cronRun, taskList } from './tasks';

export { defineCron, defineJob } from './define';
export type { AnyJobDefinition, CronContext, CronDefinition, JobContext, JobDefinition } from './define';
export { effects } from './effects';
export type { DeadLetter } from './dead-letters';
export type { EnqueueOptions } from './queue';
export { migrateJobs } from './migrate';
export { jobById, listJobs, lockJob, lockJobByKey, runJobAgain } from './inspect';
export type { InspectedJob, JobPageQuery, JobState, JobThresholds } from './inspect';

/**
 * A job's outcome (completed, or failed with its backoff) is written before the pool stops: a drain resolves,
 * and a stopping node exits, only once every outcome is stored (graphile-worker otherwise writes them behind).
 */
const FLUSH_OUTCOMES = { completeJobBatchDelay: 0, failJobBatchDelay: 0 };

/** JOBS_* settings (platform/config.ts). */
export interface JobsConfig {
  /** Whether this node runs jobs (any node may enqueue). */
  enabled: boolean;
  /** Jobs one node runs at the same time. */
  concurrency: number;
  /** How often an idle node looks for jobs that became due (new jobs are announced at once). */
  pollMs: number;
}

export interface JobsOptions {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  config: JobsConfig;
  /** Jobs of dead workers go back to the queue: checked every `sweepMs`, once locked `graceMs` (liveness.ts). */
  orphans?: { sweepMs: number; graceMs: number };
}

/**
 * Durable jobs on PostgreSQL (graphile-worker): one registry of job and cron definitions, enqueueing inside
 * the caller's transaction, and the runner this node starts when JOBS=on.
 */
export class Jobs {
  private readonly defs = new Map<string, AnyJobDefinition>();
  private runner: Runner | undefined;
  private starting: Promise<void> | undefined;
  private liveness: WorkerLiveness | undefined;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly opts: JobsOptions) {}

  /** Adds definitions (before the runner starts). A name is registered once. */
  register(...defs: AnyJobDefinition[]): void {
    if (this.starting) throw new Error('jobs are registered before the runner starts');
    for (const def of defs) {
      if (this.defs.has(def.name)) throw new Error(`job ${def.name} is registered twice`);
      if (def.kind === 'cron') cronItems([def]); // throws on a bad pattern
      this.defs.set(def.name, def);
    }
  }

  /**
   * Adds a one-off job in `db`'s transaction (it exists only if that commits). The payload is checked by the
   * definition's schema now and again when it runs. Returns the job id.
   */
  enqueue<P>(db: DbOrTx, job: JobDefinition<P>, payload: NoInfer<P>, opts?: EnqueueOptions): Promise<string>;
  enqueue(db: DbOrTx, job: string, payload: unknown, opts?: EnqueueOptions): Promise<string>;
  async enqueue(
    db: DbOrTx,
    job: JobDefinition<unknown> | string,
    payload: unknown,
    opts: EnqueueOptions = {},
  ): Promise<string> {
    const def = this.definition(typeof job === 'string' ? job : job.name);
    if (def.kind !== 'job') throw new Error(`${def.name} is recurring: use runCron`);
    return addJob(db, def.name, def.payload.parse(payload), opts.maxAttempts ?? def.maxAttempts, opts);
  }

  /**
   * `enqueue` of many jobs of one definition in one statement (each payload checked now and when it runs), each
   * with its optional key. Returns how many were added.
   */
  enqueueMany<P>(
    db: DbOrTx,
    job: JobDefinition<P>,
    jobs: readonly { payload: NoInfer<P>; key?: string }[],
  ): Promise<number> {
    const def = this.definition(job.name);
    if (def.kind !== 'job') throw new Error(`${def.name} is recurring: use runCron`);
    const parsed = jobs.map((j) => ({ payload: def.payload.parse(j.payload), key: j.key }));
    return addJobs(db, def.name, parsed, def.maxAttempts);
  }

  /** A run of a recurring job for `slot` now (an operator's "run now", tests), besides its schedule. */
  async runCron(db: DbOrTx, name: string, slot = new Date()): Promise<string> {
    const def = this.definition(name);
    if (def.kind !== 'cron') throw new Error(`${name} is not recurring`);
    return addJob(db, name, cronRun(slot), def.maxAttempts, {});
  }

  /** Cancels the job of `key` (see queue.ts). Returns whether there was one. */
  cancel(db: DbOrTx, key: string): Promise<boolean> {
    return removeJob(db, key);
  }

  /** Moves the pending job of `key` to `runAt`. Returns whether there was one. */
  reschedule(db: DbOrTx, key: string, runAt: Date): Promise<boolean> {
    return rescheduleJob(db, key, runAt);
  }

  deadLetters(db: DbOrTx, limit?: number): Promise<DeadLetter[]> {
    return deadLetters(db, limit);
  }

  retryDeadLetter(db: DbOrTx, id: string): Promise<boolean> {
    return retryDeadLetter(db, id);
  }

  /** Starts this node's runner (workers + crontab) when JOBS=on; a no-op otherwise or when started. */
  start(): Promise<void> {
    if (!this.opts.config.enabled) return Promise.resolve();
    this.starting ??= this.startRunner();
    return this.starting;
  }

  /** Stops taking jobs and waits for the running ones (their abort signal fires after 5 s). */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.starting?.catch(() => undefined);
    const runner = this.runner;
    this.runner = undefined;
    await runner?.stop();
    this.liveness?.close();
  }

  /** Runs every job due now, one at a time, then resolves (tests; the crontab is not involved). */
  async drain(): Promise<void> {
    await runOnce({
      pgPool: this.opts.pool,
      schema: JOBS_SCHEMA,
      concurrency: 1,
      noHandleSignals: true,
      preset: { worker: FLUSH_OUTCOMES },
      logger: workerLogger(this.opts.log),
      taskList: taskList(this.defs.values(), this.opts.log),
    });
  }

  /** Hands the jobs of dead workers back to the queue now (see liveness.ts). */
  async sweepOrphans(graceMs = this.orphans.graceMs): Promise<string[]> {
    const liveness = (this.liveness ??= new WorkerLiveness(this.opts.pool, this.opts.log));
    return liveness.sweep(graceMs);
  }

  private get orphans(): { sweepMs: number; graceMs: number } {
    return this.opts.orphans ?? { sweepMs: 30_000, graceMs: 30_000 };
  }

  private definition(name: string): AnyJobDefinition {
    const def = this.defs.get(name);
    if (!def) throw new Error(`no job named ${name} is registered`);
    return def;
  }

  private async startRunner(): Promise<void> {
    const { pool, log, config } = this.opts;
    const liveness = (this.liveness ??= new WorkerLiveness(pool, log));
    const crons = [...this.defs.values()].filter((d): d is CronDefinition => d.kind === 'cron');
    const runner = await run({
      pgPool: pool,
      schema: JOBS_SCHEMA,
      concurrency: config.concurrency,
      pollInterval: config.pollMs,
      noHandleSignals: true,
      logger: workerLogger(log),
      taskList: taskList(this.defs.values(), log),
      parsedCronItems: cronItems(crons),
      preset: {
        worker: FLUSH_OUTCOMES,
        plugins: [
          {
            name: 'MeridianWorkerLiveness',
            version: '1.0.0',
            // Jobs are locked by the worker pool's id: it is what the liveness lock names.
            worker: { hooks: { startWorker: (_ctx, event) => liveness.hold(event.worker.workerPool.id) } },
          },
        ],
      },
    });
    this.runner = runner;
    runner.promise.catch((err: unknown) => log.error({ err }, 'job runner stopped on an error'));
    for (const def of crons.filter((d) => d.runAtStart))
      await runner.addJob(def.name, cronRun(new Date()), {
        jobKey: `${def.name}:start`,
        maxAttempts: def.maxAttempts,
      });
    const sweep = () =>
      void this.sweepOrphans().catch((err: unknown) => log.warn({ err }, 'dead job worker check failed'));
    sweep();
    this.sweeper = setInterval(sweep, this.orphans.sweepMs);
    this.sweeper.unref();
    log.info(
      { jobs: this.defs.size, cron: crons.length, concurrency: config.concurrency },
      'job runner started',
    );
  }
}
