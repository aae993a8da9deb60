import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { wireBoolean, wireId, wireInt } from '../wire';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { positiveAmountSchema } from '../validation';

/**
 * Spot ("coin") trading: `coin/trade`, `coin/list`, the original's `PUT coin/trade` cancel,
 * plus the book, recent trades and fees. Amounts and prices are decimal strings. `amount` is always in the
 * base asset (BTC of BTC/USDT); `target_price` is in the quote asset per base unit.
 */

const decimal = z.string();
const id = wireId();

/** Fees per fill, in percent of the fill: the maker (resting order) pays less than the taker. */
export const SPOT_MAKER_FEE_PERCENT = '0.1';
export const SPOT_TAKER_FEE_PERCENT = '0.15';
/**
 * A market buy holds `amount × best ask × (1 + collar)` and never pays more than that; whatever the collar
 * leaves unfilled is cancelled (an IOC remainder). Sells hold the amount itself. No order holds a fee on top:
 * buyers pay theirs in base, sellers in quote, out of what they receive (spot-math.ts).
 */
export const SPOT_MARKET_BUY_COLLAR_PERCENT = '5';

/**
 * Minimum order value in the quote asset (price × amount; a market order on the best opposite price). Stocks
 * need more: their fee is rounded up to the share lot (0.0001), which would be a large share of a tiny order.
 */
export const SPOT_MIN_NOTIONAL = { crypto: '1', stock: '20' } as const;
export type SpotCategory = keyof typeof SPOT_MIN_NOTIONAL;

export const SPOT_SIDES = ['buy', 'sell'] as const;
export type SpotSide = (typeof SPOT_SIDES)[number];
export const SPOT_ORDER_TYPES = ['limit', 'market'] as const;
export type SpotOrderType = (typeof SPOT_ORDER_TYPES)[number];
export const SPOT_TIFS = ['GTC', 'IOC', 'FOK'] as const;
export type SpotTif = (typeof SPOT_TIFS)[number];
/**
 * What a placement may ask for: the two book types, a stop-limit (a limit order that enters the book once the
 * last price reaches its trigger) and an OCO pair (a take-profit limit resting at once + a stop-limit).
 */
export const SPOT_PLACE_TYPES = ['limit', 'market', 'stop_limit', 'oco'] as const;
export type SpotPlaceType = (typeof SPOT_PLACE_TYPES)[number];
/** An order row's type: an OCO's legs are a `limit` (take-profit) and a `stop_limit`, linked by `oco_id`. */
export const SPOT_ROW_TYPES = ['limit', 'market', 'stop_limit'] as const;
export type SpotRowType = (typeof SPOT_ROW_TYPES)[number];
/** `untriggered`: a stop waiting for its trigger, outside the book and holding its funds (an OCO's stop leg: none). */
export const SPOT_ORDER_STATES = ['untriggered', 'open', 'partial', 'filled', 'cancelled'] as const;
export type SpotOrderState = (typeof SPOT_ORDER_STATES)[number];
/** A stop's trigger: waiting, reached (the order went to the book), or never reached (cancelled before). */
export const SPOT_TRIGGER_STATES = ['untriggered', 'triggered', 'cancelled'] as const;
export type SpotTriggerState = (typeof SPOT_TRIGGER_STATES)[number];
/**
 * How far a stop's limit price may lie from its trigger, in percent of the trigger: a limit further away is
 * almost surely a typing slip (a buy that would never fill, or a sell that would give the asset away).
 */
export const SPOT_STOP_LIMIT_BAND_PERCENT = '10';

/** The original sent 1 = buy, 2 = sell: both spellings are accepted. */
const side = z.preprocess(
  (v) => (v === 1 || v === '1' ? 'buy' : v === 2 || v === '2' ? 'sell' : v),
  z.enum(SPOT_SIDES, { message: 'spot_side_invalid' }),
);

const conditional = (type: SpotPlaceType) => type === 'stop_limit' || type === 'oco';

/**
 * POST /coin/trade — place an order. A limit order needs `target_price`; a market order ignores it. A
 * `stop_limit` needs `trigger_price` (a buy triggers when the last price rises to it, a sell when it falls to it)
 * and `target_price`, the limit price it enters the book at. An `oco` needs `target_price` (the take-profit
 * limit, resting at once), `trigger_price` and `stop_limit_price` (its stop-limit leg); both legs are of
 * `amount`. Stops and OCO pairs are GTC and never post-only.
 */
export const coinTradeRequest = z
  .object({
    currency_id: id,
    legal_id: id.default(3),
    side,
    type: z.enum(SPOT_PLACE_TYPES, { message: 'spot_type_invalid' }).default('limit'),
    amount: positiveAmountSchema,
    target_price: positiveAmountSchema.optional(),
    trigger_price: positiveAmountSchema.optional(),
    stop_limit_price: positiveAmountSchema.optional(),
    tif: z.enum(SPOT_TIFS, { message: 'parameter_error' }).default('GTC'),
    post_only: wireBoolean().default(false),
  })
  .refine((v) => v.type === 'market' || v.target_price !== undefined, {
    message: 'spot_price_required',
    path: ['target_price'],
  })
  .refine((v) => !(v.type !== 'limit' && v.post_only), {
    message: 'spot_post_only_limit',
    path: ['post_only'],
  })
  .refine((v) => !conditional(v.type) || v.trigger_price !== undefined, {
    message: 'spot_trigger_required',
    path: ['trigger_price'],
  })
  .refine((v) => v.type !== 'oco' || v.stop_limit_price !== undefined, {
    message: 'spot_price_required',
    path: ['stop_limit_price'],
  })
  .refine((v) => !conditional(v.type) || v.tif === 'GTC', { message: 'parameter_error', path: ['tif'] });
export type CoinTradeRequest = z.infer<typeof coinTradeRequest>;

export const spotFill = z.object({
  price: decimal,
  amount: decimal,
  /** Quote value of the fill (price × amount). */
  total: decimal,
  fee: decimal,
  fee_currency: z.string(),
  role: z.enum(['maker', 'taker']),
  time: z.string(),
});

export const spotOrder = z.object({
  id: z.number().int(),
  symbol: z.string(),
  currency_id: z.number().int(),
  legal_id: z.number().int(),
  side: z.enum(SPOT_SIDES),
  type: z.enum(SPOT_ROW_TYPES),
  tif: z.enum(SPOT_TIFS),
  post_only: z.boolean(),
  /** Limit price ('' for a market order); a stop's price once triggered. */
  target_price: decimal,
  /** A stop-limit's trigger (null for other orders): its price, state and when it was reached. */
  trigger: z
    .object({ price: decimal, state: z.enum(SPOT_TRIGGER_STATES), triggered_at: z.string().nullable() })
    .nullable(),
  /** The other leg of an OCO pair (null outside a pair): one filling or triggering cancels the other. */
  oco_id: z.number().int().nullable(),
  amount: decimal,
  filled: decimal,
  /** Volume-weighted fill price ('' before the first fill). */
  avg_price: decimal,
  /** Quote value filled so far. */
  total: decimal,
  fee: decimal,
  /** Buyers pay fees in the base asset, sellers in the quote asset. */
  fee_currency: z.string(),
  status: z.enum(SPOT_ORDER_STATES),
  /**
   * Why it was cancelled: user, ioc_remainder, fok_unfillable, post_only_would_take, self_trade, no_liquidity,
   * oco (the other leg of its pair filled or triggered).
   */
  cancel_reason: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SpotOrder = z.infer<typeof spotOrder>;
export const coinTradeResponse = spotOrder.extend({ fills: z.array(spotFill) });

/** GET /coin/list — `current` (open, partial) or `history` (filled, cancelled) or `all`; newest first. */
export const coinListRequest = pageQuerySchema.extend({
  currency_id: wireId().optional(),
  legal_id: wireId().optional(),
  status: z.enum(['current', 'history', 'all']).default('current'),
});
export const coinListResponse = paginatedSchema(spotOrder);

/** POST /coin/cancel {id} (and the original's PUT /coin/trade {id}) → the cancelled order. */
export const coinCancelRequest = z.object({ id });

/** GET /coin/depth {symbol, levels} — the aggregated book; `seq` matches the `market_depth` socket stream. */
export const coinDepthRequest = z.object({
  symbol: z.string().trim().min(3).max(32),
  levels: wireInt({ min: 1, max: 50 }).default(20),
});
/** [price, amount] per level, best first. */
const level = z.tuple([decimal, decimal]);
export const coinDepthResponse = z.object({
  symbol: z.string(),
  bids: z.array(level),
  asks: z.array(level),
  seq: z.number().int(),
});
export type CoinDepth = z.infer<typeof coinDepthResponse>;

/** GET /coin/trades {symbol, limit} — recent trades, newest first (`side` = the taker's). */
export const coinTradesRequest = z.object({
  symbol: z.string().trim().min(3).max(32),
  limit: wireInt({ min: 1, max: 100 }).default(30),
});
export const spotTrade = z.object({
  id: z.number().int(),
  price: decimal,
  amount: decimal,
  side: z.enum(SPOT_SIDES),
  time: z.string(),
});
export const coinTradesResponse = z.array(spotTrade);

const both = ['GET', 'POST'] as const;

/**
 * Endpoints: spot orders and books (coin/*). The original client also cancels with `PUT /coin/trade {id}`;
 * methods here are GET/POST only, so the server registers that one alias by hand from `trade.path` and
 * `cancel`'s request and response (spot.routes.ts) and it is not part of this catalogue.
 */
export const spotApi = {
  trade: defineEndpoint({
    method: 'POST',
    path: '/coin/trade',
    auth: 'required',
    idempotent: true,
    request: coinTradeRequest,
    response: coinTradeResponse,
    summary:
      'Places a limit, market, stop-limit or OCO order; the reply is the order (an OCO: its take-profit leg) with the fills it made at once.',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/coin/cancel',
    auth: 'required',
    idempotent: true,
    request: coinCancelRequest,
    response: spotOrder,
    summary: 'Cancels an open or partly filled order; what was not filled comes back to the balance.',
  }),
  /** The original client cancels with PUT on the order path; same request, reply and rules as coin/cancel. */
  tradeCancel: defineEndpoint({
    method: 'PUT',
    path: '/coin/trade',
    auth: 'required',
    idempotent: true,
    request: coinCancelRequest,
    response: spotOrder,
    summary: "Cancels an order (the original client's form of coin/cancel).",
  }),
  list: defineEndpoint({
    method: both,
    path: '/coin/list',
    auth: 'required',
    request: coinListRequest,
    response: coinListResponse,
    summary: "The user's orders (current, history or all), newest first.",
  }),
  depth: defineEndpoint({
    method: both,
    path: '/coin/depth',
    auth: 'none',
    request: coinDepthRequest,
    response: coinDepthResponse,
    summary: "A pair's aggregated order book, with the sequence number of the market_depth stream.",
  }),
  trades: defineEndpoint({
    method: both,
    path: '/coin/trades',
    auth: 'none',
    request: coinTradesRequest,
    response: coinTradesResponse,
    summary: "A pair's recent trades, newest first.",
  }),
} as const satisfies EndpointGroup;
