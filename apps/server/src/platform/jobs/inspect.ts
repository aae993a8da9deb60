import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db';

/**
 * Reading the queue for operators: each job with where it stands, the lists of failed and late jobs, and a
 * retry. The state is worked out in SQL (the database's clock, the same for every node). graphile-worker's
 * public `jobs` view has no payload: it is read from its table (the schema is pinned with the library).
 */

export type JobState = 'failed' | 'overdue' | 'stuck' | 'running' | 'waiting';

export interface JobThresholds {
  /** Due and not started for longer than this: overdue. */
  overdueAfterS: number;
  /** Running for longer than this: stuck. */
  stuckAfterS: number;
}

export interface InspectedJob {
  id: string;
  name: string;
  key: string | null;
  queue: string | null;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** The payload's JSON, cut to the length asked for (with "…" when cut). */
  payload: string;
  runAt: Date;
  createdAt: Date;
  updatedAt: Date;
  lockedAt: Date | null;
  lockedBy: string | null;
}

export interface JobPageQuery extends JobThresholds {
  states: readonly JobState[];
  limit: number;
  offset: number;
  payloadChars: number;
  errorChars: number;
}

/** The most jobs one page lists. */
const PAGE_MAX = 200;

type Row = {
  id: string;
  task_identifier: string;
  key: string | null;
  queue_name: string | null;
  state: JobState;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  payload: string;
  run_at: string | Date;
  created_at: string | Date;
  updated_at: string | Date;
  locked_at: string | Date | null;
  locked_by: string | null;
};

/** The jobs view with each job's state (a subquery to filter and order on). */
function stated(t: JobThresholds, chars: { payload: number; error: number }): SQL {
  return sql`
    SELECT j.id, j.task_identifier, j.key, j.queue_name, j.attempts, j.max_attempts, j.run_at, j.created_at,
           j.updated_at, j.locked_at, j.locked_by,
           CASE WHEN length(j.last_error) > ${chars.error}::int
                THEN left(j.last_error, ${chars.error}::int) || '…' ELSE j.last_error END AS last_error,
           CASE WHEN length(p.payload::text) > ${chars.payload}::int
                THEN left(p.payload::text, ${chars.payload}::int) || '…' ELSE p.payload::text END AS payload,
           CASE
             WHEN j.locked_at IS NOT NULL AND j.locked_at < now() - make_interval(secs => ${t.stuckAfterS})
               THEN 'stuck'
             WHEN j.locked_at IS NOT NULL THEN 'running'
             WHEN j.attempts >= j.max_attempts THEN 'failed'
             WHEN j.run_at < now() - make_interval(secs => ${t.overdueAfterS}) THEN 'overdue'
             ELSE 'waiting'
           END AS state
      FROM graphile_worker.jobs j
      JOIN graphile_worker._private_jobs p ON p.id = j.id`;
}

/** ORDER BY of a list: failed newest first; otherwise the longest late (or running) first. */
function order(states: readonly JobState[]): SQL {
  return states.length === 1 && states[0] === 'failed'
    ? sql`ORDER BY updated_at DESC, id DESC`
    : sql`ORDER BY coalesce(locked_at, run_at), id`;
}

/** One page of the jobs in `states`, and how many there are. */
export async function listJobs(
  db: DbOrTx,
  q: JobPageQuery,
): Promise<{ rows: InspectedJob[]; total: number }> {
  const states = sql.join(
    q.states.map((s) => sql`${s}`),
    sql`, `,
  );
  const inner = stated(q, { payload: q.payloadChars, error: q.errorChars });
  const r = await db.execute<Row>(sql`
    SELECT * FROM (${inner}) s WHERE state IN (${states}) ${order(q.states)}
     LIMIT ${Math.min(Math.max(1, q.limit), PAGE_MAX)} OFFSET ${Math.max(0, q.offset)}`);
  const n = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (${inner}) s WHERE state IN (${states})`,
  );
  return { rows: r.rows.map(toJob), total: n.rows[0]?.n ?? 0 };
}

/**
 * The job of `id`, its row locked in `tx` until that ends (a worker looking for work skips it meanwhile; a
 * worker only holds the row for the moment it takes or finishes a job), or undefined when there is none.
 */
export async function lockJob(
  tx: Tx,
  id: string,
  t: JobThresholds & { payloadChars: number; errorChars: number },
): Promise<InspectedJob | undefined> {
  if (!/^\d{1,19}$/.test(id)) return undefined;
  const locked = await tx.execute<{ id: string }>(sql`
    SELECT id FROM graphile_worker._private_jobs WHERE id = ${id}::bigint FOR UPDATE`);
  if (locked.rows.length === 0) return undefined;
  return jobById(tx, id, t);
}

/** As `lockJob`, for the job of `key` (the one pending or failed job of a key). */
export async function lockJobByKey(
  tx: Tx,
  key: string,
  t: JobThresholds & { payloadChars: number; errorChars: number },
): Promise<InspectedJob | undefined> {
  const locked = await tx.execute<{ id: string }>(sql`
    SELECT id::text AS id FROM graphile_worker._private_jobs WHERE key = ${key} FOR UPDATE`);
  const id = locked.rows[0]?.id;
  return id === undefined ? undefined : jobById(tx, id, t);
}

/** The job of `id` with its state, or undefined. */
export async function jobById(
  db: DbOrTx,
  id: string,
  t: JobThresholds & { payloadChars: number; errorChars: number },
): Promise<InspectedJob | undefined> {
  if (!/^\d{1,19}$/.test(id)) return undefined;
  const inner = stated(t, { payload: t.payloadChars, error: t.errorChars });
  const r = await db.execute<Row>(sql`SELECT * FROM (${inner}) s WHERE id = ${id}::bigint`);
  const row = r.rows[0];
  return row ? toJob(row) : undefined;
}

/**
 * Makes the job of `id` due now from its first attempt (its last error stays until it runs). Only a job no
 * worker holds moves. Returns whether it moved.
 */
export async function runJobAgain(db: DbOrTx, id: string): Promise<boolean> {
  const r = await db.execute<{ id: string }>(sql`
    SELECT id FROM graphile_worker.reschedule_jobs(
      ARRAY(SELECT id FROM graphile_worker.jobs WHERE id = ${id}::bigint AND locked_at IS NULL),
      run_at => now(),
      attempts => 0
    )`);
  return r.rows.length > 0;
}

function toJob(row: Row): InspectedJob {
  return {
    id: String(row.id),
    name: row.task_identifier,
    key: row.key,
    queue: row.queue_name,
    state: row.state,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lastError: row.last_error,
    payload: row.payload,
    runAt: new Date(row.run_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    lockedAt: row.locked_at === null ? null : new Date(row.locked_at),
    lockedBy: row.locked_by,
  };
}
