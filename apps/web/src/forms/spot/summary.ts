import type { Decimal } from '@meridian/contract';
import {
  MARKET_BUY_COLLAR_FACTOR,
  basePrecision,
  feeRate,
  feeRatePercent,
  orderPrice,
  positiveDecimal,
  quotePrecision,
  roundDown,
  roundUp,
} from './math';
import type { SpotAsset, SpotContext, SpotTicket } from './types';

/**
 * The preview under the spot ticket (spec §4 confirmation): value, fee, what the user receives and what the
 * order holds. Buyers pay the fee in the base asset and sellers in the quote asset (contract `spotOrder`);
 * a buy still holds its worst-case fee in the quote asset on top of the total (contract fee comments).
 */
export interface SpotSummary {
  /** The price the figures use: the limit price, or best ask / best bid for a market order. */
  price: string | null;
  /** Market orders: the figures are estimates at the book top (≈). */
  approximate: boolean;
  /** Value in the quote asset: price × amount. */
  total: string | null;
  /** Taker, or maker for a post-only limit. */
  feeRatePercent: string;
  /** Fee estimate, rounded up, in `feeAsset`. */
  fee: string | null;
  feeAsset: SpotAsset;
  /** What arrives after the fee, rounded down, in `receiveAsset`. */
  receive: string | null;
  receiveAsset: SpotAsset;
  /** What the order holds from the available balance, in `holdAsset`. */
  hold: string | null;
  holdAsset: SpotAsset;
}

/** The typed amount when it is a positive number, else null. */
function orderAmount(ticket: SpotTicket): Decimal | null {
  return positiveDecimal(ticket.amount);
}

/** Value in the quote asset (exact: price × amount), null while price or amount is missing. */
export function spotTotal(ticket: SpotTicket, ctx: SpotContext): Decimal | null {
  const price = orderPrice(ticket, ctx);
  const amount = orderAmount(ticket);
  return price && amount ? price.mul(amount) : null;
}

/**
 * What the order holds: a buy limit holds total + its fee; a market buy holds amount × best ask × (1 + collar)
 * + the fee of that; a sell holds the amount. Quote holds round up to the quote precision. Null when unknown.
 */
export function spotHold(ticket: SpotTicket, ctx: SpotContext): Decimal | null {
  const amount = orderAmount(ticket);
  if (!amount) return null;
  if (ticket.side === 'sell') return amount;
  const total = spotTotal(ticket, ctx);
  if (!total) return null;
  const decimals = quotePrecision(ctx.pair);
  const notional = roundUp(ticket.type === 'market' ? total.mul(MARKET_BUY_COLLAR_FACTOR) : total, decimals);
  return notional.plus(roundUp(notional.mul(feeRate(ticket)), decimals));
}

/** The asset a ticket holds and spends: quote for a buy, base for a sell. */
export function spendAsset(ticket: SpotTicket): SpotAsset {
  return ticket.side === 'buy' ? 'quote' : 'base';
}

export function spotSummary(ticket: SpotTicket, ctx: SpotContext): SpotSummary {
  const price = orderPrice(ticket, ctx);
  const amount = orderAmount(ticket);
  const total = spotTotal(ticket, ctx);
  const rate = feeRate(ticket);
  const buy = ticket.side === 'buy';
  const receiveAsset: SpotAsset = buy ? 'base' : 'quote';
  let fee: Decimal | null = null;
  let receive: Decimal | null = null;
  if (buy && amount) {
    const decimals = basePrecision(ctx.pair);
    fee = roundUp(amount.mul(rate), decimals);
    receive = roundDown(amount.minus(fee), decimals);
  } else if (!buy && total) {
    const decimals = quotePrecision(ctx.pair);
    fee = roundUp(total.mul(rate), decimals);
    receive = roundDown(total.minus(fee), decimals);
  }
  const hold = spotHold(ticket, ctx);
  return {
    price: price?.toFixed() ?? null,
    approximate: ticket.type === 'market',
    total: total?.toFixed() ?? null,
    feeRatePercent: feeRatePercent(ticket),
    fee: fee?.toFixed() ?? null,
    feeAsset: receiveAsset,
    receive: receive && receive.gt(0) ? receive.toFixed() : receive ? '0' : null,
    receiveAsset,
    hold: hold?.toFixed() ?? null,
    holdAsset: spendAsset(ticket),
  };
}
