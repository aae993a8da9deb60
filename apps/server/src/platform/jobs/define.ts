import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/** What a handler knows about the run it is in. */
export interface JobContext {
  /** graphile-worker's job id (a bigint as a string). */
  jobId: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  maxAttempts: number;
  /** The job key it was enqueued with, if any. */
  key: string | null;
  log: FastifyBaseLogger;
  /** Aborted when the node shuts down (a handler that loops should stop early; the job then retries). */
  signal: AbortSignal;
}

/** A one-off job: enqueued with `jobs.enqueue(tx, def, payload, …)`, run once it is due. */
export interface JobDefinition<P> {
  kind: 'job';
  /** Unique task name, `<module>.<what>` (e.g. `wallet.notify_deposit`). */
  name: string;
  /** The payload as stored (JSON), checked when enqueued and again when run. */
  payload: z.ZodType<P>;
  /** Runs before it is left failed for good (the dead-letter state). Default 10. */
  maxAttempts: number;
  /** (Method syntax: a definition of any payload fits `AnyJobDefinition`.) */
  handler(payload: P, ctx: JobContext): Promise<void>;
}

/** The slot (UTC minute) a recurring job runs for. */
export interface CronContext extends JobContext {
  slot: Date;
  /** The slot was missed while no node ran jobs and is run late (see `backfillMs`). */
  backfilled: boolean;
}

/** A recurring job: one run per matching UTC minute across every node. */
export interface CronDefinition {
  kind: 'cron';
  name: string;
  /** Five-field crontab pattern, evaluated in UTC (`*\/15 * * * *`, `0 3 * * *`). */
  cron: string;
  /** Slots missed while no node ran jobs are run late if not older than this. Default 0 (skipped). */
  backfillMs: number;
  /** Also run once when a runner starts (one pending start run across nodes). Default false. */
  runAtStart: boolean;
  /** Default 3: a recurring job's next slot comes anyway. */
  maxAttempts: number;
  handler: (ctx: CronContext) => Promise<void>;
}

export type AnyJobDefinition = JobDefinition<unknown> | CronDefinition;

/** Job names: lower case words separated by dots or underscores (they are stored in the queue). */
const NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

export function defineJob<P>(def: {
  name: string;
  payload: z.ZodType<P>;
  handler: (payload: P, ctx: JobContext) => Promise<void>;
  maxAttempts?: number;
}): JobDefinition<P> {
  checked(def);
  return {
    kind: 'job',
    name: def.name,
    payload: def.payload,
    maxAttempts: def.maxAttempts ?? 10,
    handler: def.handler,
  };
}

export function defineCron(def: {
  name: string;
  cron: string;
  handler: (ctx: CronContext) => Promise<void>;
  backfillMs?: number;
  runAtStart?: boolean;
  maxAttempts?: number;
}): CronDefinition {
  checked(def);
  return {
    kind: 'cron',
    name: def.name,
    cron: def.cron,
    backfillMs: def.backfillMs ?? 0,
    runAtStart: def.runAtStart ?? false,
    maxAttempts: def.maxAttempts ?? 3,
    handler: def.handler,
  };
}

function checked(def: { name: string; maxAttempts?: number | undefined }): void {
  if (!NAME.test(def.name)) throw new Error(`job name ${def.name} is not <module>.<what>`);
  const max = def.maxAttempts;
  if (max !== undefined && (!Number.isInteger(max) || max < 1 || max > 100))
    throw new Error(`job ${def.name}: maxAttempts must be 1..100`);
}
