import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { LeaderboardPort } from './copytrade.deps';
import type { FollowsService } from './follows.service';
import type { TradersService } from './traders.service';

/**
 * Copy trading's user calls (contract `API.follow`, `API.copytrade`): the leaderboard and trader pages
 * (statistics, read-only), following, copies and shares, and the trader application and settings.
 */
export function copytradeRoutes(
  app: FastifyInstance,
  s: { traders: TradersService; follows: FollowsService; leaderboard: LeaderboardPort },
): void {
  const follow = API.follow;
  handle(app, follow.index, (input, ctx) => s.leaderboard.index(ctx.session?.userId, input));
  handle(app, follow.traderDetail, (input, ctx) => s.leaderboard.traderDetail(ctx.session?.userId, input));
  handle(app, follow.historyTrade, (input) => s.leaderboard.historyTrade(input));
  handle(app, follow.followers, (input) => s.leaderboard.followers(input));
  handle(app, follow.follow, (input, ctx) => s.follows.follow(ctx.session.userId, input), {
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  });
  handle(app, follow.cancel, (input, ctx) => s.follows.cancel(ctx.session.userId, input));
  handle(app, follow.agree, (input, ctx) => s.follows.agree(ctx.session.userId, input));
  handle(app, follow.selfHolding, (input, ctx) => s.follows.selfHolding(ctx.session.userId, input));
  handle(app, follow.my, (input, ctx) => s.follows.my(ctx.session.userId, input));
  handle(app, follow.copies, (input, ctx) => s.follows.copies(ctx.session.userId, input));
  handle(app, follow.shares, (input, ctx) => s.follows.shares(ctx.session.userId, input));

  const trader = API.copytrade;
  handle(app, trader.applyInfo, (_input, ctx) => s.traders.applyInfo(ctx.session.userId));
  handle(app, trader.apply, (input, ctx) => s.traders.apply(ctx.session.userId, input), {
    rateLimit: { max: 10, timeWindowMs: 60_000 },
  });
  handle(app, trader.settings, (input, ctx) => s.traders.settings(ctx.session.userId, input));
}
