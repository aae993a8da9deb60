import { sql } from 'drizzle-orm';
import type { DbOrTx } from './index';

/**
 * Serialises one user's capped writes: a transaction-scoped PostgreSQL advisory lock on the user, released at
 * commit or rollback. Every per-user limit (live futures positions, open seconds options, saved addresses,
 * the 24 h withdrawal limit, live identity submissions…) is counted and written inside ONE transaction that
 * calls this first, so concurrent requests of the same user run their count-and-insert one at a time.
 *
 * Lock order (no deadlocks): take it as the FIRST statement of the transaction, before any row lock — above
 * all before the ledger's balance-row locks — and for one user per transaction (several: `lockUsers`, which
 * takes them in ascending id order). It is re-entrant within a transaction, so a service may call it again.
 * One lock per user (not per feature), so two features can never take each other's locks in opposite order.
 */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  const [space, key] = userLockKey(userId);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${space}::int, ${key}::int)`);
}

/** `lockUser` for several users, in ascending id order. */
export async function lockUsers(tx: DbOrTx, userIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) await lockUser(tx, id);
}

/** First key of the per-user locks ("USER"), in PostgreSQL's two-int4 advisory key space. */
const USER_LOCK_SPACE = 0x5553_4552;
const TWO_32 = 2 ** 32;

/**
 * The two int4 keys of a user's lock: exact for every id (64-bit ids spill into the first key), and ordered
 * like the ids, so `lockUsers` takes keys in one global order.
 */
export function userLockKey(userId: number): [number, number] {
  if (!Number.isSafeInteger(userId) || userId < 0) throw new Error(`bad user id ${userId}`);
  return [USER_LOCK_SPACE + Math.floor(userId / TWO_32), (userId % TWO_32) - 2 ** 31];
}
