import { Decimal, isoTime, refuse, type Paginated } from '@meridian/contract';
import {
  type CopySort,
  type FollowTraderDetail,
  type TraderCard,
  type TraderPosition,
  type TraderStats,
} from '@meridian/contract/copytrade';
import type { Db } from '../../../platform/db';
import type { Services } from '../../../platform/module';
import type { LeaderboardPort } from '../copytrade.deps';
import type { CopyTraderRow } from '../copytrade.schema';
import {
  displayName,
  followView,
  maskAccount,
  NO_LIVE,
  percent,
  usdt,
  type FollowLive,
} from '../follows.view';
import { windowCurve, windowStart, type StatsWindow } from './compute';
import * as store from './store';
import { traderPositionView, traderStatsView, type TraderLive } from './stats.view';

export interface LeaderboardDeps {
  db: Db;
  reads: Services['futuresReads'];
  account: Pick<Services['account'], 'profilesOf'>;
  /** Demo traders are listed (and their pages open) only while demo content is on. */
  demoContent: boolean;
  /** What the open copies of follows hold now (the copy engine's `liveOf`), when the engine is there. */
  liveOf?: (followIds: number[]) => Promise<Map<number, FollowLive>>;
  now?: () => Date;
}

/**
 * The leaderboard and the trader pages (follow/index, traderDetail, historyTrade, followers) and the
 * statistics the console lists: stored numbers from the recomputation (stats.service.ts) plus what is read
 * live — followers (always the count of active follows), open positions on the mark, today's P&L. Read only.
 */
export class LeaderboardService implements LeaderboardPort {
  constructor(private readonly deps: LeaderboardDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** follow/index: active traders in the order of `sort` over the window, with a sparkline each. */
  async index(
    viewerId: number | undefined,
    input: { page: number; limit: number; sort: CopySort; window: 7 | 30 | 90 },
  ): Promise<Paginated<TraderCard>> {
    const { rows, total } = await store.leaderboardPage(this.deps.db, {
      sort: input.sort,
      window: input.window,
      demo: this.deps.demoContent,
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    });
    const ids = rows.map((r) => r.trader.userId);
    const [profiles, curves, followed] = await Promise.all([
      this.deps.account.profilesOf(ids),
      store.curvesOf(this.deps.db, ids),
      viewerId === undefined
        ? Promise.resolve(new Map())
        : store.activeFollowsOf(this.deps.db, viewerId, ids),
    ]);
    const now = this.now();
    const lives = await Promise.all(rows.map((r) => this.live(r.trader.userId, r.followers, input.window)));
    const data = rows.map((r, i): TraderCard => {
      const id = r.trader.userId;
      const profile = profiles.get(id);
      return {
        id,
        nickname: displayName(id, profile),
        head_portrait: profile?.headPortrait ?? '',
        bio: r.trader.bio,
        is_demo: r.trader.isDemo,
        strategy: r.trader.strategy,
        profit_share: percent(r.trader.profitShare),
        max_followers: r.trader.maxFollowers,
        min_amount: usdt(r.trader.minAmount),
        is_followed: followed.has(id),
        is_full: r.followers >= r.trader.maxFollowers,
        stats: traderStatsView(r.stats, lives[i]!),
        spark: windowCurve(curves.get(id) ?? [], now, input.window).map((p) => p.roi.toFixed(2)),
      };
    });
    return { data, page: input.page, limit: input.limit, total };
  }

  /** follow/traderDetail: profile, statistics, curve and open positions; the viewer's follow of them. */
  async traderDetail(
    viewerId: number | undefined,
    input: { trader_user_id: number; window: 7 | 30 | 90 },
  ): Promise<FollowTraderDetail> {
    const trader = await this.visibleTrader(input.trader_user_id);
    const id = trader.userId;
    const followers = (await store.followerCounts(this.deps.db, [id])).get(id) ?? 0;
    const [profile, stats, curve, open, mine] = await Promise.all([
      this.deps.account.profilesOf([id]).then((m) => m.get(id)),
      store.statsOf(this.deps.db, id, input.window),
      store.curveOf(this.deps.db, id),
      this.deps.reads.open(id),
      viewerId === undefined
        ? Promise.resolve(undefined)
        : store.activeFollowsOf(this.deps.db, viewerId, [id]).then((m) => m.get(id)),
    ]);
    const live = await this.live(id, followers, input.window, open);
    const follow = mine
      ? followView(
          mine,
          {
            nickname: displayName(id, profile),
            head_portrait: profile?.headPortrait ?? '',
            is_demo: trader.isDemo,
          },
          (await this.deps.liveOf?.([mine.id]))?.get(mine.id) ?? NO_LIVE,
        )
      : null;
    return {
      trader_info: {
        id,
        is_trader: trader.status === 'active' ? 1 : 2,
        nickname: displayName(id, profile),
        head_portrait: profile?.headPortrait ?? '',
        bio: trader.bio,
        is_demo: trader.isDemo,
        strategy: trader.strategy,
        profit_share: percent(trader.profitShare),
        max_followers: trader.maxFollowers,
        min_amount: usdt(trader.minAmount),
        since: isoTime(trader.approvedAt),
      },
      data: traderStatsView(stats, live),
      curve: windowCurve(curve, this.now(), input.window).map((p) => ({
        time: p.day,
        pnl: usdt(p.pnl),
        roi: p.roi.toFixed(2),
      })),
      positions: open.map((p) => traderPositionView(p.view)),
      is_followed: follow !== null,
      is_full: followers >= trader.maxFollowers,
      my_follow: follow,
      is_self: viewerId === id,
    };
  }

  /** follow/historyTrade: the trader's own closed positions, newest close first. */
  async historyTrade(input: {
    trader_user_id: number;
    page: number;
    limit: number;
  }): Promise<Paginated<TraderPosition>> {
    const trader = await this.visibleTrader(input.trader_user_id);
    const { data, total } = await this.deps.reads.closedPage(trader.userId, input.page, input.limit);
    return { data: data.map(traderPositionView), page: input.page, limit: input.limit, total };
  }

  /** follow/followers: the trader's active followers (masked logins) and what their follows made. */
  async followers(input: {
    trader_user_id: number;
    page: number;
    limit: number;
  }): Promise<Paginated<{ account: string; since: string; follow_earnings: string; shares_paid: string }>> {
    const trader = await this.visibleTrader(input.trader_user_id);
    const { rows, total } = await store.followersPage(
      this.deps.db,
      trader.userId,
      input.limit,
      (input.page - 1) * input.limit,
    );
    const profiles = await this.deps.account.profilesOf(rows.map((r) => r.followerUserId));
    return {
      data: rows.map((r) => ({
        account: maskAccount(profiles.get(r.followerUserId)?.login ?? ''),
        since: isoTime(r.createdAt),
        follow_earnings: usdt(r.realised),
        shares_paid: usdt(r.sharesPaid),
      })),
      page: input.page,
      limit: input.limit,
      total,
    };
  }

  /** A trader's statistics over a window (0 = all time), as the leaderboard shows them (the console's list). */
  async statsOf(traderId: number, window: StatsWindow): Promise<TraderStats> {
    const followers = (await store.followerCounts(this.deps.db, [traderId])).get(traderId) ?? 0;
    const row = await store.statsOf(this.deps.db, traderId, window);
    return traderStatsView(row, await this.live(traderId, followers, window));
  }

  /** A trader anyone may look at: people (active or revoked), and demo traders while demo content is on. */
  private async visibleTrader(userId: number): Promise<CopyTraderRow> {
    const trader = await store.traderOf(this.deps.db, userId);
    if (!trader || (trader.isDemo && !this.deps.demoContent))
      throw refuse('follow_trader_unavailable', {}, 'trader_user_id');
    return trader;
  }

  /**
   * The read-time parts: the copies' results, open positions on the mark, and today's result — closes of today
   * plus the open positions' unrealised P&L, both net of the fees charged, like every other statistic.
   */
  private async live(
    traderId: number,
    followers: number,
    window: StatsWindow,
    open?: Awaited<ReturnType<Services['futuresReads']['open']>>,
  ): Promise<TraderLive> {
    const now = this.now();
    const [positions, today, followersProfits] = await Promise.all([
      open ?? this.deps.reads.open(traderId),
      this.deps.reads.closed(traderId, { from: windowStart(now, 1) }),
      this.deps.reads.copiesProfit(traderId, windowStart(now, window)),
    ]);
    const zero = new Decimal(0);
    const openNet = positions.reduce((s, p) => s.plus(p.net), zero);
    return {
      followers,
      followersProfits,
      positionCount: positions.length,
      valuation: positions.reduce((s, p) => s.plus(p.margin).plus(p.unrealised), zero),
      today: today.reduce((s, c) => s.plus(c.profit), zero).plus(openNet),
    };
  }
}
