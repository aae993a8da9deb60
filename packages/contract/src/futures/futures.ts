import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { WIRE_INT_MAX, wireId, wireInt, wireIntIn, wirePositiveDecimal, wireText } from '../wire';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { positiveAmountSchema } from '../validation';

/**
 * Futures ("lever"): `lever/*` with the original's field names:
 * `share` = lots, `number` = quantity of the base asset (lots × units per lot), `multiple` = leverage,
 * `type` 1 long / 2 short, `caution_money` = margin, `trade_fee` = handling fee, `profits` = unrealised P&L on
 * the mark price (`update_price`), `fact_profits` = realised P&L. Money and prices are decimal strings; money is
 * USDT in the user's futures account (account type 3).
 *
 * Margin model: ISOLATED per position. Each position's loss is limited to its own margin; the position is
 * liquidated when its own risk — (margin + P&L) ÷ opening margin × 100, on the mark price — reaches
 * FUTURES_LIQUIDATION_RISK_PERCENT, i.e. when the mark reaches its `liquidation_price`, and it closes at the tick
 * price that reached it. The reference's account risk rate (`hazard_rate`) is still computed and shown by
 * `lever/dealall`, `lever/my_trade` and `lever_trade`, but it does not trigger anything (cross margin would
 * make every level depend on every other price). When a price gaps past the liquidation level the loss beyond
 * the margin is not taken from the user: it is recorded on the position as `shortfall` and the house's
 * insurance account absorbs it — a user's balance never goes negative.
 *
 * Prices: a market order enters at the mark ± FUTURES_SPREAD_PERCENT (`origin_price` = mark, `price` = after
 * spread); every close exits at the mark ∓ the spread (`close_origin_price` = the tick that decided it,
 * `close_price` = after spread). A limit order (`status` 0 on submit) waits until the mark reaches
 * `target_price` (buy: mark ≤ limit, sell: mark ≥ limit) and then enters at exactly its limit — never worse.
 * At open the handling fee (FUTURES_FEE_PERCENT of the notional) is charged and the margin is held; a pending
 * limit order holds both until it activates or is cancelled (then both come back). Once a day an overnight fee
 * (FUTURES_OVERNIGHT_PERCENT of the notional) is taken from the margin, which moves the liquidation level; a
 * margin that cannot pay it is liquidated. Every close stores its price, time and reason.
 */

const decimal = z.string();
const id = wireId();

/** Leverage choices (`multiple`). */
export const FUTURES_LEVERAGES = [1, 2, 5, 10, 20, 50, 100] as const;
/** Lots per order: whole numbers in [min, max]; `presets` are the ticket's quick picks. */
export const FUTURES_LOTS = { min: 1, max: 100, presets: [1, 5, 10, 20, 50] } as const;
/** Handling fee at open, percent of the notional (not charged at close). */
export const FUTURES_FEE_PERCENT = '0.05';
/** Overnight fee per day an open position is held past 00:00 UTC, percent of the notional. */
export const FUTURES_OVERNIGHT_PERCENT = '0.02';
/** Spread, percent of the mark: long entry mark × (1 + s), short mark × (1 − s); the opposite on close. */
export const FUTURES_SPREAD_PERCENT = '0.01';
/** A position is liquidated when its risk (margin + P&L) ÷ opening margin × 100 reaches this. */
export const FUTURES_LIQUIDATION_RISK_PERCENT = '20';
/** Most pending orders plus open positions one user may have at a time (all pairs). */
export const FUTURES_MAX_LIVE_POSITIONS = 100;
/** An order is refused (`lever_price_unavailable`) when the pair's last feed price is older than this. */
export const FUTURES_MAX_PRICE_AGE_MS = 30_000;
/**
 * Margin warning: a notification when a position's margin ratio (maintenance ÷ equity, `futuresMarginRatio`)
 * passes WARNING percent, once per crossing: it fires again only after the ratio went back under REARM.
 */
export const FUTURES_MARGIN_WARNING_PERCENT = '80';
export const FUTURES_MARGIN_WARNING_REARM_PERCENT = '70';
/** Decimals of futures money (USDT). */
export const FUTURES_MONEY_DECIMALS = 6;
/** The futures account's currency (USDT). */
export const FUTURES_LEGAL_ID = 3;

/**
 * Base units per lot of each futures pair (pairs not listed have no futures). Sized so one lot is roughly
 * 100–1,000 USDT at typical prices; stock pairs trade one share per lot.
 */
export const FUTURES_UNITS_PER_LOT: Readonly<Record<string, string>> = {
  'BTC/USDT': '0.01',
  'ETH/USDT': '0.1',
  'LTC/USDT': '1',
  'XRP/USDT': '100',
  'BNB/USDT': '1',
  'SOL/USDT': '1',
  'TRX/USDT': '1000',
  'DOGE/USDT': '1000',
  'ADA/USDT': '1000',
  'DOT/USDT': '100',
  'AVAX/USDT': '10',
  'LINK/USDT': '10',
  'POL/USDT': '1000',
  'BCH/USDT': '1',
  'ETC/USDT': '10',
  'UNI/USDT': '100',
  'ATOM/USDT': '100',
  'FIL/USDT': '100',
  'NEAR/USDT': '100',
  'APT/USDT': '100',
  'ARB/USDT': '1000',
  'OP/USDT': '100',
  'AAPL/USDT': '1',
  'TSLA/USDT': '1',
  'NVDA/USDT': '1',
  'MSFT/USDT': '1',
  'AMZN/USDT': '1',
  'GOOGL/USDT': '1',
  'META/USDT': '1',
  'NFLX/USDT': '1',
  'AMD/USDT': '1',
  'BABA/USDT': '1',
  'JPM/USDT': '1',
  'KO/USDT': '1',
};

/** Position states (original codes): 0 pending limit, 1 open, 2 closing, 3 closed, 4 cancelled. */
export const FUTURES_STATUS = { pending: 0, open: 1, closing: 2, closed: 3, cancelled: 4 } as const;
export type FuturesStatusName = keyof typeof FUTURES_STATUS;
export type FuturesStatus = (typeof FUTURES_STATUS)[FuturesStatusName];
/** Why a position closed. */
/**
 * Copies: `copy` — closed because the trader's position it copies closed (the copy record keeps the
 * trader's reason); `copy_stop` — closed by its follow's copier stop-loss. `strategy` — a demo trader's
 * published strategy closed it (its exit signal or its holding time), so its history never says "by hand".
 */
export const FUTURES_CLOSE_REASONS = [
  'manual',
  'tp',
  'sl',
  'liquidation',
  'batch',
  'copy',
  'copy_stop',
  'strategy',
  'limit',
] as const;
export type FuturesCloseReason = (typeof FUTURES_CLOSE_REASONS)[number];
/** `type`: 1 long (buy), 2 short (sell). */
export const FUTURES_TYPE = { long: 1, short: 2 } as const;

/** 1 / 'long' / 'buy' → 1; 2 / 'short' / 'sell' → 2. */
const direction = z.preprocess(
  (v) => {
    if (v === 1 || v === '1' || v === 'long' || v === 'buy') return 1;
    if (v === 2 || v === '2' || v === 'short' || v === 'sell') return 2;
    return v;
  },
  z.union([z.literal(1), z.literal(2)], { message: 'lever_type_invalid' }),
);

/** An optional price where '', '0' and absence all mean "none". */
const optionalPrice = z.preprocess(
  (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : typeof v === 'number' ? String(v) : v),
  positiveAmountSchema.optional(),
);

/** POST /lever/deal — what the ticket needs for one pair. */
export const futuresDealRequest = z.object({ currency_id: id, legal_id: id.default(FUTURES_LEGAL_ID) });

/** POST /lever/submit — open a position (market, `status` 1) or place a limit order (`status` 0). */
export const futuresSubmitRequest = z
  .object({
    currency_id: id,
    legal_id: id.default(FUTURES_LEGAL_ID),
    type: direction,
    share: wireInt({ min: -WIRE_INT_MAX, max: WIRE_INT_MAX, key: 'lever_share_invalid' }),
    multiple: wireInt({ min: -WIRE_INT_MAX, max: WIRE_INT_MAX, key: 'lever_multiple_invalid' }),
    status: wireIntIn([0, 1]).default(1),
    target_price: optionalPrice,
    target_profit_price: optionalPrice,
    stop_loss_price: optionalPrice,
    /** The original client always sends an empty password; ignored. */
    password: wireText({ max: 128 }).optional(),
    /** An unused futures coupon of the caller paying part of the margin (market orders). */
    coupon_id: wireId('coupon_not_found').optional(),
  })
  .refine((v) => v.status === 1 || v.target_price !== undefined, {
    message: 'lever_limit_price_required',
    path: ['target_price'],
  });
export type FuturesSubmitRequest = z.infer<typeof futuresSubmitRequest>;

/** POST /lever/cancel {id} (a pending limit order), /lever/close {id} (an open position). */
export const futuresIdRequest = z.object({ id });

/** POST /lever/setstop — '' or 0 clears a level. */
export const futuresSetstopRequest = z.object({
  id,
  target_profit_price: optionalPrice,
  stop_loss_price: optionalPrice,
});

const closeShare = wireInt({ min: -WIRE_INT_MAX, max: WIRE_INT_MAX, key: 'lever_close_share_invalid' });

/** POST /lever/close_part — closes `share` lots of an open position at the mark; the rest stays open. */
export const futuresClosePartRequest = z.object({ id, share: closeShare });

/**
 * POST /lever/close_limit — a reduce-only limit close: `share` lots rest until the mark reaches `price` (a long
 * at or above it, a short at or below it), then close like a take-profit; never more than the lots open then.
 */
export const futuresCloseLimitRequest = z.object({
  id,
  share: closeShare,
  price: wirePositiveDecimal('lever_close_limit_price_invalid'),
});

/** POST /lever/margin — adds margin from the futures balance or gives some back (`action`). */
export const futuresMarginRequest = z.object({
  id,
  action: z.enum(['add', 'remove'], { message: 'parameter_error' }),
  amount: wirePositiveDecimal('lever_margin_amount_invalid'),
});

/** POST /lever/batch_close — `type` 0 all, 1 longs only, 2 shorts only; optional pair filter. */
export const futuresBatchCloseRequest = z.object({
  type: z.preprocess(
    (v) => (v === 'all' ? 0 : v === 'long' ? 1 : v === 'short' ? 2 : v === undefined || v === '' ? 0 : v),
    wireIntIn([0, 1, 2], 'lever_type_invalid'),
  ),
  currency_id: wireId().optional(),
  legal_id: wireId().optional(),
});

/** POST /lever/dealall — open positions (and pending limits with `status` 0) of a pair or of all pairs. */
export const futuresDealallRequest = pageQuerySchema.extend({
  currency_id: wireInt({ min: 0, max: WIRE_INT_MAX }).optional(),
  legal_id: wireInt({ min: 0, max: WIRE_INT_MAX }).optional(),
  status: wireIntIn([0, 1]).default(1),
});

/** POST /lever/my_trade — history by `status` (-1 all, 0 pending, 1 open, 3 closed, 4 cancelled). */
export const futuresMyTradeRequest = pageQuerySchema.extend({
  currency_id: wireInt({ min: 0, max: WIRE_INT_MAX }).optional(),
  legal_id: wireInt({ min: 0, max: WIRE_INT_MAX }).optional(),
  status: wireIntIn([-1, 0, 1, 2, 3, 4]).default(-1),
});

export const futuresPosition = z.object({
  id: z.number().int(),
  symbol: z.string(),
  currency_id: z.number().int(),
  legal_id: z.number().int(),
  currency_name: z.string(),
  legal_name: z.string(),
  /** 1 long, 2 short. */
  type: z.union([z.literal(1), z.literal(2)]),
  type_name: z.enum(['long', 'short']),
  /** Lots, base quantity (lots × units_per_lot), leverage. */
  share: z.number().int(),
  number: decimal,
  units_per_lot: decimal,
  multiple: z.number().int(),
  /** 0 market, 1 limit. */
  order_kind: z.enum(['market', 'limit']),
  /** The limit of a limit order ('' for market orders). */
  target_price: decimal,
  /** Mark at entry and entry after spread (a limit order: both its limit; '' while pending). */
  origin_price: decimal,
  price: decimal,
  /** Current mark (for a closed position: the mark that closed it). */
  update_price: decimal,
  target_profit_price: decimal,
  stop_loss_price: decimal,
  /** Mark at which the position is liquidated ('' unless open). */
  liquidation_price: decimal,
  origin_caution_money: decimal,
  caution_money: decimal,
  trade_fee: decimal,
  /** Overnight fee rate (percent per day) and fees taken so far. */
  overnight: decimal,
  overnight_money: decimal,
  /** Unrealised P&L on the mark (open) or the realised result (closed). */
  profits: decimal,
  fact_profits: decimal,
  /**
   * The result net of what the position cost, from what was charged to it: `open_fee` the handling
   * fee taken at open ('0.000000' while a limit order is pending or once it is cancelled: the fee is only held,
   * then returned); `fees_paid` = open fee + overnight fees; `gross_profits` the P&L (unrealised on the mark
   * while open, `fact_profits` once closed, 0 otherwise); `net_profits` = gross − fees paid.
   */
  open_fee: decimal,
  fees_paid: decimal,
  gross_profits: decimal,
  net_profits: decimal,
  /** The resting reduce-only limit close: its price and lots ('' and 0 without one). */
  close_limit_price: decimal,
  close_limit_share: z.number().int(),
  /** Position risk in percent, 2 decimals ('' unless open). */
  risk_rate: decimal,
  status: z.number().int(),
  status_name: z.enum(['pending', 'open', 'closing', 'closed', 'cancelled']),
  close_reason: z.union([z.enum(FUTURES_CLOSE_REASONS), z.literal('')]),
  /** The tick price that decided the close and the exit after spread. */
  close_origin_price: decimal,
  close_price: decimal,
  close_time: z.string(),
  /** Loss beyond the margin the house absorbed (gap past the liquidation level). */
  shortfall: decimal,
  create_time: z.string(),
  /**
   * Copy trading (original names): `order_type` 1 the user's own, 2 a copy attached to a trader's position
   * (the trader's close closes it; `follow/selfHolding` makes it 1); `follow_order_id` the trader's position it
   * copies and `follow_user_id` the trader (0 for positions that never were copies; kept after detaching).
   */
  order_type: z.union([z.literal(1), z.literal(2)]),
  follow_order_id: z.number().int(),
  follow_user_id: z.number().int(),
  /** When the position opened (a limit order: when it activated). */
  transaction_time: z.string(),
  complete_time: z.string(),
});
export type FuturesPosition = z.infer<typeof futuresPosition>;

export const futuresDealResponse = z.object({
  symbol: z.string(),
  currency_id: z.number().int(),
  legal_id: z.number().int(),
  last_price: decimal,
  price_decimals: z.number().int(),
  /** Futures balance available and held (margins and pending orders). */
  user_lever: decimal,
  frozen: decimal,
  /** Σ notional (number × price) of the user's open positions. */
  all_levers: decimal,
  lever_share_limit: z.object({ min: z.number().int(), max: z.number().int() }),
  multiple: z.object({
    muit: z.array(z.object({ value: z.number().int() })),
    share: z.array(z.object({ value: z.number().int() })),
  }),
  units_per_lot: decimal,
  trade_fee_percent: decimal,
  overnight_percent: decimal,
  spread_percent: decimal,
  liquidation_risk_percent: decimal,
  /** The user's last 10 open positions on this pair. */
  my_transaction: z.array(futuresPosition),
});
export type FuturesDeal = z.infer<typeof futuresDealResponse>;

/** Account totals (all pairs, `_total`) and this pair's (or all pairs' when no pair is given). */
export const futuresSummary = z.object({
  balance: decimal,
  hazard_rate: decimal,
  caution_money_total: decimal,
  origin_caution_money_total: decimal,
  profits_total: decimal,
  caution_money: decimal,
  origin_caution_money: decimal,
  profits: decimal,
});
export type FuturesSummary = z.infer<typeof futuresSummary>;
export const futuresDealallResponse = futuresSummary.extend({ order: paginatedSchema(futuresPosition) });

export const futuresMyTradeResponse = z.object({
  rate_profits_total: z.object({ hazard_rate: decimal, profits_total: decimal }),
  message: paginatedSchema(futuresPosition),
});

export const futuresBatchCloseResponse = z.object({
  /** Positions closed by this call (reason `batch`). */
  closed: z.number().int(),
  ids: z.array(z.number().int()),
});

/** A partial close: the part closed (its own closed row) and the position left open (null once all closed). */
export const futuresClosePartResponse = z.object({
  closed: futuresPosition,
  position: futuresPosition.nullable(),
});

const both = ['GET', 'POST'] as const;

/** Endpoints: futures (lever/*). */
export const futuresApi = {
  deal: defineEndpoint({
    method: both,
    path: '/lever/deal',
    auth: 'required',
    request: futuresDealRequest,
    response: futuresDealResponse,
    summary: 'The ticket of one pair: futures balance, leverage choices, lot limits, fee and spread.',
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/lever/submit',
    auth: 'required',
    idempotent: true,
    request: futuresSubmitRequest,
    response: futuresPosition,
    summary: 'Opens a position at the market, or places a limit order (status 0) that waits for its price.',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/lever/cancel',
    auth: 'required',
    idempotent: true,
    request: futuresIdRequest,
    response: futuresPosition,
    summary: 'Cancels a pending limit order; its margin and fee come back.',
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/lever/close',
    auth: 'required',
    idempotent: true,
    request: futuresIdRequest,
    response: futuresPosition,
    summary: 'Closes an open position at the mark minus the spread.',
  }),
  closePart: defineEndpoint({
    method: 'POST',
    path: '/lever/close_part',
    auth: 'required',
    idempotent: true,
    request: futuresClosePartRequest,
    response: futuresClosePartResponse,
    summary:
      'Closes some lots of an open position at the mark; the rest stays open with its margin, fees and TP/SL.',
  }),
  closeLimit: defineEndpoint({
    method: 'POST',
    path: '/lever/close_limit',
    auth: 'required',
    idempotent: true,
    request: futuresCloseLimitRequest,
    response: futuresPosition,
    summary: 'Sets the reduce-only limit close of an open position (replacing one it has).',
  }),
  closeLimits: defineEndpoint({
    method: both,
    path: '/lever/close_limits',
    auth: 'required',
    request: z.object({}),
    response: z.array(futuresPosition),
    summary: 'The open positions that have a resting limit close.',
  }),
  cancelCloseLimit: defineEndpoint({
    method: 'POST',
    path: '/lever/close_limit_cancel',
    auth: 'required',
    request: futuresIdRequest,
    response: futuresPosition,
    summary: 'Cancels the limit close of an open position.',
  }),
  margin: defineEndpoint({
    method: 'POST',
    path: '/lever/margin',
    auth: 'required',
    idempotent: true,
    request: futuresMarginRequest,
    response: futuresPosition,
    summary: 'Adds margin to an open position or removes some, keeping it above its maintenance margin.',
  }),
  setstop: defineEndpoint({
    method: 'POST',
    path: '/lever/setstop',
    auth: 'required',
    request: futuresSetstopRequest,
    response: futuresPosition,
    summary: 'Sets or clears the take-profit and stop-loss prices of an open position.',
  }),
  batchClose: defineEndpoint({
    method: 'POST',
    path: '/lever/batch_close',
    auth: 'required',
    idempotent: true,
    request: futuresBatchCloseRequest,
    response: futuresBatchCloseResponse,
    summary: 'Closes every open position (or the longs or the shorts) of one pair or of all pairs.',
  }),
  dealall: defineEndpoint({
    method: both,
    path: '/lever/dealall',
    auth: 'required',
    request: futuresDealallRequest,
    response: futuresDealallResponse,
    summary: 'Open positions (status 1) or pending limit orders (status 0), with the account totals.',
  }),
  myTrade: defineEndpoint({
    method: both,
    path: '/lever/my_trade',
    auth: 'required',
    request: futuresMyTradeRequest,
    response: futuresMyTradeResponse,
    summary: 'Closed and cancelled positions, newest first.',
  }),
} as const satisfies EndpointGroup;
