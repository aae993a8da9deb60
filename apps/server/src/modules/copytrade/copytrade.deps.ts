import type { ParsedRequestOf, ReplyOf } from '@meridian/contract';
import type { API } from '@meridian/contract/api';
import type { FollowTraderDetail, TraderStats } from '@meridian/contract/copytrade';
import type { FuturesPosition } from '@meridian/contract/futures';
import type { Tx } from '../../platform/db';
import type { FollowLive } from './follows.view';

/**
 * What the traders and follows services (and their routes) use of the other parts of copy trading, by shape:
 * the copy engine (engine/, ENGINE's `CopyEngine`) and the statistics (stats/, STATS' `LeaderboardService`).
 * copytrade.module.ts passes the real ones; the services never construct them.
 */

/** The copy engine as the follows and traders services use it. */
export interface CopyEnginePort {
  /** follow/selfHolding: detaches one attached copy of the user (then it is the user's own position). */
  selfHold(userId: number, positionId: number): Promise<FuturesPosition>;
  /** Detaches every open copy of a follow in the caller's transaction; returns their position ids. */
  detachFollow(tx: Tx, followId: number): Promise<number[]>;
  /** Socket pushes and trigger updates for positions changed by a committed transaction. */
  afterCommit(positionIds: number[]): Promise<void>;
  /** What the open copies of each follow hold now (follows without any are absent or zero). */
  liveOf(followIds: number[]): Promise<Map<number, FollowLive>>;
}

type Req<K extends keyof typeof API.follow> = ParsedRequestOf<(typeof API.follow)[K]>;
type Res<K extends keyof typeof API.follow> = ReplyOf<(typeof API.follow)[K]>;

/** The leaderboard and trader pages (follow/index, traderDetail, historyTrade, followers) and statistics. */
export interface LeaderboardPort {
  index(viewerId: number | undefined, input: Req<'index'>): Promise<Res<'index'>>;
  traderDetail(viewerId: number | undefined, input: Req<'traderDetail'>): Promise<FollowTraderDetail>;
  historyTrade(input: Req<'historyTrade'>): Promise<Res<'historyTrade'>>;
  followers(input: Req<'followers'>): Promise<Res<'followers'>>;
  /** A trader's statistics over a window (0 = all time), as the leaderboard shows them. */
  statsOf(traderId: number, window: 0 | 7 | 30 | 90): Promise<TraderStats>;
}

/** Futures position views by id (the follower's copies, the shares' positions). */
export type PositionViews = (ids: number[]) => Promise<Map<number, FuturesPosition>>;
