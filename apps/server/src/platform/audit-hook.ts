import type { Tx } from './db';

/**
 * Called by a service inside the transaction of an operator action (a review, a setting), with the target's
 * state before and after it. The ops module passes one that writes the audit row on the same `tx`, so the
 * action and its audit row commit or roll back together; a throw here rolls the action back.
 */
export type AuditHook<T> = (tx: Tx, before: T, after: T) => Promise<void>;
