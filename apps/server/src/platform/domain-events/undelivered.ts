import type { Paginated } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { effects } from '../jobs';
import { JOBS_SCHEMA } from '../jobs/queue';
import { deliveryJobName, deliveryKey } from './record';

/** A delivery whose job is due for this long without having started is overdue (runners take due jobs in seconds). */
export const DELIVERY_OVERDUE_AFTER_S = 60;
const LIMIT_MAX = 100;

/**
 * Why an event has not reached a subscriber: `failed` ran out of attempts (a dead letter, not run again until
 * retried); `retrying` failed at least once and waits for (or runs) its next attempt; `overdue` is due for more
 * than DELIVERY_OVERDUE_AFTER_S and has not started (no node runs jobs, or a backlog).
 */
export type UndeliveredState = 'failed' | 'retrying' | 'overdue';

export interface UndeliveredEvent {
  eventId: number;
  /** The event's name and payload (null when the event row is gone). */
  event: string | null;
  payload: unknown;
  occurredAt: Date | null;
  subscriber: string;
  /** The delivery job (graphile-worker id, a bigint as digits). */
  jobId: string;
  state: UndeliveredState;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** When it is (was) due: the next attempt of a retrying delivery. */
  runAt: Date;
}

export type UndeliveredPage = Paginated<UndeliveredEvent>;

interface Row {
  job_id: string;
  key: string;
  task_identifier: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: string | Date;
  state: UndeliveredState;
  event_id: string | null;
  name: string | null;
  payload: unknown;
  occurred_at: string | Date | null;
}

/** The delivery jobs (`event.*`, keyed `evt:<subscriber>:<event id>`) that have not delivered. */
const undeliveredJobs = sql`
  SELECT j.id, j.key, j.task_identifier, j.attempts, j.max_attempts, j.last_error, j.run_at,
         CASE WHEN j.attempts >= j.max_attempts AND j.locked_at IS NULL THEN 'failed'
              WHEN j.last_error IS NOT NULL THEN 'retrying'
              ELSE 'overdue' END AS state
    FROM ${sql.identifier(JOBS_SCHEMA)}.jobs j
   WHERE j.task_identifier LIKE 'event.%' AND j.key LIKE 'evt:%'
     AND ((j.attempts >= j.max_attempts AND j.locked_at IS NULL)
          OR j.last_error IS NOT NULL
          OR (j.locked_at IS NULL AND j.run_at < now() - make_interval(secs => ${DELIVERY_OVERDUE_AFTER_S})))`;

/** Undelivered events, one item per subscriber that has not received one, oldest first. */
export async function undelivered(
  db: DbOrTx,
  opts: { page: number; limit: number },
): Promise<UndeliveredPage> {
  const limit = Math.min(Math.max(1, Math.trunc(opts.limit)), LIMIT_MAX);
  const page = Math.max(1, Math.trunc(opts.page));
  const total = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${undeliveredJobs}) d`);
  const r = await db.execute<Row & Record<string, unknown>>(sql`
    SELECT d.id::text AS job_id, d.key, d.task_identifier, d.attempts, d.max_attempts, d.last_error, d.run_at,
           d.state, e.id AS event_id, e.name, e.payload, e.occurred_at
      FROM (${undeliveredJobs}) d
      LEFT JOIN domain_events e ON e.id = substring(d.key from ':([0-9]+)$')::bigint
     ORDER BY d.id
     LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
  return {
    data: r.rows.map((row) => ({
      eventId: Number(/:(\d+)$/.exec(row.key)?.[1] ?? 0),
      event: row.name,
      payload: row.payload,
      occurredAt: row.occurred_at === null ? null : new Date(row.occurred_at),
      subscriber: row.task_identifier.slice('event.'.length),
      jobId: String(row.job_id),
      state: row.state,
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
      lastError: row.last_error,
      runAt: new Date(row.run_at),
    })),
    page,
    limit,
    total: total.rows[0]?.n ?? 0,
  };
}

/**
 * `retried`: its job runs again now from its first attempt; `enqueued`: it had no job and no effect, a new job
 * was added; `delivered`: its effect is done (nothing to do); `running`: its job runs now (wait for it);
 * `unknown`: no such event, or the subscriber does not (or no longer) subscribe to it.
 */
export type RetryOutcome = 'retried' | 'enqueued' | 'delivered' | 'running' | 'unknown';

export async function retryDelivery(
  db: DbOrTx,
  target: { eventId: number; subscriber: string },
): Promise<RetryOutcome> {
  const { eventId, subscriber } = target;
  if (!Number.isSafeInteger(eventId) || eventId < 1) return 'unknown';
  const key = deliveryKey(subscriber, eventId);
  const worker = sql.identifier(JOBS_SCHEMA);
  const job = await db.execute<{ id: string; locked: boolean }>(
    sql`SELECT id::text AS id, locked_at IS NOT NULL AS locked FROM ${worker}.jobs WHERE key = ${key}`,
  );
  const found = job.rows[0];
  if (found?.locked) return 'running';
  if (found) {
    const moved = await db.execute(sql`
      SELECT id FROM ${worker}.reschedule_jobs(ARRAY[${found.id}::bigint], run_at => now(), attempts => 0)`);
    return moved.rows.length > 0 ? 'retried' : 'running';
  }
  if (await effects.done(db, key)) return 'delivered';
  const added = await db.execute(sql`
    SELECT ${worker}.add_job(
      identifier => ${deliveryJobName(subscriber)},
      payload => json_build_object('eventId', e.id),
      max_attempts => s.max_attempts,
      job_key => ${key})
      FROM domain_events e JOIN domain_event_subscriptions s ON s.event = e.name
     WHERE e.id = ${eventId} AND s.subscriber = ${subscriber}`);
  return added.rows.length > 0 ? 'enqueued' : 'unknown';
}
