import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { wireId } from '../wire';
import {
  opsEventRetryRequest,
  opsEventRetryResponse,
  opsEventsUndeliveredRequest,
  opsEventsUndeliveredResponse,
} from './ops-events';

/**
 * Operator view of the durable jobs: what failed for good, what is late, and an audited
 * retry. A job is one row of the job queue (graphile-worker); its id is a bigint, sent as a decimal string.
 */

/** A due job not started this long after its time is overdue (a runner picks due jobs within seconds). */
export const OPS_JOB_OVERDUE_AFTER_S = 60;
/**
 * A job running (locked by a worker) this long is stuck. Jobs of a dead worker go back to the queue within
 * about 30 s by themselves; one locked this long sits on a live worker whose handler hangs.
 */
export const OPS_JOB_STUCK_AFTER_S = 600;
/** Characters of a job's payload (its JSON) shown in a list. */
export const OPS_JOB_PAYLOAD_CHARS = 200;
/** Characters of a job's last error kept in a list item (the rest is cut with "…"). */
export const OPS_JOB_ERROR_CHARS = 4_000;

/**
 * Where a job stands: `failed` ran out of attempts (kept, not run again: the dead-letter state); `overdue` is
 * due for more than OPS_JOB_OVERDUE_AFTER_S and not started; `stuck` has been running for more than
 * OPS_JOB_STUCK_AFTER_S; `running` runs now; `waiting` waits for its time (first run, or a retry's backoff).
 */
export const OPS_JOB_STATES = ['failed', 'overdue', 'stuck', 'running', 'waiting'] as const;
export type OpsJobState = (typeof OPS_JOB_STATES)[number];

/** The lists: `failed` = the dead letters; `overdue` = overdue and stuck jobs. */
export const OPS_JOB_LISTS = ['failed', 'overdue'] as const;
export type OpsJobList = (typeof OPS_JOB_LISTS)[number];

/** Which states each list shows. */
export const OPS_JOB_LIST_STATES: Record<OpsJobList, readonly OpsJobState[]> = {
  failed: ['failed'],
  overdue: ['overdue', 'stuck'],
};

/**
 * Whether an operator may retry a job in this state: a failed one, or an overdue one that is not running.
 * Never a running (or stuck: its worker still holds it) job, and never a waiting one (a job set for later
 * would run before its time).
 */
export function opsJobRetryable(state: OpsJobState): boolean {
  return state === 'failed' || state === 'overdue';
}

/** GET|POST /ops/jobs/list {state, page, limit}: failed newest first; overdue longest late first. */
export const opsJobsListRequest = pageQuerySchema.extend({
  state: z.enum(OPS_JOB_LISTS, { message: 'parameter_error' }).default('failed'),
});
export type OpsJobsListRequest = z.infer<typeof opsJobsListRequest>;

export const opsJobItem = z.object({
  /** The job's id (a bigint, as digits). */
  id: z.string(),
  /** Its registered name (`<module>.<what>`). */
  name: z.string(),
  /** The key it was enqueued with (one pending job per key), or null. */
  key: z.string().nullable(),
  /** The serial queue it runs in, or null. */
  queue: z.string().nullable(),
  state: z.enum(OPS_JOB_STATES),
  /** Runs so far (a retry by an operator starts again from 0) and the most it gets. */
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** The last failed run's error message, or null (cut to OPS_JOB_ERROR_CHARS). */
  last_error: z.string().nullable(),
  /** Its payload as JSON, cut to OPS_JOB_PAYLOAD_CHARS (with "…" when cut). */
  payload: z.string(),
  /** ISO times: when it is (was) due, created, last changed, failed for good (null unless failed). */
  run_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  failed_at: z.string().nullable(),
  /** Since when, and by which worker, it is running (null when not running). */
  locked_at: z.string().nullable(),
  locked_by: z.string().nullable(),
});
export type OpsJobItem = z.infer<typeof opsJobItem>;
export const opsJobsListResponse = paginatedSchema(opsJobItem);

/**
 * POST /ops/jobs/retry {id}: runs a failed or overdue job again now, from its first attempt (its last error
 * is kept until it runs). Unknown id: job_not_found; running, stuck or waiting: job_not_retryable. Audited as
 * `job.retry` (before/after: the job's state, attempts, run_at) in the same transaction. Reply: the job after.
 */
export const opsJobRetryRequest = z.object({ id: wireId() });
export type OpsJobRetryRequest = z.infer<typeof opsJobRetryRequest>;
export const opsJobRetryResponse = opsJobItem;

/** Endpoints of the operator console: failed and overdue jobs, undelivered events. */
export const opsJobsApi = {
  jobsList: defineEndpoint({
    method: ['GET', 'POST'],
    path: '/ops/jobs/list',
    auth: 'operator',
    request: opsJobsListRequest,
    response: opsJobsListResponse,
    summary: 'Failed (dead-letter) jobs newest first, or overdue and stuck jobs longest late first.',
  }),
  jobsRetry: defineEndpoint({
    method: 'POST',
    path: '/ops/jobs/retry',
    auth: 'operator',
    request: opsJobRetryRequest,
    response: opsJobRetryResponse,
    summary: 'Runs a failed or overdue job again now, from its first attempt (audited).',
  }),
  eventsUndelivered: defineEndpoint({
    method: ['GET', 'POST'],
    path: '/ops/events/undelivered',
    auth: 'operator',
    request: opsEventsUndeliveredRequest,
    response: opsEventsUndeliveredResponse,
    summary: 'Deliveries of domain events to subscribers that have not happened yet, oldest first.',
  }),
  eventsRetry: defineEndpoint({
    method: 'POST',
    path: '/ops/events/retry',
    auth: 'operator',
    request: opsEventRetryRequest,
    response: opsEventRetryResponse,
    summary: 'Delivers an event to one subscriber again now, or adds its missing delivery (audited).',
  }),
} as const satisfies EndpointGroup;
