import type { Decimal } from '@meridian/contract';
import {
  spotFeePercent,
  spotPreviewRole,
  type SpotAssetDecimals,
  type SpotFeeRole,
} from '@meridian/contract/spot';
import { parseAmount } from '../../../lib/amountInput';
import type { SpotContext, SpotPairRules, SpotTicket } from './types';

/**
 * Decimal helpers of the spot ticket: parsing, steps, the fee role and the price an order is valued at. The
 * money math itself (holds, fees, sizing) is the contract's spot-math, the same the server applies.
 */

const DEFAULT_PRECISION = 8;

/**
 * A plain non-negative decimal string ("12.5"; "12." while typing) as Decimal; anything else (empty, "1e3",
 * "-1") is null.
 */
export function parseDecimal(value: string | undefined): Decimal | null {
  const s = value?.trim() ?? '';
  return parseAmount(s.endsWith('.') ? s.slice(0, -1) : s);
}

/** A positive decimal string as Decimal, else null. */
export function positiveDecimal(value: string | undefined): Decimal | null {
  const d = parseDecimal(value);
  return d && d.gt(0) ? d : null;
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

/** The wallet decimals of the pair's two assets, as the contract's spot math takes them. */
export function assetDecimals(pair: SpotPairRules): SpotAssetDecimals {
  return { base: basePrecision(pair), quote: quotePrecision(pair) };
}

/**
 * The fee role the ticket previews with the book as it is (contract spotPreviewRole): a market order or a limit
 * that crosses the book (a buy at or above the best ask, a sell at or below the best bid) pays the taker fee;
 * a limit that will rest, or any post-only limit, the maker fee.
 */
export function ticketRole(ticket: SpotTicket, ctx: SpotContext): SpotFeeRole {
  const price = ticket.type === 'limit' ? positiveDecimal(ticket.price) : null;
  return spotPreviewRole({ ...ticket, price }, ctx.book);
}

/** The fee rate in percent of that role: taker '0.15' or maker '0.1'. */
export function feeRatePercent(ticket: SpotTicket, ctx: SpotContext): string {
  return spotFeePercent(ticketRole(ticket, ctx));
}

/** The book price a market order fills against first: best ask for a buy, best bid for a sell. */
export function bookPrice(ticket: SpotTicket, ctx: SpotContext): Decimal | null {
  return positiveDecimal(ticket.side === 'buy' ? ctx.book.bestAsk : ctx.book.bestBid);
}

/** The price the order is valued at: the limit price, or the opposite book top for a market order. */
export function orderPrice(ticket: SpotTicket, ctx: SpotContext): Decimal | null {
  return ticket.type === 'limit' ? positiveDecimal(ticket.price) : bookPrice(ticket, ctx);
}
