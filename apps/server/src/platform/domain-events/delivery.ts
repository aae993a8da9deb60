import { DOMAIN_EVENTS, isDomainEventName } from '@meridian/contract/domain-events';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db';
import { defineJob, effects, type JobContext, type JobDefinition, type Jobs } from '../jobs';
import type { Subscriber } from './define';
import { domainEventSubscriptions } from './domain-events.schema';
import { domainEventJobs } from './prune';
import { deliveryJobName, deliveryKey } from './record';
import { retryDelivery, undelivered, type RetryOutcome, type UndeliveredPage } from './undelivered';

const deliveryPayload = z.object({ eventId: z.number().int().positive() });

/** What one run of a delivery job did. */
export type DeliveryOutcome = 'delivered' | 'duplicate' | 'missing';

/**
 * Delivery of recorded events to this app's subscribers. Each subscriber is a job (`event.<subscriber>`) run
 * by the job runner of any node: the event is handled in a transaction that claims the delivery's effect key
 * first, so a job run twice (a crash after the commit, a retry, an operator's retry) has its effect once.
 * `sync()` (at start) writes the registered subscriptions, which `record` reads to add the jobs.
 */
export class DomainEventDelivery {
  private readonly subscribers = new Map<string, Subscriber>();

  constructor(private readonly d: { db: Db; jobs: Jobs }) {
    d.jobs.register(...domainEventJobs(d.db));
  }

  /** Adds subscribers (before the job runner starts; `sync()` then stores them). A name is registered once. */
  register(...subs: Subscriber[]): void {
    for (const sub of subs) {
      const event: string = sub.event; // (typed, but a plain-JS caller could pass anything)
      if (!isDomainEventName(event)) throw new Error(`subscriber ${sub.name}: no event ${event}`);
      if (this.subscribers.has(sub.name)) throw new Error(`subscriber ${sub.name} is registered twice`);
      this.d.jobs.register(this.deliveryJob(sub));
      this.subscribers.set(sub.name, sub);
    }
  }

  /**
   * Stores this node's subscriptions: the registered ones are added (or updated), any other is removed — a
   * subscriber no longer in the code receives no new event (its pending deliveries stay, listed as undelivered).
   * Nodes of one release register the same; during a rolling upgrade the node that started last decides.
   */
  async sync(): Promise<void> {
    const subs = [...this.subscribers.values()].sort((a, b) => a.name.localeCompare(b.name));
    const names = subs.map((s) => s.name);
    await this.d.db.transaction(async (tx) => {
      // one start at a time (record() only reads the table and is not blocked)
      await tx.execute(sql`LOCK TABLE ${domainEventSubscriptions} IN SHARE ROW EXCLUSIVE MODE`);
      await tx.execute(sql`
        DELETE FROM ${domainEventSubscriptions}
         WHERE NOT (${domainEventSubscriptions.subscriber} = ANY(${sql.param(names)}::text[]))`);
      if (subs.length === 0) return;
      await tx
        .insert(domainEventSubscriptions)
        .values(subs.map((s) => ({ subscriber: s.name, event: s.event, maxAttempts: s.maxAttempts })))
        .onConflictDoUpdate({
          target: domainEventSubscriptions.subscriber,
          set: {
            event: sql`excluded.event`,
            maxAttempts: sql`excluded.max_attempts`,
            registeredAt: sql`now()`,
          },
        });
    });
  }

  /** Runs one delivery now (what the job does; tests use it to deliver twice). */
  async deliver(subscriber: string, eventId: number, ctx: JobContext): Promise<DeliveryOutcome> {
    const sub = this.subscribers.get(subscriber);
    if (!sub) throw new Error(`no subscriber ${subscriber} is registered`);
    return deliver(this.d.db, sub, eventId, ctx);
  }

  /** Deliveries failed for good, failing (retrying) or overdue, oldest first (operators). */
  undelivered(opts: { page: number; limit: number }, db: DbOrTx = this.d.db): Promise<UndeliveredPage> {
    return undelivered(db, opts);
  }

  /**
   * Delivers an event to a subscriber again now: its job (failed, waiting for a retry or overdue) runs from
   * its first attempt; with no job and no effect yet, a new job is added. Pass the operator's transaction to
   * audit it in the same commit.
   */
  retry(target: { eventId: number; subscriber: string }, db: DbOrTx = this.d.db): Promise<RetryOutcome> {
    return retryDelivery(db, target);
  }

  private deliveryJob(sub: Subscriber): JobDefinition<{ eventId: number }> {
    return defineJob({
      name: deliveryJobName(sub.name),
      payload: deliveryPayload,
      maxAttempts: sub.maxAttempts,
      handler: async ({ eventId }, ctx) => {
        const outcome = await deliver(this.d.db, sub, eventId, ctx);
        if (outcome !== 'delivered') ctx.log.info({ eventId, outcome }, `event not handled again`);
      },
    });
  }
}

async function deliver(db: Db, sub: Subscriber, eventId: number, ctx: JobContext): Promise<DeliveryOutcome> {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ name: string; payload: unknown; occurred_at: string | Date }>(
      sql`SELECT name, payload, occurred_at FROM domain_events WHERE id = ${eventId}`,
    );
    const row = r.rows[0];
    // pruned (only long after every delivery of it ended) or never committed: nothing to deliver
    if (!row) return 'missing';
    if (row.name !== sub.event) throw new Error(`event ${eventId} is ${row.name}, not ${sub.event}`);
    if (!(await effects.claim(tx, deliveryKey(sub.name, eventId)))) return 'duplicate';
    const payload = DOMAIN_EVENTS[sub.event].parse(row.payload);
    await sub.handle(
      tx,
      { id: eventId, name: sub.event, payload, occurredAt: new Date(row.occurred_at) },
      ctx,
    );
    return 'delivered';
  });
}
