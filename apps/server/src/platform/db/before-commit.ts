import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './index';

/** A check run as the last statement of a transaction, before it commits; throwing rolls the transaction back. */
export type BeforeCommit = (tx: Tx) => Promise<void>;

const hooks = new AsyncLocalStorage<BeforeCommit>();

/**
 * Runs `work` with `hook` applied to every top-level transaction that `work` (and whatever it awaits) commits
 * through a database of `connectDatabase`. This is how an idempotency claim fences the business transactions
 * of the request that holds it: the transaction commits only while the claim is still that request's, and it
 * records in the same commit that the request's effect happened.
 */
export function withBeforeCommit<T>(hook: BeforeCommit, work: () => Promise<T>): Promise<T> {
  return hooks.run(hook, work);
}

/** Called by the transaction wrapper of `connectDatabase` once the transaction's work has succeeded. */
export async function runBeforeCommit(tx: Tx): Promise<void> {
  const hook = hooks.getStore();
  if (hook) await hook(tx);
}
