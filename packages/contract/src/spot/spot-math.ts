import { Decimal } from '../decimal';
import {
  SPOT_MAKER_FEE_PERCENT,
  SPOT_MARKET_BUY_COLLAR_PERCENT,
  SPOT_TAKER_FEE_PERCENT,
  type SpotOrderType,
  type SpotSide,
} from './spot';

/**
 * Spot calculators — pure, shared by the server (which holds, fills and charges) and the web ticket
 * (which sizes and previews), so the amount the ticket offers for "100 %" is exactly one the server accepts.
 *
 * Fees: a buyer pays its fee in the base asset (out of what it receives), a seller in the quote asset (out of
 * its proceeds); maker 0.1 %, taker 0.15 %. An order therefore holds only what it spends, never a fee on top:
 * a buy holds the most quote it may spend (limit: price × amount; market: amount × best ask × (1 + collar)), a
 * sell holds its base amount. Rounding is explicit: holds and fees round up to the asset's wallet decimals,
 * credits (what a side receives) round down, sizes round down to the pair's lot. No I/O, nothing thrown for user
 * input: where a figure cannot be computed the function returns null (or zero for a size).
 */

type DecimalLike = Decimal | string;
export type SpotFeeRole = 'maker' | 'taker';
/** Which asset of the pair a figure is in: base (BTC of BTC/USDT) or quote (USDT). */
export type SpotAssetSide = 'base' | 'quote';

/** Decimals the wallets keep of the pair's two assets (e.g. BTC 8, USDT 6). */
export interface SpotAssetDecimals {
  base: number;
  quote: number;
}

const d = (v: DecimalLike) => new Decimal(v);
const up = (v: Decimal, decimals: number) => v.toDecimalPlaces(decimals, Decimal.ROUND_UP);
const down = (v: Decimal, decimals: number) => v.toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
const lotOf = (amountDecimals: number) => d('1').div(d('10').pow(amountDecimals));

/** The fee of a role in percent of the fill ('0.1' maker, '0.15' taker). */
export const spotFeePercent = (role: SpotFeeRole): string =>
  role === 'maker' ? SPOT_MAKER_FEE_PERCENT : SPOT_TAKER_FEE_PERCENT;

/** The fee of a role as a fraction (0.001 maker, 0.0015 taker). */
export const spotFeeRate = (role: SpotFeeRole): Decimal => d(spotFeePercent(role)).div(100);

/**
 * The role a new order's fee is quoted at: a post-only limit can only rest, so it pays the maker fee; any other
 * order may take liquidity and is quoted at the taker fee (the most it can pay).
 */
export const spotExpectedRole = (o: { type: SpotOrderType; postOnly: boolean }): SpotFeeRole =>
  o.type === 'limit' && o.postOnly ? 'maker' : 'taker';

/** The best bid and ask of a book (absent while that side is empty). */
export interface SpotBookTop {
  bestBid?: DecimalLike | null | undefined;
  bestAsk?: DecimalLike | null | undefined;
}

/**
 * Whether a limit order at `price` would trade on arrival against the book now: a buy at or above the best
 * ask, a sell at or below the best bid. An empty opposite side cannot be crossed.
 */
export function spotCrossesBook(side: SpotSide, price: DecimalLike, book: SpotBookTop): boolean {
  const top = side === 'buy' ? book.bestAsk : book.bestBid;
  if (top === undefined || top === null || top === '') return false;
  return side === 'buy' ? d(price).gte(top) : d(price).lte(top);
}

/**
 * The fee role a ticket previews with the book as it is: a market order takes (taker); a
 * post-only limit can only rest (maker); another limit is taker when it crosses the book (spotCrossesBook) and
 * maker when it will rest. A limit without a price yet is quoted at the taker fee, the most it can pay.
 */
export function spotPreviewRole(
  o: { side: SpotSide; type: SpotOrderType; postOnly: boolean; price: DecimalLike | null },
  book: SpotBookTop,
): SpotFeeRole {
  if (o.type === 'market') return 'taker';
  if (o.postOnly) return 'maker';
  if (o.price === null) return 'taker';
  return spotCrossesBook(o.side, o.price, book) ? 'taker' : 'maker';
}

/** The asset a side holds and spends: quote for a buy, base for a sell. */
export const spotSpendAsset = (side: SpotSide): SpotAssetSide => (side === 'buy' ? 'quote' : 'base');

/** The asset a side receives and pays its fee in: base for a buy, quote for a sell. */
export const spotFeeAsset = (side: SpotSide): SpotAssetSide => (side === 'buy' ? 'base' : 'quote');

/** 1 + collar: a market buy may pay up to the best ask × 1.05 (and holds that). */
export const SPOT_MARKET_BUY_COLLAR_FACTOR = d(SPOT_MARKET_BUY_COLLAR_PERCENT).div(100).plus(1);

/**
 * The most quote a buy may pay per base unit: its limit price, or for a market buy `price` (the best ask) ×
 * (1 + collar). Exact.
 */
export const spotBuyPriceCap = (type: SpotOrderType, price: DecimalLike): Decimal =>
  type === 'market' ? d(price).mul(SPOT_MARKET_BUY_COLLAR_FACTOR) : d(price);

/** The most quote a buy of `amount` may spend (exact): amount × spotBuyPriceCap — a market buy's budget. */
export const spotBuySpend = (type: SpotOrderType, amount: DecimalLike, price: DecimalLike): Decimal =>
  d(amount).mul(spotBuyPriceCap(type, price));

/**
 * What a buy holds: its spend rounded up to the quote decimals — and nothing for the fee, which the buyer pays
 * out of the base it receives. `price`: the limit price, or the best ask for a market buy.
 */
export const spotBuyHold = (
  type: SpotOrderType,
  amount: DecimalLike,
  price: DecimalLike,
  quoteDecimals: number,
): Decimal => up(spotBuySpend(type, amount, price), quoteDecimals);

export interface SpotOrderTerms {
  side: SpotSide;
  type: SpotOrderType;
  /** In base. */
  amount: DecimalLike;
  /** The limit price; for a market order the best opposite price (best ask for a buy). Unused by a sell. */
  price: DecimalLike | null;
}

/**
 * What an order holds from the available balance, in spotSpendAsset(side): a buy its spend rounded up to the
 * quote decimals (no fee: the buyer's fee comes out of the base it receives), a sell its amount (its fee comes
 * out of the quote it receives). Null for a buy without a price.
 */
export function spotOrderHold(o: SpotOrderTerms, quoteDecimals: number): Decimal | null {
  if (o.side === 'sell') return d(o.amount);
  if (o.price === null) return null;
  return spotBuyHold(o.type, o.amount, o.price, quoteDecimals);
}

/**
 * A limit buy's hold once `filled` of its `amount` has filled: the initial hold − price × filled. A fill
 * spends at most price × its amount (less when it fills below the limit, the difference being released then),
 * so the rest always covers the remainder; what is left once it is filled or cancelled is released exactly.
 */
export const spotLimitBuyHoldLeft = (
  price: DecimalLike,
  amount: DecimalLike,
  filled: DecimalLike,
  quoteDecimals: number,
): Decimal => spotBuyHold('limit', amount, price, quoteDecimals).minus(d(price).mul(filled));

/** One side of a fill: the base `amount` and its quote value `total` (price × amount). */
export interface SpotFillSide {
  side: SpotSide;
  role: SpotFeeRole;
  amount: DecimalLike;
  total: DecimalLike;
}

/**
 * The fee of one side of a fill, in spotFeeAsset(side), rounded up to that asset's decimals: a buyer pays the
 * rate of the base received (`amount`), a seller the rate of the quote received (`total`).
 */
export function spotFillFee(f: SpotFillSide, decimals: SpotAssetDecimals): Decimal {
  const rate = spotFeeRate(f.role);
  return f.side === 'buy'
    ? up(d(f.amount).mul(rate), decimals.base)
    : up(d(f.total).mul(rate), decimals.quote);
}

/**
 * What one side of a fill is credited, rounded down: a buyer amount − fee (base), a seller total − fee (quote).
 * The gross less this credit is what the fees account receives (the fee plus any sub-unit remainder).
 */
export function spotFillNet(f: SpotFillSide, decimals: SpotAssetDecimals): Decimal {
  const fee = spotFillFee(f, decimals);
  return f.side === 'buy'
    ? down(d(f.amount).minus(fee), decimals.base)
    : down(d(f.total).minus(fee), decimals.quote);
}

export interface SpotPercentSizing {
  side: SpotSide;
  type: SpotOrderType;
  /** Share of the balance, 0–100. */
  percent: number;
  /** Available balance of spotSpendAsset(side): quote for a buy, base for a sell. */
  available: DecimalLike;
  /** Buys: the limit price, or the best ask for a market buy (null when unknown). Unused by a sell. */
  price: DecimalLike | null;
  /** The pair's amount decimals (lot = 10^-amountDecimals). */
  amountDecimals: number;
  quoteDecimals: number;
}

/**
 * The amount (base, to the lot) that `percent` of the available balance buys or sells; zero when nothing fits.
 * A sell: available × share, down to the lot. A buy: the budget (available × share, down to the quote decimals)
 * ÷ spotBuyPriceCap, down to the lot — so its hold (rounded up to the quote decimals) never exceeds the budget,
 * and 100 % spends the whole balance up to less than one lot's value.
 */
export function spotAmountForPercent(s: SpotPercentSizing): Decimal {
  const available = d(s.available);
  if (!(s.percent > 0) || !available.isFinite() || available.lte(0)) return d('0');
  const share = d(String(Math.min(s.percent, 100))).div(100);
  const lot = lotOf(s.amountDecimals);
  const toLot = (v: Decimal) => v.div(lot).floor().mul(lot);
  if (s.side === 'sell') return toLot(available.mul(share));
  if (s.price === null || !d(s.price).isFinite() || d(s.price).lte(0)) return d('0');
  const budget = down(available.mul(share), s.quoteDecimals);
  return toLot(budget.div(spotBuyPriceCap(s.type, s.price)));
}
