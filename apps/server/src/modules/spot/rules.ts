import {
  Decimal,
  SPOT_MAKER_FEE_PERCENT,
  SPOT_MARKET_BUY_COLLAR_PERCENT,
  SPOT_MIN_NOTIONAL as SPOT_MIN_NOTIONAL_BY,
  SPOT_TAKER_FEE_PERCENT,
  type CoinTradeRequest,
  type SpotSide,
} from '@meridian/contract';
import { fail } from '../../platform/http/app-error';
import { isSessionOpen, nextSessionChange } from '../market/feed/session';
import type { PairInfo } from '../market/quote';
import { amountToLots, pairUnits, priceToTicks, quoteUnitsFloor, type PairUnits } from './units';

/**
 * Pure order rules of the spot module (issue 5): what an order must satisfy before it reaches the ledger and
 * the book, the funds it must hold, and the fee of a fill. No database, no clock (the caller passes `nowMs`).
 */

/**
 * Minimum order value of a crypto pair, in the quote asset (USDT for every listed pair): price × amount for a
 * limit order, amount × the best opposite price for a market order. Keeps dust orders (whose up-rounded fee
 * would be a large share of the order) out of the book. Stocks: the contract's `SPOT_MIN_NOTIONAL.stock`.
 */
export const SPOT_MIN_NOTIONAL = SPOT_MIN_NOTIONAL_BY.crypto;

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
  type: CoinTradeRequest['type'];
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
  /** Market buys: the most quote the engine may spend (ticks × lots units); fees come on top. */
  quoteBudget: bigint | null;
  /** Buyers pay fees in base, sellers in quote. */
  feeCurrencyId: number;
}

const pct = (percent: string) => new Decimal(percent).div(100);
const ceilTo = (v: Decimal, decimals: number) => v.toDecimalPlaces(decimals, Decimal.ROUND_UP);

/** The listed pair of base `currency_id` against quote `legal_id`. */
export function findSpotPair<P extends SpotPair>(
  pairs: readonly P[],
  currencyId: number,
  legalId: number,
): P | undefined {
  return pairs.find((p) => p.baseId === currencyId && p.quoteId === legalId);
}

/** Refuses pairs that are not listed or not open to spot trading, and stocks outside the NY session. */
export function checkTradeable(pair: SpotPair | undefined, nowMs: number): SpotPair {
  if (!pair || pair.openCoinTrade !== 1) throw fail('spot_pair_unavailable');
  if (!isSessionOpen(pair.category, nowMs))
    throw fail('spot_market_closed', { opens: new Date(nextSessionChange(nowMs)).toISOString() });
  return pair;
}

/** Validates a parsed `coin/trade` request and computes what the order must hold. */
export function planOrder(c: OrderCheck): SpotOrderPlan {
  const pair = checkTradeable(c.pair, c.nowMs);
  const units = pairUnits(pair);
  const r = c.request;
  const limit = r.type === 'limit';
  if (limit && r.target_price === undefined) throw fail('spot_price_required', {}, 'target_price');
  const priceTicks = limit ? priceToTicks(units, r.target_price ?? '') : null;
  const lots = amountToLots(units, r.amount);
  const amount = new Decimal(r.amount);
  const price = limit ? new Decimal(r.target_price ?? '') : null;

  // The market order's reference price: the best opposite price; none means nothing could fill.
  const opposite = r.side === 'buy' ? c.book.bestAsk : c.book.bestBid;
  if (!limit && opposite === undefined) throw fail('spot_no_liquidity');
  const reference = price ?? new Decimal(opposite ?? '0');

  const notional = amount.mul(reference);
  const min = SPOT_MIN_NOTIONAL_BY[pair.category];
  if (notional.lt(min)) throw fail('spot_amount_too_small', { min: `${min} ${pair.quote}` }, 'amount');

  const spend = limit ? notional : notional.mul(pct(SPOT_MARKET_BUY_COLLAR_PERCENT).plus(1));
  const hold =
    r.side === 'buy'
      ? { currencyId: pair.quoteId, amount: buyHold(spend, c.precisions.quote) }
      : { currencyId: pair.baseId, amount };
  return {
    pair,
    units,
    side: r.side,
    type: r.type,
    tif: r.tif,
    postOnly: r.post_only,
    price: price ? price.toFixed(pair.pricePrecision) : null,
    priceTicks,
    amount: amount.toFixed(pair.amountPrecision),
    lots,
    hold,
    quoteBudget: r.side === 'buy' && !limit ? quoteUnitsFloor(units, spend) : null,
    feeCurrencyId: r.side === 'buy' ? pair.baseId : pair.quoteId,
  };
}

/** Quote held for a buy spending at most `spend`: spend × (1 + taker fee), rounded up to the quote's decimals. */
export const buyHold = (spend: Decimal, quotePrecision: number): Decimal =>
  ceilTo(spend.mul(pct(SPOT_TAKER_FEE_PERCENT).plus(1)), quotePrecision);

export type FillRole = 'maker' | 'taker';

export const feePercent = (role: FillRole) =>
  role === 'maker' ? SPOT_MAKER_FEE_PERCENT : SPOT_TAKER_FEE_PERCENT;

/**
 * The fee of one side of a fill, in that side's fee currency, rounded up to its decimals: a buyer pays
 * percent of the base received (`amount`), a seller percent of the quote received (`total`).
 */
export function fillFee(f: {
  side: SpotSide;
  role: FillRole;
  amount: Decimal | string;
  total: Decimal | string;
  precisions: AssetPrecisions;
}): Decimal {
  const rate = pct(feePercent(f.role));
  return f.side === 'buy'
    ? ceilTo(new Decimal(f.amount).mul(rate), f.precisions.base)
    : ceilTo(new Decimal(f.total).mul(rate), f.precisions.quote);
}
