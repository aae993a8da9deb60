import { Decimal, type MessageKey, type MessageParams } from '@meridian/contract';
import {
  SPOT_MIN_NOTIONAL as SPOT_MIN_NOTIONAL_BY,
  spotBuyHold,
  spotBuySpend,
  type CoinTradeRequest,
  type SpotOrderType,
  type SpotSide,
} from '@meridian/contract/spot';
import { isSessionOpen, nextSessionChange, type PairInfo } from '../market';
import {
  amountLotsOf,
  lotSize,
  pairUnits,
  priceTicksOf,
  quoteUnitsFloor,
  tickSize,
  type PairUnits,
} from './units';

/**
 * Pure order rules of the spot module: what an order must satisfy before it reaches the ledger and
 * the book, and the funds it must hold. No database, no clock (the caller passes `nowMs`), no HTTP: a refusal
 * is returned as its message key, for the service to answer with. The money math (holds, fees, sizing) is the
 * contract's spot-math, shared with the web ticket.
 */

/**
 * Minimum order value of a crypto pair, in the quote asset (USDT for every listed pair): price × amount for a
 * limit order, amount × the best opposite price for a market order. Keeps dust orders (whose up-rounded fee
 * would be a large share of the order) out of the book. Stocks: the contract's `SPOT_MIN_NOTIONAL.stock`.
 */
export const SPOT_MIN_NOTIONAL = SPOT_MIN_NOTIONAL_BY.crypto;

/** Why a rule refused: the message key (with its params and the offending field) the reply carries. */
export interface SpotRefusal {
  key: MessageKey;
  params?: MessageParams;
  field?: string;
}

/** A rule's answer: the value, or the refusal. */
export type SpotChecked<T> = { ok: true; value: T } | { ok: false; refusal: SpotRefusal };

const ok = <T>(value: T): SpotChecked<T> => ({ ok: true, value });
const refuse = (
  key: MessageKey,
  params?: MessageParams,
  field?: string,
): { ok: false; refusal: SpotRefusal } => ({
  ok: false,
  refusal: { key, ...(params ? { params } : {}), ...(field ? { field } : {}) },
});

export type SpotPair = Pick<
  PairInfo,
  | 'id'
  | 'symbol'
  | 'baseId'
  | 'quoteId'
  | 'quote'
  | 'category'
  | 'pricePrecision'
  | 'amountPrecision'
  | 'openCoinTrade'
>;

/** Decimals the wallets keep of the pair's two assets (wallet `precisionOf`: USDT 6, crypto 8, stock 4). */
export interface AssetPrecisions {
  base: number;
  quote: number;
}

/** The best prices of the pair's book right now (decimal strings), if any. */
export interface BookTop {
  bestBid?: string | undefined;
  bestAsk?: string | undefined;
}

export interface OrderCheck {
  request: CoinTradeRequest;
  /** The pair of (currency_id, legal_id), if listed. */
  pair: SpotPair | undefined;
  precisions: AssetPrecisions;
  book: BookTop;
  nowMs: number;
}

export interface SpotOrderPlan {
  pair: SpotPair;
  units: PairUnits;
  side: SpotSide;
  type: SpotOrderType;
  tif: CoinTradeRequest['tif'];
  postOnly: boolean;
  /** Limit price (normalised to the pair's decimals) and ticks; null for a market order. */
  price: string | null;
  priceTicks: bigint | null;
  /** Amount in base (normalised to the pair's amount decimals) and lots. */
  amount: string;
  lots: bigint;
  /** What the ledger must hold before the order reaches the book. */
  hold: { currencyId: number; amount: Decimal };
  /** Market buys: the most quote the engine may spend (ticks × lots units); the hold is this, rounded up. */
  quoteBudget: bigint | null;
  /** Buyers pay fees in base, sellers in quote. */
  feeCurrencyId: number;
}

/** The listed pair of base `currency_id` against quote `legal_id`. */
export function findSpotPair<P extends SpotPair>(
  pairs: readonly P[],
  currencyId: number,
  legalId: number,
): P | undefined {
  return pairs.find((p) => p.baseId === currencyId && p.quoteId === legalId);
}

/** Refuses pairs that are not listed or not open to spot trading, and stocks outside the NY session. */
export function checkTradeable(pair: SpotPair | undefined, nowMs: number): SpotChecked<SpotPair> {
  if (!pair || pair.openCoinTrade !== 1) return refuse('spot_pair_unavailable');
  if (!isSessionOpen(pair.category, nowMs))
    return refuse('spot_market_closed', { opens: new Date(nextSessionChange(nowMs)).toISOString() });
  return ok(pair);
}

/**
 * Validates a parsed `coin/trade` request of a book type (limit, market; a stop or OCO leg is checked as the
 * limit order it becomes, stop.rules.ts) and computes what the order must hold.
 */
export function planOrder(c: OrderCheck): SpotChecked<SpotOrderPlan> {
  const tradeable = checkTradeable(c.pair, c.nowMs);
  if (!tradeable.ok) return tradeable;
  const pair = tradeable.value;
  const units = pairUnits(pair);
  const r = c.request;
  if (r.type === 'stop_limit' || r.type === 'oco') return refuse('spot_type_invalid');
  const limit = r.type === 'limit';
  if (limit && r.target_price === undefined) return refuse('spot_price_required', {}, 'target_price');
  const priceTicks = limit ? (priceTicksOf(units, r.target_price ?? '') ?? null) : null;
  if (limit && priceTicks === null)
    return refuse('spot_price_tick', { tick: tickSize(units) }, 'target_price');
  const lots = amountLotsOf(units, r.amount);
  if (lots === undefined) return refuse('spot_amount_lot', { lot: lotSize(units) }, 'amount');
  const amount = new Decimal(r.amount);
  const price = limit ? new Decimal(r.target_price ?? '') : null;

  // The market order's reference price: the best opposite price; none means nothing could fill.
  const opposite = r.side === 'buy' ? c.book.bestAsk : c.book.bestBid;
  if (!limit && opposite === undefined) return refuse('spot_no_liquidity');
  const reference = price ?? new Decimal(opposite ?? '0');

  const min = SPOT_MIN_NOTIONAL_BY[pair.category];
  if (amount.mul(reference).lt(min))
    return refuse('spot_amount_too_small', { min: `${min} ${pair.quote}` }, 'amount');

  // A buy holds what it may spend (its fee is paid in base), a sell its amount (its fee is paid in quote).
  const buy = r.side === 'buy';
  const hold = buy
    ? {
        currencyId: pair.quoteId,
        amount: spotBuyHold(limit ? 'limit' : 'market', amount, reference, c.precisions.quote),
      }
    : { currencyId: pair.baseId, amount };
  return ok({
    pair,
    units,
    side: r.side,
    type: limit ? 'limit' : 'market',
    tif: r.tif,
    postOnly: r.post_only,
    price: price ? price.toFixed(pair.pricePrecision) : null,
    priceTicks,
    amount: amount.toFixed(pair.amountPrecision),
    lots,
    hold,
    quoteBudget: buy && !limit ? quoteUnitsFloor(units, spotBuySpend('market', amount, reference)) : null,
    feeCurrencyId: buy ? pair.baseId : pair.quoteId,
  });
}
