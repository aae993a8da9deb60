import type { MessageKey, MessageParams } from '@meridian/contract';
import { decimalsOf } from '../../../lib/amount';
import { bookPrice, isMultipleOf, parseDecimal, positiveDecimal } from './math';
import { spendAsset, spotHold, spotTotal } from './summary';
import type { SpotContext, SpotTicket } from './types';

/** Problems of the spot ticket, in display order, each with the contract message (errors.*) it shows. */

export type SpotProblemCode =
  | 'post_only_market'
  | 'price_required'
  | 'price_invalid'
  | 'price_decimals'
  | 'amount_required'
  | 'amount_invalid'
  | 'amount_decimals'
  | 'price_tick'
  | 'amount_lot'
  | 'below_min_notional'
  | 'insufficient_balance'
  | 'no_liquidity';

export interface SpotProblem {
  code: SpotProblemCode;
  /** The input to mark, or the whole ticket. */
  field: 'price' | 'amount' | 'ticket';
  /** A key of the contract's MESSAGE_KEYS; the i18n key is `errors.<key>`. */
  key: MessageKey;
  params?: MessageParams;
}

function problem(
  code: SpotProblemCode,
  field: SpotProblem['field'],
  key: MessageKey,
  params?: MessageParams,
) {
  return params ? { code, field, key, params } : { code, field, key };
}

function priceProblem(ticket: SpotTicket, ctx: SpotContext): SpotProblem | null {
  if (ticket.type !== 'limit') return null;
  if (ticket.price.trim() === '') return problem('price_required', 'price', 'spot_price_required');
  const price = positiveDecimal(ticket.price);
  if (!price) return problem('price_invalid', 'price', 'parameter_error');
  if (decimalsOf(ticket.price.trim()) > ctx.pair.price_decimals)
    return problem('price_decimals', 'price', 'amount_too_many_decimals', {
      precision: ctx.pair.price_decimals,
    });
  return null;
}

function amountProblem(ticket: SpotTicket, ctx: SpotContext): SpotProblem | null {
  if (ticket.amount.trim() === '') return problem('amount_required', 'amount', 'parameter_error');
  if (!positiveDecimal(ticket.amount)) return problem('amount_invalid', 'amount', 'parameter_error');
  if (decimalsOf(ticket.amount.trim()) > ctx.pair.amount_decimals)
    return problem('amount_decimals', 'amount', 'amount_too_many_decimals', {
      precision: ctx.pair.amount_decimals,
    });
  return null;
}

function stepProblem(ticket: SpotTicket, ctx: SpotContext): SpotProblem | null {
  const tick = positiveDecimal(ctx.pair.tick_size);
  const lot = positiveDecimal(ctx.pair.lot_size);
  const price = positiveDecimal(ticket.price);
  if (ticket.type === 'limit' && tick && price && !isMultipleOf(price, tick))
    return problem('price_tick', 'price', 'spot_price_tick', { tick: tick.toFixed() });
  const amount = positiveDecimal(ticket.amount);
  if (lot && amount && !isMultipleOf(amount, lot))
    return problem('amount_lot', 'amount', 'spot_amount_lot', { lot: lot.toFixed() });
  return null;
}

/** Minimum order value, insufficient balance, and an empty opposite side for a market order. */
function fundsProblem(ticket: SpotTicket, ctx: SpotContext): SpotProblem | null {
  const min = positiveDecimal(ctx.pair.min_notional);
  const total = spotTotal(ticket, ctx);
  if (min && total && total.lt(min))
    return problem('below_min_notional', 'amount', 'spot_amount_too_small', { min: min.toFixed() });
  const hold = spotHold(ticket, ctx);
  const available = parseDecimal(
    spendAsset(ticket) === 'quote' ? ctx.balances.quote_available : ctx.balances.base_available,
  );
  if (hold && (!available || hold.gt(available)))
    return problem('insufficient_balance', 'amount', 'insufficient_balance');
  if (ticket.type === 'market' && !bookPrice(ticket, ctx))
    return problem('no_liquidity', 'ticket', 'spot_no_liquidity');
  return null;
}

/** The first problem of the ticket; null when it can be submitted. */
export function spotProblem(ticket: SpotTicket, ctx: SpotContext): SpotProblem | null {
  if (ticket.type === 'market' && ticket.postOnly)
    return problem('post_only_market', 'ticket', 'spot_post_only_limit');
  return (
    priceProblem(ticket, ctx) ??
    amountProblem(ticket, ctx) ??
    stepProblem(ticket, ctx) ??
    fundsProblem(ticket, ctx)
  );
}

/** The i18n key of a problem (contract messages live under errors.*); interpolate `params`. */
export function spotProblemI18nKey(p: SpotProblem): `errors.${MessageKey}` {
  return `errors.${p.key}`;
}

/** Problems not worth showing before the user has typed anything. */
export function isQuietSpotProblem(p: SpotProblem): boolean {
  return p.code === 'price_required' || p.code === 'amount_required';
}
