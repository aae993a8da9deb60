import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { wireBoolean, wireId, wireInt, wireIntIn } from '../wire';
import { futuresPosition } from '../futures/futures';
import {
  COPY_CLOSE_CAUSES,
  COPY_END_REASONS,
  COPY_FOLLOW_STATES,
  COPY_SKIP_REASONS,
  COPY_SORTS,
  COPY_TRADE_STATES,
  COPY_WINDOWS,
  copyAmount,
  copyNumber,
  copyStopLoss,
} from './follow-rules';

export * from './follow-rules';

/**
 * Copy trading ("follow"): `follow/*` with the original's field names so
 * its client works, plus what Meridian adds: windows and sorts on the leaderboard, budgets, copier stop-loss,
 * profit shares, current and historical copies. Money is USDT of the futures account, decimal strings.
 *
 * A copy is a futures position of the follower, opened and closed through the futures service at the market
 * price of the moment (never the trader's price), linked to the trader's position (`follow_order_id`). While
 * attached, the trader's close closes it; `follow/selfHolding` detaches it. Statistics come only from closed
 * positions and active follows; nothing can edit them.
 */

const decimal = z.string();
const window = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.union(COPY_WINDOWS.map((w) => z.literal(w)) as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>], {
    message: 'parameter_error',
  }),
);

/** GET /follow/index — the leaderboard (auth optional: `is_followed` for a signed-in user). */
export const followIndexRequest = pageQuerySchema.extend({
  sort: z.enum(COPY_SORTS, { message: 'parameter_error' }).default('pnl'),
  window: window.default(30),
});

/** Statistics of one trader over a window, as computed by the hourly job from closed positions. */
export const traderStats = z.object({
  /** Closed positions in the window, of which profitable (`profitCount`) and losing (`fallCount`). */
  closed_count: z.number().int(),
  profitCount: z.number().int(),
  fallCount: z.number().int(),
  /** Σ realised P&L of the window's closed positions. */
  total_profits: decimal,
  /** Win rate: profitable ÷ closed × 100, 2 decimals. */
  correct_rate: decimal,
  /** Rate of return: Σ realised P&L ÷ Σ opening margin × 100, 2 decimals. */
  total_income_rate: decimal,
  /** Largest fall of cumulative realised P&L from a peak, in USDT and in % of Σ opening margin. */
  max_drawdown: decimal,
  max_drawdown_rate: decimal,
  /** Active follows now (never a set number). */
  follow_num: z.number().int(),
  /** Σ realised result of all copies of this trader (all followers, the window's closes), net of their fees. */
  followers_profits: decimal,
  /** Open positions: count and valuation (Σ margin + unrealised P&L on the mark). */
  position_count: z.number().int(),
  position_valuation: decimal,
  /** Today (UTC): realised P&L plus the open positions' unrealised P&L. */
  today_profits: decimal,
  /** Yesterday's rate of return (%), as the original showed. */
  yesterday_profits: decimal,
  /** When the numbers were computed (ISO 8601). */
  computed_at: z.string(),
});
export type TraderStats = z.infer<typeof traderStats>;

/** One trader as the leaderboard lists it. */
export const traderCard = z.object({
  id: z.number().int(),
  nickname: z.string(),
  head_portrait: z.string(),
  bio: z.string(),
  /** Automated demo trader (simulated market): labelled everywhere. */
  is_demo: z.boolean(),
  /** Strategy of a demo trader ('' for people). */
  strategy: z.string(),
  profit_share: decimal,
  max_followers: z.number().int(),
  min_amount: decimal,
  is_followed: z.boolean(),
  /** Followers are at the trader's maximum. */
  is_full: z.boolean(),
  stats: traderStats,
  /** Cumulative rate of return (%) per day of the window, oldest first: the card's sparkline. */
  spark: z.array(decimal),
});
export type TraderCard = z.infer<typeof traderCard>;

export const followIndexResponse = paginatedSchema(traderCard);

/** GET /follow/traderDetail {trader_user_id, window}. */
export const followTraderRequest = z.object({ trader_user_id: wireId(), window: window.default(30) });

/** A point of a trader's equity curve: cumulative realised P&L and rate of return at the end of a UTC day. */
export const curvePoint = z.object({ time: z.string(), pnl: decimal, roi: decimal });

/** A trader's position as anyone may see it (no account data). */
export const traderPosition = z.object({
  id: z.number().int(),
  symbol: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  share: z.number().int(),
  multiple: z.number().int(),
  price: decimal,
  update_price: decimal,
  /** Unrealised (open) or realised (closed) P&L, net of the fees charged to the position. */
  profits: decimal,
  /** That net P&L ÷ opening margin × 100. */
  profit_rate: decimal,
  status_name: z.enum(['open', 'closed']),
  close_reason: z.string(),
  close_price: decimal,
  transaction_time: z.string(),
  complete_time: z.string(),
});
export type TraderPosition = z.infer<typeof traderPosition>;

/** A follow as its follower sees it. */
export const followRecord = z.object({
  id: z.number().int(),
  /** The trader (original name). */
  follow_user_id: z.number().int(),
  trader_nickname: z.string(),
  trader_head_portrait: z.string(),
  trader_is_demo: z.boolean(),
  /** 1 fixed multiple, 2 fixed lots. */
  type: z.union([z.literal(1), z.literal(2)]),
  /** The multiple (2 decimals) or the lots per copy. */
  number: decimal,
  budget: decimal,
  /** Stop following and close all copies when the follow's loss reaches this % of the budget ('' = none). */
  stop_loss_percent: decimal,
  profit_share: decimal,
  status: z.enum(COPY_FOLLOW_STATES),
  end_reason: z.union([z.enum(COPY_END_REASONS), z.literal('')]),
  /**
   * Σ realised result of the follow's copies and unrealised P&L of its open copies, both net of the copy's
   * fees (P&L − trade fee − overnight fees); the margin they hold now.
   */
  follow_earnings: decimal,
  unrealised: decimal,
  margin_used: decimal,
  /** Profit shares paid to the trader, and the high-water mark they are computed above. */
  shares_paid: decimal,
  high_water: decimal,
  open_copies: z.number().int(),
  created_at: z.string(),
  ended_at: z.string(),
});
export type FollowRecord = z.infer<typeof followRecord>;

export const followTraderResponse = z.object({
  trader_info: z.object({
    id: z.number().int(),
    /** 1 trader, 2 not (original). */
    is_trader: z.union([z.literal(1), z.literal(2)]),
    nickname: z.string(),
    head_portrait: z.string(),
    bio: z.string(),
    is_demo: z.boolean(),
    strategy: z.string(),
    profit_share: decimal,
    max_followers: z.number().int(),
    min_amount: decimal,
    since: z.string(),
  }),
  data: traderStats,
  curve: z.array(curvePoint),
  /** Open positions now. */
  positions: z.array(traderPosition),
  is_followed: z.boolean(),
  is_full: z.boolean(),
  /** The signed-in user's active follow of this trader, or null. */
  my_follow: followRecord.nullable(),
  /** The signed-in user is this trader. */
  is_self: z.boolean(),
});
export type FollowTraderDetail = z.infer<typeof followTraderResponse>;

/** GET /follow/historyTrade {trader_user_id} — the trader's closed positions, newest first. */
export const followHistoryRequest = pageQuerySchema.extend({ trader_user_id: wireId() });
export const followHistoryResponse = paginatedSchema(traderPosition);

/** GET /follow/followers {trader_user_id} — followers (masked) and what their copies made. */
export const followFollowersResponse = paginatedSchema(
  z.object({
    /** Masked login (`ab***@x.com`). */
    account: z.string(),
    since: z.string(),
    follow_earnings: decimal,
    shares_paid: decimal,
  }),
);

/**
 * POST /follow/follow {trader_user_id, number, type, budget, stop_loss_percent} — follow, or change an active
 * follow of the same trader. Type 1: copy lots = trader lots × number, floored to whole lots (a copy under one
 * lot is skipped `too_small`); `number` is rounded to 2 decimals. Type 2: `number` lots per copy.
 */
export const followFollowRequest = z.object({
  trader_user_id: wireId(),
  type: wireIntIn([1, 2], 'follow_type_invalid'),
  number: copyNumber,
  budget: copyAmount,
  stop_loss_percent: copyStopLoss,
});
export type FollowFollowRequest = z.infer<typeof followFollowRequest>;

/** POST /follow/cancel {follow_user_id} — stop following (open copies stay, detached, the follower's). */
export const followCancelRequest = z.object({ follow_user_id: wireId() });

/** POST /follow/agree {version} — the copy-trading agreement accepted (needed before a first follow). */
export const followAgreeRequest = z.object({ version: wireInt({ min: 1, max: 1000 }) });
export const followAgreementResponse = z.object({
  version: z.number().int(),
  accepted: z.boolean(),
  accepted_at: z.string(),
});

/** POST /follow/selfHolding {transaction_id} — detach one copy: the trader's later close leaves it open. */
export const followSelfHoldingRequest = z.object({ transaction_id: wireId() });

/** GET /follow/my {history} — my follows (active, or ended with `history`). */
export const followMyRequest = z.object({ history: wireBoolean().default(false) });
export const followMyResponse = z.object({
  follows: z.array(followRecord),
  /** Across all follows: realised, unrealised (net of the copies' fees), shares paid. */
  total_earnings: decimal,
  total_unrealised: decimal,
  total_shares: decimal,
  agreement_version: z.number().int(),
  agreement_accepted: z.boolean(),
});

/** One copy: the link between a trader's position and the follower's (or why it was not made). */
export const copyTrade = z.object({
  id: z.number().int(),
  follow_id: z.number().int(),
  follow_user_id: z.number().int(),
  trader_nickname: z.string(),
  /** The trader's position. */
  follow_order_id: z.number().int(),
  /** The follower's position (0 when skipped). */
  transaction_id: z.number().int(),
  status: z.enum(COPY_TRADE_STATES),
  skip_reason: z.union([z.enum(COPY_SKIP_REASONS), z.literal('')]),
  /** Why it closed: the trader's close (with the trader's reason), its own trigger, the copier stop-loss… */
  close_cause: z.union([z.enum(COPY_CLOSE_CAUSES), z.literal('')]),
  trader_close_reason: z.string(),
  share_paid: decimal,
  position: futuresPosition.nullable(),
  created_at: z.string(),
});
export type CopyTrade = z.infer<typeof copyTrade>;

/** GET /follow/copies {scope} — `current` open attached copies, `history` the rest (closed, detached, skipped). */
export const followCopiesRequest = pageQuerySchema.extend({
  scope: z.enum(['current', 'history'], { message: 'parameter_error' }).default('current'),
  follow_user_id: wireId().optional(),
});
export const followCopiesResponse = paginatedSchema(copyTrade);

/** GET /follow/shares {role} — profit shares I paid (`paid`) or received as a trader (`received`). */
export const followSharesRequest = pageQuerySchema.extend({
  role: z.enum(['paid', 'received'], { message: 'parameter_error' }).default('paid'),
});
export const profitShare = z.object({
  id: z.number().int(),
  follow_id: z.number().int(),
  trader_user_id: z.number().int(),
  follower_user_id: z.number().int(),
  /** The other side's name (trader nickname, or the masked follower). */
  counterparty: z.string(),
  transaction_id: z.number().int(),
  symbol: z.string(),
  /**
   * The copy's realised profit net of the copy's fees (P&L − trade fee − overnight fees), the part above the
   * high-water mark, the rate and the share.
   */
  profit: decimal,
  above_high_water: decimal,
  rate: decimal,
  amount: decimal,
  entry_id: z.number().int(),
  created_at: z.string(),
});
export type ProfitShare = z.infer<typeof profitShare>;
export const followSharesResponse = paginatedSchema(profitShare);

const both = ['GET', 'POST'] as const;

/** Endpoints: copy trading, follower side (follow/*). */
export const followApi = {
  index: defineEndpoint({
    method: both,
    path: '/follow/index',
    auth: 'optional',
    request: followIndexRequest,
    response: followIndexResponse,
    summary: 'Traders, sorted by ROI, P&L, win rate, max drawdown or followers over 7, 30 or 90 days.',
  }),
  traderDetail: defineEndpoint({
    method: both,
    path: '/follow/traderDetail',
    auth: 'optional',
    request: followTraderRequest,
    response: followTraderResponse,
    summary: "A trader's profile, statistics, equity curve and open positions.",
  }),
  historyTrade: defineEndpoint({
    method: both,
    path: '/follow/historyTrade',
    auth: 'optional',
    request: followHistoryRequest,
    response: followHistoryResponse,
    summary: "A trader's closed positions, newest first.",
  }),
  followers: defineEndpoint({
    method: both,
    path: '/follow/followers',
    auth: 'optional',
    request: followHistoryRequest,
    response: followFollowersResponse,
    summary: "A trader's active followers (masked) and what their copies made.",
  }),
  follow: defineEndpoint({
    method: 'POST',
    path: '/follow/follow',
    auth: 'required',
    idempotent: true,
    request: followFollowRequest,
    response: followRecord,
    summary:
      'Follows a trader (fixed multiple or fixed lots, budget, stop-loss), or changes an active follow.',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/follow/cancel',
    auth: 'required',
    idempotent: true,
    request: followCancelRequest,
    response: followRecord,
    summary: 'Stops following a trader; open copies stay open, detached, for the follower to manage.',
  }),
  agree: defineEndpoint({
    method: 'POST',
    path: '/follow/agree',
    auth: 'required',
    request: followAgreeRequest,
    response: followAgreementResponse,
    summary: 'Records that the user accepted the copy-trading agreement (needed before a first follow).',
  }),
  selfHolding: defineEndpoint({
    method: 'POST',
    path: '/follow/selfHolding',
    auth: 'required',
    idempotent: true,
    request: followSelfHoldingRequest,
    response: futuresPosition,
    summary:
      "Detaches one copy: it becomes the follower's own position, which the trader's close leaves open.",
  }),
  my: defineEndpoint({
    method: both,
    path: '/follow/my',
    auth: 'required',
    request: followMyRequest,
    response: followMyResponse,
    summary: 'My traders: active follows (or ended ones), with earnings, open copies and shares paid.',
  }),
  copies: defineEndpoint({
    method: both,
    path: '/follow/copies',
    auth: 'required',
    request: followCopiesRequest,
    response: followCopiesResponse,
    summary: 'My copy trades: current (open, attached) or history (closed, detached, skipped with a reason).',
  }),
  shares: defineEndpoint({
    method: both,
    path: '/follow/shares',
    auth: 'required',
    request: followSharesRequest,
    response: followSharesResponse,
    summary: 'Profit shares I paid as a follower, or received as a trader.',
  }),
} as const satisfies EndpointGroup;
