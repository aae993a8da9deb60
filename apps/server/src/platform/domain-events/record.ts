import {
  DOMAIN_EVENTS,
  type DomainEventName,
  type DomainEventPayload,
} from '@meridian/contract/domain-events';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { JOBS_SCHEMA } from '../jobs/queue';

/** Most events one statement records (`recordAll` takes more in several). */
export const RECORD_MAX = 1_000;

/** The delivery job of a subscriber: one graphile-worker task per subscriber. */
export const deliveryJobName = (subscriber: string) => `event.${subscriber}`;

/**
 * The key of one delivery (subscriber × event): the job's key in the queue (one job per delivery) and the
 * effect key its handler claims (`effects.claim`), so a delivery that runs twice has its effect once.
 */
export const deliveryKey = (subscriber: string, eventId: number) => `evt:${subscriber}:${eventId}`;

/**
 * Durable domain events (transactional outbox): a module records what happened in the transaction that made
 * it happen —
 *
 *   await domainEvents.record(tx, 'futures.position_closed', { positionId, …, reason: 'tp', … });
 *
 * — which inserts the event (`domain_events`) and, in the same statement, one delivery job per subscriber of
 * its name (`domain_event_subscriptions`, written by each node as it starts). If the transaction rolls back,
 * neither the event nor a job exists; once it commits, every subscriber receives the event at least once,
 * and exactly once in effect (delivery.ts). The payload is checked against the contract's DOMAIN_EVENTS schema
 * (a wrong payload throws, rolling the business transaction back: a bug, never a silent loss).
 */
export const domainEvents = {
  /** Records one event in `tx` (pass the business transaction). Returns its id. */
  async record<N extends DomainEventName>(
    tx: DbOrTx,
    name: N,
    payload: NoInfer<DomainEventPayload<N>>,
  ): Promise<number> {
    const [id] = await recordAll(tx, name, [payload]);
    if (id === undefined) throw new Error(`domain event ${name} was not recorded`);
    return id;
  },

  /** Records several events of one name in one statement (a batch: one per settled order). Returns their ids. */
  recordAll,
};

async function recordAll<N extends DomainEventName>(
  tx: DbOrTx,
  name: N,
  payloads: readonly NoInfer<DomainEventPayload<N>>[],
): Promise<number[]> {
  const schema = DOMAIN_EVENTS[name];
  const json = payloads.map((p) => JSON.stringify(schema.parse(p)));
  const ids: number[] = [];
  for (let i = 0; i < json.length; i += RECORD_MAX)
    ids.push(...(await insertEvents(tx, name, json.slice(i, i + RECORD_MAX))));
  return ids;
}

/** One statement: the events, and a delivery job per event and subscriber of `name`. */
async function insertEvents(tx: DbOrTx, name: string, json: string[]): Promise<number[]> {
  const worker = sql.identifier(JOBS_SCHEMA);
  const r = await tx.execute<{ id: string | number }>(sql`
    WITH e AS (
      INSERT INTO domain_events (name, payload)
      SELECT ${name}, v.p FROM unnest(${sql.param(json)}::jsonb[]) WITH ORDINALITY AS v(p, n) ORDER BY v.n
      RETURNING id
    ), j AS (
      SELECT ${worker}.add_job(
        identifier => 'event.' || s.subscriber,
        payload => json_build_object('eventId', e.id),
        max_attempts => s.max_attempts,
        job_key => 'evt:' || s.subscriber || ':' || e.id
      ) AS job
      FROM e JOIN domain_event_subscriptions s ON s.event = ${name}
    )
    SELECT e.id, (SELECT count(*) FROM j) AS jobs FROM e ORDER BY e.id`);
  return r.rows.map((row) => Number(row.id));
}
