import { spotAmountForPercent } from '@meridian/contract/spot';
import type { SpotOrderType, SpotSide, SpotTif } from '@meridian/contract/spot';
import { orderPrice, parseDecimal, positiveDecimal, quotePrecision } from './math';
import type { SpotContext, SpotPairRules, SpotPercent, SpotTicket } from './types';
import { sanitizeAmount } from '../../../lib/amountInput';

/**
 * The spot trade ticket (coin trade) as pure TS: every updater takes a ticket and returns the next
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

/**
 * A French (or Turkish, Portuguese, Spanish) keypad types a decimal comma whatever the app's language: the
 * ticket reads any comma as the point.
 */
const TICKET_INPUT = { anyComma: true } as const;

/** Typed price: digits and one point, at most the pair's price decimals. */
export function normalizePrice(raw: string, pair: SpotPairRules): string {
  return sanitizeAmount(raw, pair.price_decimals, TICKET_INPUT);
}

/** Typed amount: digits and one point, at most the pair's amount decimals. */
export function normalizeAmount(raw: string, pair: SpotPairRules): string {
  return sanitizeAmount(raw, pair.amount_decimals, TICKET_INPUT);
}

/**
 * The amount a percent of the balance buys or sells, by the contract's spot math (the server's): a sell takes
 * the share of the base balance, a buy spends the share of the quote balance at the limit price (a market buy
 * at best ask × (1 + collar)) with no fee on top — the buyer's fee is paid in the base received — so 100 %
 * spends the whole balance. Down to the lot; '' when nothing fits or 0 %.
 */
export function amountForPercent(ticket: SpotTicket, percent: SpotPercent, ctx: SpotContext): string {
  if (percent === 0) return '';
  const buy = ticket.side === 'buy';
  const available = parseDecimal(buy ? ctx.balances.quote_available : ctx.balances.base_available);
  if (!available) return '';
  const amount = spotAmountForPercent({
    side: ticket.side,
    type: ticket.type,
    percent,
    available,
    price: buy ? orderPrice(ticket, ctx) : null,
    amountDecimals: Math.max(0, ctx.pair.amount_decimals),
    quoteDecimals: quotePrecision(ctx.pair),
  });
  return amount.gt(0) ? amount.toFixed() : '';
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
