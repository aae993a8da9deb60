import type { CopySort } from '@meridian/contract/copytrade';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db';
import { pageOf } from '../../../platform/db/page';
import {
  copyFollows,
  copyTraderCurve,
  copyTraders,
  copyTraderStats,
  type CopyFollowRow,
  type CopyTraderRow,
  type CopyTraderStatsRow,
} from '../copytrade.schema';
import type { CurvePoint, StatsWindow, WindowStats } from './compute';

/**
 * Queries of the statistics and the leaderboard: copy_trader_stats and copy_trader_curve are written only by
 * the recomputation (stats.service.ts), from closed positions; nothing else writes them. Followers are always
 * counted from active follows, never stored.
 */

/** Advisory lock space of one trader's recomputation ("CTST", trader id): recomputes never interleave. */
const STATS_LOCK = 0x4354_5354;

export async function lockTraderStats(tx: DbOrTx, traderId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STATS_LOCK}, ${traderId}::int)`);
}

export async function writeStats(
  tx: DbOrTx,
  traderId: number,
  window: StatsWindow,
  s: WindowStats,
  followersProfits: string,
  at: Date,
): Promise<void> {
  const values = {
    closedCount: s.closedCount,
    profitCount: s.profitCount,
    lossCount: s.lossCount,
    totalProfits: s.totalProfits.toFixed(),
    winRate: s.winRate.toFixed(2),
    roi: s.roi.toFixed(2),
    maxDrawdown: s.maxDrawdown.toFixed(),
    maxDrawdownRate: s.maxDrawdownRate.toFixed(2),
    followersProfits,
    yesterdayRoi: s.yesterdayRoi.toFixed(2),
    computedAt: at,
  };
  await tx
    .insert(copyTraderStats)
    .values({ traderUserId: traderId, window, ...values })
    .onConflictDoUpdate({ target: [copyTraderStats.traderUserId, copyTraderStats.window], set: values });
}

/** Replaces the trader's curve with `points` (one per UTC day with closes). */
export async function replaceCurve(
  tx: DbOrTx,
  traderId: number,
  points: readonly CurvePoint[],
): Promise<void> {
  await tx.delete(copyTraderCurve).where(eq(copyTraderCurve.traderUserId, traderId));
  for (let i = 0; i < points.length; i += 500)
    await tx.insert(copyTraderCurve).values(
      points.slice(i, i + 500).map((p) => ({
        traderUserId: traderId,
        day: p.day,
        pnl: p.pnl.toFixed(),
        margin: p.margin.toFixed(),
        roi: p.roi.toFixed(2),
      })),
    );
}

export function curveOf(
  db: DbOrTx,
  traderId: number,
): Promise<{ day: string; pnl: string; margin: string }[]> {
  return db
    .select({ day: copyTraderCurve.day, pnl: copyTraderCurve.pnl, margin: copyTraderCurve.margin })
    .from(copyTraderCurve)
    .where(eq(copyTraderCurve.traderUserId, traderId))
    .orderBy(asc(copyTraderCurve.day));
}

/** The all-time curves of several traders (a leaderboard page), each in day order. */
export async function curvesOf(
  db: DbOrTx,
  traderIds: number[],
): Promise<Map<number, { day: string; pnl: string; margin: string }[]>> {
  const out = new Map<number, { day: string; pnl: string; margin: string }[]>();
  if (traderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(copyTraderCurve)
    .where(inArray(copyTraderCurve.traderUserId, traderIds))
    .orderBy(asc(copyTraderCurve.traderUserId), asc(copyTraderCurve.day));
  for (const r of rows) {
    const list = out.get(r.traderUserId) ?? [];
    list.push({ day: r.day, pnl: r.pnl, margin: r.margin });
    out.set(r.traderUserId, list);
  }
  return out;
}

export async function statsOf(
  db: DbOrTx,
  traderId: number,
  window: StatsWindow,
): Promise<CopyTraderStatsRow | undefined> {
  const [r] = await db
    .select()
    .from(copyTraderStats)
    .where(and(eq(copyTraderStats.traderUserId, traderId), eq(copyTraderStats.window, window)));
  return r;
}

export async function traderOf(db: DbOrTx, userId: number): Promise<CopyTraderRow | undefined> {
  const [r] = await db.select().from(copyTraders).where(eq(copyTraders.userId, userId));
  return r;
}

/** Ids of the active traders (demo traders only when `demo`), for the hourly recomputation. */
export async function activeTraderIds(db: DbOrTx, demo: boolean): Promise<number[]> {
  const rows = await db
    .select({ id: copyTraders.userId })
    .from(copyTraders)
    .where(and(eq(copyTraders.status, 'active'), demo ? undefined : eq(copyTraders.isDemo, false)))
    .orderBy(asc(copyTraders.userId));
  return rows.map((r) => r.id);
}

/** Active follows per trader. */
export async function followerCounts(db: DbOrTx, traderIds: number[]): Promise<Map<number, number>> {
  if (traderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: copyFollows.traderUserId, n: count() })
    .from(copyFollows)
    .where(and(inArray(copyFollows.traderUserId, traderIds), eq(copyFollows.status, 'active')))
    .groupBy(copyFollows.traderUserId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The viewer's active follows among these traders, by trader. */
export async function activeFollowsOf(
  db: DbOrTx,
  followerId: number,
  traderIds: number[],
): Promise<Map<number, CopyFollowRow>> {
  if (traderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(copyFollows)
    .where(
      and(
        eq(copyFollows.followerUserId, followerId),
        inArray(copyFollows.traderUserId, traderIds),
        eq(copyFollows.status, 'active'),
      ),
    );
  return new Map(rows.map((r) => [r.traderUserId, r]));
}

/** A page of a trader's active follows, oldest first, and the total. */
export async function followersPage(
  db: DbOrTx,
  traderId: number,
  limit: number,
  offset: number,
): Promise<{ rows: CopyFollowRow[]; total: number }> {
  return pageOf(
    db,
    copyFollows,
    and(eq(copyFollows.traderUserId, traderId), eq(copyFollows.status, 'active')),
    [asc(copyFollows.createdAt), asc(copyFollows.id)],
    { limit, offset },
  );
}

const activeFollowers = sql<number>`(SELECT count(*)::int FROM ${copyFollows} f
  WHERE f.trader_user_id = ${copyTraders.userId} AND f.status = 'active')`;
const z = (col: SQL | typeof copyTraderStats.roi) => sql`coalesce(${col}, 0)`;

function order(sort: CopySort): SQL[] {
  switch (sort) {
    case 'roi':
      return [desc(z(copyTraderStats.roi))];
    case 'pnl':
      return [desc(z(copyTraderStats.totalProfits))];
    case 'win_rate':
      return [desc(z(copyTraderStats.winRate))];
    case 'drawdown':
      // the smallest drawdown first, among traders with closes in the window (the others after them)
      return [
        desc(sql`coalesce(${copyTraderStats.closedCount}, 0) > 0`),
        asc(z(copyTraderStats.maxDrawdownRate)),
      ];
    case 'followers':
      return [desc(activeFollowers)];
  }
}

/**
 * A page of active traders (demo traders only when `demo`) with their statistics of `window` (absent before
 * the first computation) and their active followers, in the order of `sort`, ties by trader id.
 */
export async function leaderboardPage(
  db: DbOrTx,
  q: { sort: CopySort; window: StatsWindow; demo: boolean; limit: number; offset: number },
): Promise<{
  rows: { trader: CopyTraderRow; stats: CopyTraderStatsRow | null; followers: number }[];
  total: number;
}> {
  const where = and(eq(copyTraders.status, 'active'), q.demo ? undefined : eq(copyTraders.isDemo, false));
  const rows = await db
    .select({ trader: copyTraders, stats: copyTraderStats, followers: activeFollowers })
    .from(copyTraders)
    .leftJoin(
      copyTraderStats,
      and(eq(copyTraderStats.traderUserId, copyTraders.userId), eq(copyTraderStats.window, q.window)),
    )
    .where(where)
    .orderBy(...order(q.sort), asc(copyTraders.userId))
    .limit(q.limit)
    .offset(q.offset);
  const [c] = await db.select({ n: count() }).from(copyTraders).where(where);
  return { rows: rows.map((r) => ({ ...r, followers: Number(r.followers) })), total: c?.n ?? 0 };
}
