import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db';
import { userLockKey } from '../../../platform/db/user-lock';
import {
  copyFollows,
  copyProfitShares,
  copyTraders,
  copyTrades,
  type CopyFollowRow,
  type CopyTradeRow,
} from '../copytrade.schema';

/** The copy engine's queries (copy_* tables only; positions go through futures' commands). */

/** Whether the user is an active trader now. */
export async function isActiveTrader(db: DbOrTx, userId: number): Promise<boolean> {
  const [r] = await db
    .select({ status: copyTraders.status })
    .from(copyTraders)
    .where(eq(copyTraders.userId, userId));
  return r?.status === 'active';
}

/** Ids of the trader's active follows, in id order. */
export async function activeFollowIds(db: DbOrTx, traderId: number): Promise<number[]> {
  const r = await db
    .select({ id: copyFollows.id })
    .from(copyFollows)
    .where(and(eq(copyFollows.traderUserId, traderId), eq(copyFollows.status, 'active')))
    .orderBy(asc(copyFollows.id));
  return r.map((x) => x.id);
}

export function followsByIds(db: DbOrTx, ids: readonly number[]): Promise<CopyFollowRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(copyFollows)
    .where(inArray(copyFollows.id, [...new Set(ids)]))
    .orderBy(asc(copyFollows.id));
}

/** The follow, locked for this transaction. */
export async function lockFollow(tx: DbOrTx, id: number): Promise<CopyFollowRow | undefined> {
  const [r] = await tx.select().from(copyFollows).where(eq(copyFollows.id, id)).for('update');
  return r;
}

/**
 * Per-user locks of several users in ONE statement, in ascending id order (platform/db/user-lock.ts's keys:
 * the same locks `lockUser` takes, so a copy batch and a follower's own request serialise).
 */
export async function lockUsersAtOnce(tx: DbOrTx, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const keys = ids.map(userLockKey);
  await tx.execute(sql`
    SELECT count(*) FROM (
      SELECT pg_advisory_xact_lock(k.a, k.b) FROM (
        SELECT a, b, n FROM unnest(${sql.param(keys.map((k) => k[0]))}::int[],
                                   ${sql.param(keys.map((k) => k[1]))}::int[]) WITH ORDINALITY AS v(a, b, n)
        ORDER BY n) k) l`);
}

/** Follows among `followIds` that already have a copy row (made or skipped) of the trader's position. */
export async function copiedFollows(
  db: DbOrTx,
  traderPositionId: number,
  followIds: readonly number[],
): Promise<Set<number>> {
  if (followIds.length === 0) return new Set();
  const r = await db
    .select({ followId: copyTrades.followId })
    .from(copyTrades)
    .where(
      and(eq(copyTrades.traderPositionId, traderPositionId), inArray(copyTrades.followId, [...followIds])),
    );
  return new Set(r.map((x) => x.followId));
}

/** The open (attached) copies of these follows: follow id and position id. */
export async function openCopiesOf(
  db: DbOrTx,
  followIds: readonly number[],
): Promise<{ followId: number; positionId: number }[]> {
  if (followIds.length === 0) return [];
  const r = await db
    .select({ followId: copyTrades.followId, positionId: copyTrades.positionId })
    .from(copyTrades)
    .where(
      and(
        inArray(copyTrades.followId, [...followIds]),
        eq(copyTrades.status, 'open'),
        isNotNull(copyTrades.positionId),
      ),
    )
    .orderBy(asc(copyTrades.positionId));
  return r.map((x) => ({ followId: x.followId, positionId: x.positionId! }));
}

export type NewCopyTrade = typeof copyTrades.$inferInsert;

export async function insertCopyTrades(tx: DbOrTx, rows: NewCopyTrade[]): Promise<CopyTradeRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(copyTrades).values(rows).returning();
}

/**
 * The copy records of these follower positions with their follows, all locked (the close hook), follows in id
 * order. Keyed by position id.
 */
export async function lockCopiesOf(
  tx: DbOrTx,
  positionIds: readonly number[],
): Promise<Map<number, { copy: CopyTradeRow; follow: CopyFollowRow }>> {
  if (positionIds.length === 0) return new Map();
  const rows = await tx
    .select({ copy: copyTrades, follow: copyFollows })
    .from(copyTrades)
    .innerJoin(copyFollows, eq(copyFollows.id, copyTrades.followId))
    .where(inArray(copyTrades.positionId, [...positionIds]))
    .orderBy(asc(copyFollows.id), asc(copyTrades.id))
    .for('update');
  return new Map(rows.map((r) => [r.copy.positionId!, r]));
}

/** Closes copy records in one statement: status, cause, the trader's reason, result and share. */
export async function closeCopies(
  tx: DbOrTx,
  rows: readonly {
    id: number;
    status: string;
    closeCause: string;
    traderCloseReason: string;
    profit: string;
    share: string;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof (typeof rows)[number]>(k: K) => sql.param(rows.map((r) => r[k]));
  await tx.execute(sql`
    UPDATE copy_trades c SET status = v.status, close_cause = v.cause, trader_close_reason = v.reason,
      profit = v.profit, share = v.share, updated_at = now()
    FROM unnest(${col('id')}::bigint[], ${col('status')}::text[], ${col('closeCause')}::text[],
      ${col('traderCloseReason')}::text[], ${col('profit')}::numeric[], ${col('share')}::numeric[])
      AS v(id, status, cause, reason, profit, share)
    WHERE c.id = v.id`);
}

/** The follows' realised P&L, high-water marks and shares paid, in one statement. */
export async function setFollowResults(
  tx: DbOrTx,
  rows: readonly { id: number; realised: string; highWater: string; sharesPaid: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof (typeof rows)[number]>(k: K) => sql.param(rows.map((r) => r[k]));
  await tx.execute(sql`
    UPDATE copy_follows f SET realised = v.realised, high_water = v.hw, shares_paid = v.paid, updated_at = now()
    FROM unnest(${col('id')}::bigint[], ${col('realised')}::numeric[], ${col('highWater')}::numeric[],
      ${col('sharesPaid')}::numeric[]) AS v(id, realised, hw, paid)
    WHERE f.id = v.id`);
}

/** Marks the copies of these positions detached (self-holding, or their follow ended). */
export async function markDetached(tx: DbOrTx, positionIds: readonly number[]): Promise<void> {
  if (positionIds.length === 0) return;
  await tx
    .update(copyTrades)
    .set({ status: 'detached', updatedAt: sql`now()` })
    .where(and(inArray(copyTrades.positionId, [...positionIds]), eq(copyTrades.status, 'open')));
}

export async function updateFollow(
  tx: DbOrTx,
  id: number,
  patch: Partial<
    Pick<CopyFollowRow, 'realised' | 'highWater' | 'sharesPaid' | 'status' | 'endReason' | 'endedAt'>
  >,
): Promise<void> {
  await tx
    .update(copyFollows)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(copyFollows.id, id));
}

export async function insertShares(
  tx: DbOrTx,
  rows: (typeof copyProfitShares.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(copyProfitShares).values(rows);
}

/** Active follows with a copier stop-loss and at least one open copy (the periodic check). */
export async function stopLossWatch(db: DbOrTx): Promise<{ follow: CopyFollowRow; positionIds: number[] }[]> {
  const r = await db
    .select({ follow: copyFollows, positionId: copyTrades.positionId })
    .from(copyFollows)
    .innerJoin(copyTrades, and(eq(copyTrades.followId, copyFollows.id), eq(copyTrades.status, 'open')))
    .where(and(eq(copyFollows.status, 'active'), isNotNull(copyFollows.stopLossPercent)))
    .orderBy(asc(copyFollows.id));
  const out = new Map<number, { follow: CopyFollowRow; positionIds: number[] }>();
  for (const x of r) {
    const e = out.get(x.follow.id) ?? { follow: x.follow, positionIds: [] };
    if (x.positionId !== null) e.positionIds.push(x.positionId);
    out.set(x.follow.id, e);
  }
  return [...out.values()];
}
