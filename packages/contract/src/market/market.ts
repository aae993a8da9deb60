import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { WIRE_INT_MAX, wireId, wireInt } from '../wire';

/** Content `quotation_new`, Market `new_timeshar`, `optional/*`, plus search and pair detail. */

export const PAIR_CATEGORIES = ['crypto', 'stock'] as const;
export type PairCategory = (typeof PAIR_CATEGORIES)[number];

/** Decimal string, e.g. "96012.35". Prices and volumes are never JS numbers on the wire. */
const decimal = z.string();

/** Trading session of a pair: crypto trades always; stocks in their exchange's hours. */
export const tradingSession = z.object({
  /** IANA zone of the exchange, e.g. America/New_York; null for 24/7 markets. */
  timezone: z.string().nullable(),
  /** Local opening hours, e.g. "09:30-16:00", Monday to Friday; null for 24/7. */
  hours: z.string().nullable(),
  open: z.boolean(),
  /** ISO time of the next open when closed, of the next close when open; null for 24/7. */
  next_change: z.string().nullable(),
});
export type TradingSession = z.infer<typeof tradingSession>;

/** One pair ("match") with its live quote: the original's field names, plus ours. */
export const pairQuote = z.object({
  id: z.number().int(),
  symbol: z.string(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  legal_id: z.number().int(),
  legal_name: z.string(),
  category: z.enum(PAIR_CATEGORIES),
  /** Long name, e.g. "Bitcoin", "Apple Inc." */
  name: z.string(),
  now_price: decimal,
  /** 24 h change in percent with sign, e.g. "+1.23", "-0.40", "0.00". */
  change: z.string(),
  open: decimal,
  high: decimal,
  low: decimal,
  /** 24 h volume in the base asset. */
  volume: decimal,
  /** 24 h turnover in the quote asset. */
  amount: decimal,
  price_precision: z.number().int(),
  amount_precision: z.number().int(),
  open_transaction: z.number().int(),
  open_coin_trade: z.number().int(),
  open_lever: z.number().int(),
  open_microtrade: z.number().int(),
  session: tradingSession,
  /** "Demo market" for simulated prices, else the exchange's name. */
  market_from_name: z.string(),
  logo: z.string(),
  sort: z.number().int(),
  time: z.number().int(),
});
export type PairQuote = z.infer<typeof pairQuote>;

/** GET /currency/quotation_new — pairs grouped by quote currency. */
export const quotationGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  quotation: z.array(pairQuote),
});
export const quotationNewResponse = z.array(quotationGroup);
export type QuotationGroup = z.infer<typeof quotationGroup>;

/** Candle periods (original names) and the aliases accepted for them. */
export const PERIODS = ['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_ALIASES: Record<string, Period> = {
  '1H': '60min',
  '1D': '1day',
  '1W': '1week',
  '1M': '1mon',
  '1m': '1min',
  '5m': '5min',
  '15m': '15min',
  '30m': '30min',
  '1h': '60min',
  '1d': '1day',
  '1w': '1week',
};
/** At most this many bars per `new_timeshar` call: the newest ones inside [from, to]. */
export const MAX_BARS_PER_CALL = 1500;

export function parsePeriod(value: string): Period | undefined {
  if ((PERIODS as readonly string[]).includes(value)) return value as Period;
  return PERIOD_ALIASES[value];
}

export const timesharRequest = z.object({
  symbol: z.string().trim().min(1, { message: 'symbol_unknown' }).max(32, { message: 'symbol_unknown' }),
  period: z.string().trim().min(1, { message: 'period_invalid' }).max(16, { message: 'period_invalid' }),
  from: wireInt({ min: 0, max: WIRE_INT_MAX, key: 'range_invalid' }),
  to: wireInt({ min: 0, max: WIRE_INT_MAX, key: 'range_invalid' }),
});
export type TimesharRequest = z.infer<typeof timesharRequest>;

/** One bar: `id` is the bucket start in seconds, `time` the same in ms; `vol`/`volume` base, `amount` quote. */
export const candle = z.object({
  id: z.number().int(),
  time: z.number().int(),
  open: decimal,
  high: decimal,
  low: decimal,
  close: decimal,
  vol: decimal,
  volume: decimal,
  amount: decimal,
});
export type Candle = z.infer<typeof candle>;
export const timesharResponse = z.array(candle);

/** POST /optional/add — `match_id`, or the original's `currency_id` (the base currency, against USDT). */
export const optionalAddRequest = z
  .object({
    match_id: wireId().optional(),
    currency_id: wireId().optional(),
  })
  .refine((v) => v.match_id !== undefined || v.currency_id !== undefined, { message: 'parameter_error' });
export type OptionalAddRequest = z.infer<typeof optionalAddRequest>;

/** POST /optional/del — the favorite's `id`, or `match_id`. */
export const optionalDelRequest = z
  .object({
    id: wireId().optional(),
    match_id: wireId().optional(),
  })
  .refine((v) => v.id !== undefined || v.match_id !== undefined, { message: 'parameter_error' });
export type OptionalDelRequest = z.infer<typeof optionalDelRequest>;
/** How many favorites were removed (1; none is `not_found`). */
export const optionalDelResponse = z.object({ removed: z.number().int() });

export const favorite = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  match_id: z.number().int(),
  currency_id: z.number().int(),
  create_time: z.string(),
  quote: pairQuote,
});
export type Favorite = z.infer<typeof favorite>;
export const optionalListResponse = z.array(favorite);

/** GET /currency/search — by symbol or name, at most 50 results. */
export const searchRequest = z.object({ keyword: z.string().trim().max(32).default('') });
export const searchResponse = z.array(pairQuote);

/** GET /currency/pair — one pair by `symbol` ("BTC/USDT", "BTCUSDT", "btc_usdt") or `id`. */
export const pairDetailRequest = z
  .object({
    symbol: z.string().trim().max(32, { message: 'symbol_unknown' }).optional(),
    id: wireId().optional(),
  })
  .refine((v) => v.symbol !== undefined || v.id !== undefined, { message: 'symbol_unknown' });
export const pairDetailResponse = pairQuote.extend({
  tick_size: decimal,
  lot_size: decimal,
  description: z.string(),
});
export type PairDetail = z.infer<typeof pairDetailResponse>;

/** GET /mycurrency/US.json */
export const fiatRatesResponse = z.object({
  base: z.literal('USD'),
  updated_at: z.string(),
  rates: z.array(z.object({ currency_code: z.string(), rate: decimal })),
});
export type FiatRates = z.infer<typeof fiatRatesResponse>;

const none = z.object({});
const both = ['GET', 'POST'] as const;

/** Endpoints: quotes, candles, pairs, favourites. */
export const marketApi = {
  quotations: defineEndpoint({
    method: both,
    path: '/currency/quotation_new',
    auth: 'none',
    request: none,
    response: quotationNewResponse,
    summary: 'Every pair with its live quote, grouped by quote currency.',
  }),
  candles: defineEndpoint({
    method: both,
    path: '/currency/new_timeshar',
    auth: 'none',
    request: timesharRequest,
    response: timesharResponse,
    summary: `The newest bars (at most ${MAX_BARS_PER_CALL}) of one pair and period inside [from, to], the bar in progress included.`,
  }),
  klineMarket: defineEndpoint({
    method: both,
    path: '/currency/kline_market',
    auth: 'none',
    request: timesharRequest,
    response: timesharResponse,
    summary: "The same bars as currency/new_timeshar (the original's second name for it).",
  }),
  search: defineEndpoint({
    method: both,
    path: '/currency/search',
    auth: 'none',
    request: searchRequest,
    response: searchResponse,
    summary:
      'Pairs whose symbol or name contains the keyword (any pair when it is empty), at most 50, with quotes.',
  }),
  pair: defineEndpoint({
    method: both,
    path: '/currency/pair',
    auth: 'none',
    request: pairDetailRequest,
    response: pairDetailResponse,
    summary: 'One pair by symbol or id: its quote, tick and lot size, and a description.',
  }),
  favoriteAdd: defineEndpoint({
    method: 'POST',
    path: '/optional/add',
    auth: 'required',
    request: optionalAddRequest,
    response: favorite,
    summary: "Adds a pair to the caller's favorites (favorite_exists when it is there already).",
  }),
  favoriteDel: defineEndpoint({
    method: 'POST',
    path: '/optional/del',
    auth: 'required',
    request: optionalDelRequest,
    response: optionalDelResponse,
    summary: "Removes a pair from the caller's favorites, by favorite id or pair id.",
  }),
  favorites: defineEndpoint({
    method: both,
    path: '/optional/list',
    auth: 'required',
    request: none,
    response: optionalListResponse,
    summary: "The caller's favorite pairs, each with its live quote.",
  }),
} as const satisfies EndpointGroup;
