import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';

/** The schema graphile-worker installs and migrates itself (see migrate.ts). */
export const JOBS_SCHEMA = 'graphile_worker';

export interface EnqueueOptions {
  /** When it becomes due (default now). */
  runAt?: Date;
  /**
   * One pending job per key: enqueueing again under a pending key replaces its payload and time; the key is
   * what `cancel` and `reschedule` take. A key whose job is running gets a new job beside it.
   */
  key?: string;
  /** Runs before it is left failed for good (default: the definition's). */
  maxAttempts?: number;
  /** Jobs of one queue run one at a time, in order (keep the number of queue names small). */
  queue?: string;
  /** Lower runs first (default 0). */
  priority?: number;
}

/**
 * Inserts the job with graphile-worker's own SQL function, on the caller's connection: inside a transaction
 * the job exists only if that transaction commits (and the runners are notified at commit). Returns its id.
 */
export async function addJob(
  db: DbOrTx,
  name: string,
  payload: unknown,
  maxAttempts: number,
  opts: EnqueueOptions,
): Promise<string> {
  const r = await db.execute<{ id: string }>(sql`
    SELECT (graphile_worker.add_job(
      identifier => ${name},
      payload => ${JSON.stringify(payload)}::json,
      queue_name => ${opts.queue ?? null}::text,
      run_at => ${opts.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${maxAttempts}::int,
      job_key => ${opts.key ?? null}::text,
      priority => ${opts.priority ?? null}::int
    )).id AS id`);
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error(`job ${name} was not added`);
  return String(id);
}

/**
 * Inserts many jobs of one task in one statement (graphile-worker's `add_jobs`), on the caller's connection like
 * `addJob`: a batch of a transaction (a settlement's notifications) pays one round trip, not one per job. A key
 * replaces the pending job of that key, as `addJob` does (but a job of that key running now is left alone, no job
 * added beside it). Returns how many were added or replaced.
 */
export async function addJobs(
  db: DbOrTx,
  name: string,
  jobs: readonly { payload: unknown; key?: string }[],
  maxAttempts: number,
): Promise<number> {
  // add_jobs refuses one key twice in a call: the later job of a key replaces the earlier, as with addJob
  const keyed = new Map<string, unknown>();
  const unkeyed: unknown[] = [];
  for (const j of jobs) {
    if (j.key === undefined) unkeyed.push(j.payload);
    else {
      keyed.delete(j.key);
      keyed.set(j.key, j.payload);
    }
  }
  if (keyed.size + unkeyed.length === 0) return 0;
  const specs = JSON.stringify([
    ...[...keyed].map(([key, payload]) => ({ payload, key })),
    ...unkeyed.map((payload) => ({ payload, key: null })),
  ]);
  const r = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM graphile_worker.add_jobs(ARRAY(
      SELECT ROW(${name}::text, s->'payload', NULL, NULL, ${maxAttempts}::smallint, s->>'key', NULL, NULL)
        ::graphile_worker.job_spec
      FROM json_array_elements(${specs}::json) AS s
    ))`);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * Cancels the job of `key`: a pending one is deleted; one running now finishes this run but never retries.
 * Returns whether there was one.
 */
export async function removeJob(db: DbOrTx, key: string): Promise<boolean> {
  const r = await db.execute<{ id: string | null }>(
    sql`SELECT (graphile_worker.remove_job(${key})).id AS id`,
  );
  return r.rows[0]?.id !== null && r.rows[0]?.id !== undefined;
}

/** Moves the pending (not running, not failed for good) job of `key` to `runAt`. Returns whether it moved. */
export async function rescheduleJob(db: DbOrTx, key: string, runAt: Date): Promise<boolean> {
  const r = await db.execute<{ id: string }>(sql`
    SELECT id FROM graphile_worker.reschedule_jobs(
      ARRAY(SELECT id FROM graphile_worker.jobs
            WHERE key = ${key} AND locked_at IS NULL AND attempts < max_attempts),
      run_at => ${runAt.toISOString()}::timestamptz
    )`);
  return r.rows.length > 0;
}
