import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { pageOf } from '../../platform/db/page';
import {
  copyAgreements,
  copyFollows,
  copyProfitShares,
  copyTrades,
  type CopyFollowRow,
  type CopyProfitShareRow,
  type CopyTradeRow,
} from './copytrade.schema';

/** Queries of follows, agreements, copies and profit shares; every function takes the caller's transaction. */

export interface FollowTerms {
  type: 1 | 2;
  number: string;
  budget: string;
  stopLossPercent: number | null;
}

const activeFollow = (followerId: number, traderId: number) =>
  and(
    eq(copyFollows.followerUserId, followerId),
    eq(copyFollows.traderUserId, traderId),
    eq(copyFollows.status, 'active'),
  );

/** The follower's active follow of this trader, locked. */
export async function lockActiveFollow(
  tx: DbOrTx,
  followerId: number,
  traderId: number,
): Promise<CopyFollowRow | undefined> {
  const [row] = await tx.select().from(copyFollows).where(activeFollow(followerId, traderId)).for('update');
  return row;
}

/** The follower's active follow of this trader, not locked (read it before taking its copies' locks). */
export async function findActiveFollow(
  db: DbOrTx,
  followerId: number,
  traderId: number,
): Promise<CopyFollowRow | undefined> {
  const [row] = await db.select().from(copyFollows).where(activeFollow(followerId, traderId));
  return row;
}

export async function countActiveOfFollower(db: DbOrTx, followerId: number): Promise<number> {
  const [c] = await db
    .select({ n: count() })
    .from(copyFollows)
    .where(and(eq(copyFollows.followerUserId, followerId), eq(copyFollows.status, 'active')));
  return c?.n ?? 0;
}

export async function countActiveOfTrader(db: DbOrTx, traderId: number): Promise<number> {
  const [c] = await db
    .select({ n: count() })
    .from(copyFollows)
    .where(and(eq(copyFollows.traderUserId, traderId), eq(copyFollows.status, 'active')));
  return c?.n ?? 0;
}

export async function insertFollow(
  tx: DbOrTx,
  row: FollowTerms & { followerUserId: number; traderUserId: number; profitShare: string },
): Promise<CopyFollowRow> {
  const [saved] = await tx.insert(copyFollows).values(row).returning();
  if (!saved) throw new Error('follow not inserted');
  return saved;
}

/** Changes the terms of an active follow; its realised P&L, high-water mark and share rate stay. */
export async function updateFollowTerms(tx: DbOrTx, id: number, terms: FollowTerms): Promise<CopyFollowRow> {
  const [row] = await tx
    .update(copyFollows)
    .set({ ...terms, updatedAt: sql`now()` })
    .where(and(eq(copyFollows.id, id), eq(copyFollows.status, 'active')))
    .returning();
  if (!row) throw new Error(`follow ${id} is not active`);
  return row;
}

/** Ends an active follow (cancelled by the follower, or ended because its trader was revoked). */
export async function endFollow(
  tx: DbOrTx,
  id: number,
  outcome: { status: 'cancelled' | 'ended'; endReason: 'cancelled' | 'trader_revoked' },
): Promise<CopyFollowRow> {
  const [row] = await tx
    .update(copyFollows)
    .set({ ...outcome, endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(copyFollows.id, id), eq(copyFollows.status, 'active')))
    .returning();
  if (!row) throw new Error(`follow ${id} is not active`);
  return row;
}

/** The followers of a trader's active follows (no row lock: read to take their user locks first). */
export async function activeFollowersOf(db: DbOrTx, traderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: copyFollows.followerUserId })
    .from(copyFollows)
    .where(and(eq(copyFollows.traderUserId, traderId), eq(copyFollows.status, 'active')));
  return rows.map((r) => r.id);
}

/** A trader's active follows, locked, in follower order. */
export async function lockActiveOfTrader(tx: DbOrTx, traderId: number): Promise<CopyFollowRow[]> {
  return activeOfTrader(tx, traderId).for('update');
}

/** The trader's active follows, by follower (unlocked: the caller holds the trader row and the followers). */
export function activeOfTrader(db: DbOrTx, traderId: number) {
  return db
    .select()
    .from(copyFollows)
    .where(and(eq(copyFollows.traderUserId, traderId), eq(copyFollows.status, 'active')))
    .orderBy(copyFollows.followerUserId)
    .$dynamic();
}

/** The follower's follows, newest first: active ones, or the ended ones (`history`, at most `limit`). */
export async function followsOf(
  db: DbOrTx,
  followerId: number,
  history: boolean,
  limit: number,
): Promise<CopyFollowRow[]> {
  return db
    .select()
    .from(copyFollows)
    .where(
      and(
        eq(copyFollows.followerUserId, followerId),
        history ? ne(copyFollows.status, 'active') : eq(copyFollows.status, 'active'),
      ),
    )
    .orderBy(desc(copyFollows.id))
    .limit(limit);
}

/** Σ realised P&L and Σ shares paid of all the follower's follows. */
export async function totalsOf(
  db: DbOrTx,
  followerId: number,
): Promise<{ realised: string; shares: string }> {
  const [r] = await db
    .select({
      realised: sql<string>`coalesce(sum(${copyFollows.realised}), 0)::text`,
      shares: sql<string>`coalesce(sum(${copyFollows.sharesPaid}), 0)::text`,
    })
    .from(copyFollows)
    .where(eq(copyFollows.followerUserId, followerId));
  return { realised: r?.realised ?? '0', shares: r?.shares ?? '0' };
}

export async function agreementOf(
  db: DbOrTx,
  userId: number,
  version: number,
): Promise<{ acceptedAt: Date } | undefined> {
  const [row] = await db
    .select({ acceptedAt: copyAgreements.acceptedAt })
    .from(copyAgreements)
    .where(and(eq(copyAgreements.userId, userId), eq(copyAgreements.version, version)));
  return row;
}

export async function acceptAgreement(db: DbOrTx, userId: number, version: number): Promise<void> {
  await db.insert(copyAgreements).values({ userId, version }).onConflictDoNothing();
}

const HISTORY_STATES = ['closed', 'detached', 'skipped'];

/** The follower's copies: `current` open ones, `history` the rest; newest first; optionally of one trader. */
export async function copiesOf(
  db: DbOrTx,
  followerId: number,
  q: { scope: 'current' | 'history'; traderId?: number | undefined; limit: number; offset: number },
): Promise<{ rows: CopyTradeRow[]; total: number }> {
  const where = and(
    eq(copyTrades.followerUserId, followerId),
    q.scope === 'current' ? eq(copyTrades.status, 'open') : inArray(copyTrades.status, HISTORY_STATES),
    q.traderId === undefined ? undefined : eq(copyTrades.traderUserId, q.traderId),
  );
  return pageOf(db, copyTrades, where, [desc(copyTrades.id)], q);
}

/** Profit shares the user paid (as follower) or received (as trader), newest first. */
export async function sharesOf(
  db: DbOrTx,
  userId: number,
  q: { role: 'paid' | 'received'; limit: number; offset: number },
): Promise<{ rows: CopyProfitShareRow[]; total: number }> {
  const where =
    q.role === 'paid'
      ? eq(copyProfitShares.followerUserId, userId)
      : eq(copyProfitShares.traderUserId, userId);
  return pageOf(db, copyProfitShares, where, [desc(copyProfitShares.id)], q);
}
