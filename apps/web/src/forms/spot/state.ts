import { Decimal } from '@meridian/contract';
import type { SpotOrderType, SpotSide, SpotTif } from '@meridian/contract';
import { sanitizeAmountInput } from '../transfer/state';
import { MARKET_BUY_COLLAR_FACTOR, feeRate, floorToStep, parseDecimal, positiveDecimal } from './math';
import { spotHold } from './summary';
import type { SpotContext, SpotPairRules, SpotPercent, SpotTicket } from './types';

/**
 * The spot trade ticket (spec §3 coin trade) as pure TS: every updater takes a ticket and returns the next
 * one. Typed prices and amounts stay decimal strings cut to the pair's decimals; a picked percent follows
 * price and type changes, so "50 %" stays 50 % of what the balance buys.
 */

export const INITIAL_SPOT_TICKET: SpotTicket = {
  side: 'buy',
  type: 'limit',
  price: '',
  amount: '',
  percent: null,
  tif: 'GTC',
  postOnly: false,
};

/** A fresh ticket on one side, its price prefilled (e.g. from the last trade). */
export function initialSpotTicket(side: SpotSide = 'buy', price = ''): SpotTicket {
  return { ...INITIAL_SPOT_TICKET, side, price };
}

/** Typed price: digits and one dot, at most the pair's price decimals. */
export function normalizePrice(raw: string, pair: SpotPairRules): string {
  return sanitizeAmountInput(raw, pair.price_decimals);
}

/** Typed amount: digits and one dot, at most the pair's amount decimals. */
export function normalizeAmount(raw: string, pair: SpotPairRules): string {
  return sanitizeAmountInput(raw, pair.amount_decimals);
}

/** The amount a percent of the balance buys or sells, floored to the lot; '' when nothing fits or 0 %. */
export function amountForPercent(ticket: SpotTicket, percent: SpotPercent, ctx: SpotContext): string {
  const lot = positiveDecimal(ctx.pair.lot_size);
  if (!lot || percent === 0) return '';
  const share = new Decimal(percent).div(100);
  let amount: Decimal;
  if (ticket.side === 'sell') {
    const base = parseDecimal(ctx.balances.base_available);
    if (!base) return '';
    amount = floorToStep(base.mul(share), lot);
  } else {
    const quote = parseDecimal(ctx.balances.quote_available);
    const basis = buyPriceBasis(ticket, ctx);
    if (!quote || !basis) return '';
    amount = floorToStep(quote.mul(share).div(basis).div(feeRate(ticket).plus(1)), lot);
    amount = fitBuyHold({ ...ticket, percent }, amount, lot, quote, ctx);
  }
  amount = amount.toDecimalPlaces(Math.max(0, ctx.pair.amount_decimals), Decimal.ROUND_DOWN);
  return amount.gt(0) ? amount.toFixed() : '';
}

/** Per base unit a buy holds: the limit price, or best ask × (1 + collar) for a market buy. */
function buyPriceBasis(ticket: SpotTicket, ctx: SpotContext): Decimal | null {
  if (ticket.type === 'limit') return positiveDecimal(ticket.price);
  const ask = positiveDecimal(ctx.book.bestAsk);
  return ask ? ask.mul(MARKET_BUY_COLLAR_FACTOR) : null;
}

/** Fees round up, so 100 % can overshoot by a unit of the last decimal: step down a lot (at most twice). */
function fitBuyHold(
  ticket: SpotTicket,
  amount: Decimal,
  lot: Decimal,
  quote: Decimal,
  ctx: SpotContext,
): Decimal {
  let fitted = amount;
  for (let i = 0; i < 2 && fitted.gt(0); i += 1) {
    const hold = spotHold({ ...ticket, amount: fitted.toFixed() }, ctx);
    if (!hold || hold.lte(quote)) break;
    fitted = fitted.minus(lot);
  }
  return fitted;
}

/** Recomputes the amount of a picked percent (after a price, type or fee change). */
function followPercent(ticket: SpotTicket, ctx: SpotContext): SpotTicket {
  if (ticket.percent === null) return ticket;
  return { ...ticket, amount: amountForPercent(ticket, ticket.percent, ctx) };
}

/** Switching side clears the amount: it was a share of the other asset's balance. */
export function setSide(ticket: SpotTicket, side: SpotSide): SpotTicket {
  if (ticket.side === side) return ticket;
  return { ...ticket, side, amount: '', percent: null };
}

/** Market orders cannot be post-only; a picked percent is recomputed at the new price basis. */
export function setType(ticket: SpotTicket, type: SpotOrderType, ctx: SpotContext): SpotTicket {
  if (ticket.type === type) return ticket;
  return followPercent({ ...ticket, type, postOnly: type === 'market' ? false : ticket.postOnly }, ctx);
}

export function setPrice(ticket: SpotTicket, raw: string, ctx: SpotContext): SpotTicket {
  return followPercent({ ...ticket, price: normalizePrice(raw, ctx.pair) }, ctx);
}

/** A typed amount leaves the slider (percent becomes null). */
export function setAmount(ticket: SpotTicket, raw: string, pair: SpotPairRules): SpotTicket {
  return { ...ticket, amount: normalizeAmount(raw, pair), percent: null };
}

export function pickPercent(ticket: SpotTicket, percent: SpotPercent, ctx: SpotContext): SpotTicket {
  return { ...ticket, percent, amount: amountForPercent(ticket, percent, ctx) };
}

/** Tapping the best bid or ask fills the price (and makes the order a limit); no-op on an empty side. */
export function tapBookPrice(ticket: SpotTicket, which: 'bid' | 'ask', ctx: SpotContext): SpotTicket {
  const top = which === 'bid' ? ctx.book.bestBid : ctx.book.bestAsk;
  if (!positiveDecimal(top)) return ticket;
  return setPrice({ ...ticket, type: 'limit' }, top ?? '', ctx);
}

/** Tapping any order-book level fills its price and makes the order a limit; no-op for a non-positive price. */
export function tapBookLevel(ticket: SpotTicket, price: string, ctx: SpotContext): SpotTicket {
  if (!positiveDecimal(price)) return ticket;
  return setPrice({ ...ticket, type: 'limit' }, price, ctx);
}

/** Only GTC can be post-only: IOC / FOK switch post-only off. */
export function setTif(ticket: SpotTicket, tif: SpotTif): SpotTicket {
  return { ...ticket, tif, postOnly: tif === 'GTC' ? ticket.postOnly : false };
}

/** Post-only applies to limit orders only (ignored on a market ticket) and sets the TIF to GTC. */
export function setPostOnly(ticket: SpotTicket, postOnly: boolean, ctx: SpotContext): SpotTicket {
  if (postOnly && ticket.type === 'market') return ticket;
  return followPercent({ ...ticket, postOnly, tif: postOnly ? 'GTC' : ticket.tif }, ctx);
}

export type SpotTicketAction =
  | { kind: 'side'; side: SpotSide }
  | { kind: 'type'; type: SpotOrderType }
  | { kind: 'price'; value: string }
  | { kind: 'amount'; value: string }
  | { kind: 'percent'; percent: SpotPercent }
  | { kind: 'bookPrice'; which: 'bid' | 'ask' }
  | { kind: 'bookLevel'; price: string }
  | { kind: 'tif'; tif: SpotTif }
  | { kind: 'postOnly'; postOnly: boolean }
  | { kind: 'reset' };

/** One reducer over the updaters, for `useReducer((t, a) => reduceSpotTicket(t, a, ctx), …)`. */
export function reduceSpotTicket(ticket: SpotTicket, action: SpotTicketAction, ctx: SpotContext): SpotTicket {
  switch (action.kind) {
    case 'side':
      return setSide(ticket, action.side);
    case 'type':
      return setType(ticket, action.type, ctx);
    case 'price':
      return setPrice(ticket, action.value, ctx);
    case 'amount':
      return setAmount(ticket, action.value, ctx.pair);
    case 'percent':
      return pickPercent(ticket, action.percent, ctx);
    case 'bookPrice':
      return tapBookPrice(ticket, action.which, ctx);
    case 'bookLevel':
      return tapBookLevel(ticket, action.price, ctx);
    case 'tif':
      return setTif(ticket, action.tif);
    case 'postOnly':
      return setPostOnly(ticket, action.postOnly, ctx);
    case 'reset':
      return { ...INITIAL_SPOT_TICKET, side: ticket.side, type: ticket.type, price: ticket.price };
  }
}
