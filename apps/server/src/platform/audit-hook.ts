import type { Tx } from './db';

/**
 * Called by a service inside the transaction of an operator action (a review, a setting), with the target's
 * state before and after it. The ops module passes one that writes the audit row on the same `tx`, so the
 * action and its audit row commit or roll back together; a throw here rolls the action back.
 */
export type AuditHook<T> = (tx: Tx, before: T, after: T) => Promise<void>;

/**
 * The end of an audited change: maps the target's row before and after it to the audited view, calls the
 * hook (when given) in the same transaction, and returns the view after.
 */
export async function auditChange<Row, T>(
  tx: Tx,
  audit: AuditHook<T> | undefined,
  view: (row: Row) => T,
  rows: { before: Row; after: Row },
): Promise<T> {
  const after = view(rows.after);
  await audit?.(tx, view(rows.before), after);
  return after;
}
