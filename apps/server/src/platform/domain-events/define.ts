import type { DomainEventName, DomainEventPayload } from '@meridian/contract/domain-events';
import type { Tx } from '../db';
import type { JobContext } from '../jobs';

/** One recorded event as a subscriber receives it. */
export interface DomainEvent<N extends DomainEventName = DomainEventName> {
  /** The event's id (domain_events.id): also what makes each delivery's effect key unique. */
  id: number;
  name: N;
  payload: DomainEventPayload<N>;
  occurredAt: Date;
}

/**
 * A module's reaction to an event: `handle` runs in a transaction that also claims the delivery's effect key,
 * so its database effects (ledger postings, rows, notifications, jobs it enqueues) happen exactly once however
 * often the event is delivered. Deliveries are not ordered: a handler that cares reads the current state (a
 * close may be delivered before the open of the same position). A failure rolls the handler's transaction
 * back and retries with backoff; after `maxAttempts` it stays failed (a dead letter) until retried.
 */
export interface Subscriber<N extends DomainEventName = DomainEventName> {
  /** Unique `<module>.<what>` (e.g. `follow.copy_close`); its delivery job is `event.<name>`. */
  name: string;
  event: N;
  maxAttempts: number;
  /** (Method syntax: a subscriber of any event fits `Subscriber`.) */
  handle(tx: Tx, event: DomainEvent<N>, ctx: JobContext): Promise<void>;
}

/** Subscriber names: lower-case words separated by dots or underscores, at least `<module>.<what>`. */
const NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
const NAME_MAX = 100;

export function defineSubscriber<N extends DomainEventName>(def: {
  name: string;
  event: N;
  handle: (tx: Tx, event: DomainEvent<N>, ctx: JobContext) => Promise<void>;
  /** Default 10 (attempt n waits e^n s: the last one comes about 3.5 hours after the first failure). */
  maxAttempts?: number;
}): Subscriber<N> {
  if (!NAME.test(def.name) || def.name.length > NAME_MAX)
    throw new Error(`subscriber name ${def.name} is not <module>.<what> (at most ${NAME_MAX} characters)`);
  const max = def.maxAttempts ?? 10;
  if (!Number.isInteger(max) || max < 1 || max > 100)
    throw new Error(`subscriber ${def.name}: maxAttempts must be 1..100`);
  return { name: def.name, event: def.event, maxAttempts: max, handle: def.handle };
}
