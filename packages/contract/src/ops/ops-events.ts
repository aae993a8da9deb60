import { z } from 'zod';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { wireId, wireText } from '../wire';

/**
 * Operator view of the durable domain events: deliveries of a recorded event to a subscriber
 * that have not happened yet, and an audited retry. One item per (event, subscriber): an event with three
 * subscribers may be delivered to two and listed once for the third.
 */

/**
 * Why a delivery has not happened: `failed` ran out of attempts (kept, not run again until retried);
 * `retrying` failed at least once and waits for its next attempt; `overdue` is due for more than a minute
 * and has not started (no node runs jobs, or a backlog).
 */
export const OPS_EVENT_STATES = ['failed', 'retrying', 'overdue'] as const;
export type OpsEventState = (typeof OPS_EVENT_STATES)[number];

/** GET|POST /ops/events/undelivered {page, limit}: oldest first. */
export const opsEventsUndeliveredRequest = pageQuerySchema;
export type OpsEventsUndeliveredRequest = z.infer<typeof opsEventsUndeliveredRequest>;

export const opsEventItem = z.object({
  event_id: z.number().int(),
  /** The event's name (a DOMAIN_EVENTS key), or null when the event row is gone. */
  event: z.string().nullable(),
  /** The subscriber that has not received it (`<module>.<what>`). */
  subscriber: z.string(),
  /** Its delivery job (a bigint, as digits). */
  job_id: z.string(),
  state: z.enum(OPS_EVENT_STATES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** The last failed attempt's error, or null (cut to OPS_JOB_ERROR_CHARS). */
  last_error: z.string().nullable(),
  /** The event's payload as JSON, cut to OPS_JOB_PAYLOAD_CHARS (with "…" when cut). */
  payload: z.string(),
  /** ISO times: when the event happened (null when gone) and when its delivery is (was) due. */
  occurred_at: z.string().nullable(),
  run_at: z.string(),
});
export type OpsEventItem = z.infer<typeof opsEventItem>;
export const opsEventsUndeliveredResponse = paginatedSchema(opsEventItem);

/** Subscriber names: `<module>.<what>` in lower case (platform/domain-events define.ts). */
const SUBSCRIBER_NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

/**
 * POST /ops/events/retry {event_id, subscriber}: delivers the event to the subscriber again now, from its
 * first attempt (`retried`), or adds its delivery when it had none and nothing was delivered (`enqueued`).
 * Refused: event_not_found (no such event, or the subscriber does not receive it), event_already_delivered,
 * event_delivery_running. Audited as `event.retry` in the same transaction.
 */
export const opsEventRetryRequest = z.object({
  event_id: wireId(),
  subscriber: wireText({ max: 100 }).pipe(z.string().regex(SUBSCRIBER_NAME, { message: 'parameter_error' })),
});
export type OpsEventRetryRequest = z.infer<typeof opsEventRetryRequest>;
export const OPS_EVENT_RETRY_OUTCOMES = ['retried', 'enqueued'] as const;
export const opsEventRetryResponse = z.object({
  event_id: z.number().int(),
  subscriber: z.string(),
  outcome: z.enum(OPS_EVENT_RETRY_OUTCOMES),
});
export type OpsEventRetryResponse = z.infer<typeof opsEventRetryResponse>;
