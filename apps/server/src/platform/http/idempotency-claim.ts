import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { idempotencyKeys } from '../idempotency.schema';

/** One request's Idempotency-Key: whose it is and what "the same request" means. */
export interface ClaimScope {
  userId: number;
  key: string;
  fingerprint: string;
}

/** A claim row as a waiting request sees it (`expired` by the database clock). */
export interface ClaimState {
  fingerprint: string;
  response: string;
  owner: string;
  effectCommitted: boolean;
  expired: boolean;
}

/** A business transaction of a request whose claim was taken over: it must not commit (fencing). */
export class ClaimLostError extends Error {
  constructor(key: string) {
    super(`idempotency claim ${key} was taken over: this request's transaction is refused`);
    this.name = 'ClaimLostError';
  }
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;
const expiredSql = sql`(${idempotencyKeys.claimedUntil} IS NULL OR ${idempotencyKeys.claimedUntil} <= now())`;
const rowOf = (scope: ClaimScope) =>
  and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key));
const ownedBy = (scope: ClaimScope, owner: string) =>
  and(rowOf(scope), eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.response, ''));

/** Claims a free key for `owner` with a fresh lease; false when the key already has a row. */
export async function insertClaim(
  db: Db,
  scope: ClaimScope,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      userId: scope.userId,
      key: scope.key,
      fingerprint: scope.fingerprint,
      response: '',
      owner,
      claimedUntil: leaseEnd(leaseMs),
      effectCommitted: false,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function readClaim(db: Db, scope: ClaimScope): Promise<ClaimState | undefined> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      response: idempotencyKeys.response,
      owner: idempotencyKeys.owner,
      effectCommitted: idempotencyKeys.effectCommitted,
      expired: sql<boolean>`${expiredSql}`,
    })
    .from(idempotencyKeys)
    .where(rowOf(scope));
  return row;
}

/**
 * Takes over a claim whose owner is gone (lease passed) and whose effect never committed, atomically: of
 * several retries exactly one wins, and a commit of the old owner racing it either lands first (the row then
 * says effect committed and nobody takes over) or is refused by its fence (the owner has changed).
 */
export async function takeOverClaim(
  db: Db,
  scope: ClaimScope,
  from: string,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ owner, claimedUntil: leaseEnd(leaseMs) })
    .where(
      and(
        ownedBy(scope, from),
        eq(idempotencyKeys.effectCommitted, false),
        eq(idempotencyKeys.fingerprint, scope.fingerprint),
        expiredSql,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** The owner's heartbeat: pushes the lease on while its request runs. */
export async function renewClaim(db: Db, scope: ClaimScope, owner: string, leaseMs: number): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ claimedUntil: leaseEnd(leaseMs) })
    .where(ownedBy(scope, owner));
}

/**
 * The fence, last statement of every business transaction of the owner that wrote anything (it then has a
 * transaction id; a read-only one has none and needs no fence): refuses the commit when the claim is no
 * longer the owner's, and otherwise marks the effect committed in this same transaction.
 */
export async function fenceClaim(tx: Tx, scope: ClaimScope, owner: string): Promise<void> {
  const r = await tx.execute<{ wrote: boolean } & Record<string, unknown>>(
    sql`SELECT pg_current_xact_id_if_assigned() IS NOT NULL AS wrote`,
  );
  if (r.rows[0]?.wrote !== true) return;
  const rows = await tx
    .update(idempotencyKeys)
    .set({ effectCommitted: true })
    .where(ownedBy(scope, owner))
    .returning({ key: idempotencyKeys.key });
  if (rows.length === 0) throw new ClaimLostError(scope.key);
}

/** Stores the owner's reply; later replays return it. */
export async function storeReply(db: Db, scope: ClaimScope, owner: string, reply: string): Promise<void> {
  await db.update(idempotencyKeys).set({ response: reply, claimedUntil: null }).where(ownedBy(scope, owner));
}

/**
 * After an unexpected failure of the owner: a claim with no committed effect is deleted (the key is free for
 * a retry); one whose effect committed is expired at once, so a retry answers "already processed" without
 * waiting and without running the request again.
 */
export async function releaseClaim(db: Db, scope: ClaimScope, owner: string): Promise<void> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(and(ownedBy(scope, owner), eq(idempotencyKeys.effectCommitted, false)))
    .returning({ key: idempotencyKeys.key });
  if (deleted.length > 0) return;
  await db
    .update(idempotencyKeys)
    .set({ claimedUntil: sql`now()` })
    .where(ownedBy(scope, owner));
}
