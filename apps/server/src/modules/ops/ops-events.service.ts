import { type MessageKey, type Paginated, refuse } from '@meridian/contract';
import {
  OPS_JOB_ERROR_CHARS,
  OPS_JOB_PAYLOAD_CHARS,
  type OpsEventItem,
  type OpsEventRetryRequest,
  type OpsEventRetryResponse,
  type OpsEventsUndeliveredRequest,
} from '@meridian/contract/ops';
import type { Db, DbOrTx } from '../../platform/db';
import {
  deliveryKey,
  type RetryOutcome,
  type UndeliveredEvent,
  type UndeliveredPage,
} from '../../platform/domain-events';
import type { OperatorContext } from '../../platform/http/route';
import { lockJobByKey } from '../../platform/jobs';
import { insertAudit } from './audit.repo';
import { audited, toItem, VIEW } from './ops-jobs.service';

/**
 * What the operator view needs of the durable domain events (platform/domain-events: DomainEventDelivery fits).
 * Both take the operator's transaction, so a retry and its audit row commit together.
 */
export interface UndeliveredEvents {
  undelivered(opts: { page: number; limit: number }, db?: DbOrTx): Promise<UndeliveredPage>;
  retry(target: { eventId: number; subscriber: string }, db?: DbOrTx): Promise<RetryOutcome>;
}

/** Why a retry did nothing, as the operator is told. */
const REFUSED: Record<Exclude<RetryOutcome, 'retried' | 'enqueued'>, MessageKey> = {
  unknown: 'event_not_found',
  delivered: 'event_already_delivered',
  running: 'event_delivery_running',
};

export interface OpsEventsServiceDeps {
  db: Db;
  events: UndeliveredEvents;
}

/** Undelivered domain events (one item per event and subscriber) and an audited retry of one delivery. */
export class OpsEventsService {
  constructor(private readonly d: OpsEventsServiceDeps) {}

  async undelivered(q: OpsEventsUndeliveredRequest): Promise<Paginated<OpsEventItem>> {
    const page = await this.d.events.undelivered({ page: q.page, limit: q.limit });
    return { ...page, data: page.data.map(toEventItem) };
  }

  /** Delivers the event to the subscriber again now; one `event.retry` audit row in the same transaction. */
  async retry(input: OpsEventRetryRequest, ctx: OperatorContext): Promise<OpsEventRetryResponse> {
    const target = { eventId: input.event_id, subscriber: input.subscriber };
    const key = deliveryKey(target.subscriber, target.eventId);
    return this.d.db.transaction(async (tx) => {
      // The delivery's job (if any) stays locked until the commit: a worker cannot take it meanwhile.
      const before = await lockJobByKey(tx, key, VIEW);
      const outcome = await this.d.events.retry(target, tx);
      if (outcome !== 'retried' && outcome !== 'enqueued') throw refuse(REFUSED[outcome], {}, 'event_id');
      const after = await lockJobByKey(tx, key, VIEW);
      await insertAudit(tx, {
        operatorId: ctx.operator.operatorId,
        action: 'event.retry',
        targetType: 'event_delivery',
        targetId: key,
        before: before ? audited(toItem(before)) : null,
        after: { outcome, ...(after ? audited(toItem(after)) : {}) },
        ip: ctx.ip,
      });
      return { event_id: target.eventId, subscriber: target.subscriber, outcome };
    });
  }
}

function toEventItem(e: UndeliveredEvent): OpsEventItem {
  return {
    event_id: e.eventId,
    event: e.event,
    subscriber: e.subscriber,
    job_id: e.jobId,
    state: e.state,
    attempts: e.attempts,
    max_attempts: e.maxAttempts,
    last_error: cut(e.lastError, OPS_JOB_ERROR_CHARS),
    payload:
      cut(
        e.payload === null || e.payload === undefined ? '' : JSON.stringify(e.payload),
        OPS_JOB_PAYLOAD_CHARS,
      ) ?? '',
    occurred_at: e.occurredAt?.toISOString() ?? null,
    run_at: e.runAt.toISOString(),
  };
}

function cut(text: string | null, max: number): string | null {
  if (text === null) return null;
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
