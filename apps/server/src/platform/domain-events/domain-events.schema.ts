import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox of durable domain events (platform/domain-events): one row per recorded event,
 * written in the transaction that made it true. Rows are pruned once old and delivered (see prune.ts).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `<module>.<what>` (contract DOMAIN_EVENTS). */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('domain_events_occurred_at_idx').on(t.occurredAt),
    check('domain_events_name_length', sql`length(${t.name}) BETWEEN 1 AND 100`),
  ],
);

/**
 * Who receives each event: written by every node as it starts (the subscribers its code registers), read by
 * `record` to add one delivery job per subscriber in the recording transaction. Kept in the database so that a
 * process that records without having registered anything (a script, a node of an older release) still
 * delivers to every subscriber.
 */
export const domainEventSubscriptions = pgTable(
  'domain_event_subscriptions',
  {
    /** `<module>.<what>`; its delivery job is `event.<subscriber>`. */
    subscriber: text('subscriber').primaryKey(),
    event: text('event').notNull(),
    maxAttempts: integer('max_attempts').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('domain_event_subscriptions_event_idx').on(t.event),
    check('domain_event_subscriptions_subscriber_length', sql`length(${t.subscriber}) BETWEEN 1 AND 100`),
    check('domain_event_subscriptions_max_attempts', sql`${t.maxAttempts} BETWEEN 1 AND 100`),
  ],
);
