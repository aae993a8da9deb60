import {
  AMOUNT_PATTERN,
  Decimal,
  SPOT_MAKER_FEE_PERCENT,
  SPOT_MARKET_BUY_COLLAR_PERCENT,
  SPOT_TAKER_FEE_PERCENT,
} from '@meridian/contract';
import type { SpotContext, SpotPairRules, SpotTicket } from './types';

/** Decimal helpers of the spot ticket: parsing, steps, fee rates and the price an order is valued at. */

const DEFAULT_PRECISION = 8;

/**
 * A plain non-negative decimal string ("12.5"; "12." while typing) as Decimal; anything else (empty, "1e3",
 * "-1") is null.
 */
export function parseDecimal(value: string | undefined): Decimal | null {
  const s = (value?.trim() ?? '').replace(/(\d)\.$/, '$1');
  return AMOUNT_PATTERN.test(s) ? new Decimal(s) : null;
}

/** A positive decimal string as Decimal, else null. */
export function positiveDecimal(value: string | undefined): Decimal | null {
  const d = parseDecimal(value);
  return d && d.gt(0) ? d : null;
}

/** The largest multiple of `step` not above `value` (step > 0). */
export function floorToStep(value: Decimal, step: Decimal): Decimal {
  return value.div(step).floor().mul(step);
}

export function isMultipleOf(value: Decimal, step: Decimal): boolean {
  return step.lte(0) || value.mod(step).isZero();
}

export function basePrecision(pair: SpotPairRules): number {
  return pair.base_precision ?? DEFAULT_PRECISION;
}

export function quotePrecision(pair: SpotPairRules): number {
  return pair.quote_precision ?? DEFAULT_PRECISION;
}

/** Fees round up to the currency's precision (ARCHITECTURE §1.2). */
export function roundUp(value: Decimal, decimals: number): Decimal {
  return value.toDecimalPlaces(decimals, Decimal.ROUND_UP);
}

/** Credits round down to the currency's precision. */
export function roundDown(value: Decimal, decimals: number): Decimal {
  return value.toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
}

/** True when the order can only rest on the book (a post-only limit), so it pays the maker fee. */
export function paysMakerFee(ticket: SpotTicket): boolean {
  return ticket.type === 'limit' && ticket.postOnly;
}

/** The fee rate as a fraction: taker 0.0015, or maker 0.001 for a post-only limit. */
export function feeRate(ticket: SpotTicket): Decimal {
  return new Decimal(feeRatePercent(ticket)).div(100);
}

export function feeRatePercent(ticket: SpotTicket): string {
  return paysMakerFee(ticket) ? SPOT_MAKER_FEE_PERCENT : SPOT_TAKER_FEE_PERCENT;
}

/** 1 + collar: a market buy is held (and capped) at best ask × 1.05. */
export const MARKET_BUY_COLLAR_FACTOR = new Decimal(SPOT_MARKET_BUY_COLLAR_PERCENT).div(100).plus(1);

/** The book price a market order fills against first: best ask for a buy, best bid for a sell. */
export function bookPrice(ticket: SpotTicket, ctx: SpotContext): Decimal | null {
  return positiveDecimal(ticket.side === 'buy' ? ctx.book.bestAsk : ctx.book.bestBid);
}

/** The price the order is valued at: the limit price, or the opposite book top for a market order. */
export function orderPrice(ticket: SpotTicket, ctx: SpotContext): Decimal | null {
  return ticket.type === 'limit' ? positiveDecimal(ticket.price) : bookPrice(ticket, ctx);
}
