/**
 * Durable domain events (transactional outbox). Modules record facts in their business
 * transaction with `domainEvents.record(tx, name, payload)` (names and payloads: the contract's DOMAIN_EVENTS)
 * and react to other modules' facts with `defineSubscriber(…)`, registered at start on the app's
 * `DomainEventDelivery`. The in-process EventBus (platform/events.ts) is for socket pushes only.
 */
export { domainEvents, deliveryJobName, deliveryKey, RECORD_MAX } from './record';
export { defineSubscriber, type DomainEvent, type Subscriber } from './define';
export { DomainEventDelivery, type DeliveryOutcome } from './delivery';
export {
  DELIVERY_OVERDUE_AFTER_S,
  type RetryOutcome,
  type UndeliveredEvent,
  type UndeliveredPage,
  type UndeliveredState,
} from './undelivered';
export { EVENT_RETENTION_DAYS, pruneDomainEvents } from './prune';
