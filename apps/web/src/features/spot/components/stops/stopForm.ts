import type { Decimal, MessageKey } from '@meridian/contract';
import type { SpotSide } from '@meridian/contract/spot';
import { spotStopHold, spotStopRefusal, type SpotStopTerms } from '@meridian/contract/spot/stops';
import { isMultipleOf, parseDecimal, positiveDecimal, quotePrecision } from '../../forms/math';
import type { SpotContext } from '../../forms/types';

/**
 * The stop-limit and OCO ticket as pure TS: its typed fields, the first problem to show (the same rules the
 * server applies: ticks, lot, minimum value, the contract's stop rules, the single hold against the balance)
 * and the body it sends.
 */

export type StopKind = 'stop_limit' | 'oco';

export interface StopFields {
  trigger: string;
  /** The stop's limit price (a stop-limit's target_price, an OCO's stop_limit_price). */
  limit: string;
  /** An OCO's take-profit price. */
  takeProfit: string;
  amount: string;
}

export const EMPTY_STOP_FIELDS: StopFields = { trigger: '', limit: '', takeProfit: '', amount: '' };

export type StopField = keyof StopFields;

/** A problem of the ticket: a contract message (`errors.<key>`) or one of the ticket's own (`spotStops.<key>`). */
export interface StopProblem {
  field: StopField | 'ticket';
  key: string;
  /** The problem's text is the contract's server message of that key. */
  contract: boolean;
  params: Record<string, string>;
}

const contract = (field: StopProblem['field'], key: MessageKey, params: Record<string, string> = {}) => ({
  field,
  key,
  contract: true,
  params,
});
const own = (field: StopProblem['field'], key: string, params: Record<string, string> = {}) => ({
  field,
  key,
  contract: false,
  params,
});

/** The ticket field of a request field: `target_price` is a stop-limit's limit but an OCO's take-profit. */
const fieldOf = (kind: StopKind, field: 'trigger_price' | 'target_price' | 'stop_limit_price'): StopField =>
  field === 'trigger_price' ? 'trigger' : field === 'target_price' && kind === 'oco' ? 'takeProfit' : 'limit';

/** The fields in the order the ticket shows them. */
export function stopFieldsOf(kind: StopKind): StopField[] {
  return kind === 'oco' ? ['takeProfit', 'trigger', 'limit', 'amount'] : ['trigger', 'limit', 'amount'];
}

/** The terms of the contract's stop math, once every field holds a positive number. */
export function stopTerms(kind: StopKind, side: SpotSide, f: StopFields): SpotStopTerms | null {
  const trigger = positiveDecimal(f.trigger);
  const limit = positiveDecimal(f.limit);
  const amount = positiveDecimal(f.amount);
  const tp = kind === 'oco' ? positiveDecimal(f.takeProfit) : null;
  if (!trigger || !limit || !amount || (kind === 'oco' && !tp)) return null;
  return { side, type: kind, amount, trigger, stopLimit: limit, takeProfit: tp };
}

/** What the order holds at once (the larger leg of a buy pair), or null while a field is missing. */
export function stopHold(kind: StopKind, side: SpotSide, f: StopFields, ctx: SpotContext): Decimal | null {
  const terms = stopTerms(kind, side, f);
  return terms ? spotStopHold(terms, quotePrecision(ctx.pair)) : null;
}

/** The first problem of the ticket, in the order of its fields; null when it can be sent. */
export function stopProblem(
  kind: StopKind,
  side: SpotSide,
  f: StopFields,
  ctx: SpotContext,
  last: string | null,
): StopProblem | null {
  const tick = parseDecimal(ctx.pair.tick_size);
  for (const field of stopFieldsOf(kind)) {
    const value = f[field];
    if (value.trim() === '') return own(field, field === 'amount' ? 'amountRequired' : 'priceRequired');
    const d = positiveDecimal(value);
    if (!d) return own(field, 'numberInvalid');
    if (field === 'amount') {
      const lot = parseDecimal(ctx.pair.lot_size);
      if (lot && !isMultipleOf(d, lot))
        return contract('amount', 'spot_amount_lot', { lot: ctx.pair.lot_size });
    } else if (tick && !isMultipleOf(d, tick))
      return contract(field, 'spot_price_tick', { tick: ctx.pair.tick_size });
  }
  const terms = stopTerms(kind, side, f)!;
  const refused = spotStopRefusal(terms, last && parseDecimal(last) ? last : null);
  if (refused) return contract(fieldOf(kind, refused.field), refused.key, refused.params);
  const min = ctx.pair.min_notional;
  const prices = kind === 'oco' ? [terms.stopLimit, terms.takeProfit!] : [terms.stopLimit];
  for (const p of prices)
    if (min && parseDecimal(min) && parseDecimal(String(p))!.mul(terms.amount).lt(min))
      return contract('amount', 'spot_amount_too_small', {
        min: `${min} ${ctx.pair.symbol.split('/')[1] ?? ''}`.trim(),
      });
  const hold = spotStopHold(terms, quotePrecision(ctx.pair));
  const available = parseDecimal(side === 'buy' ? ctx.balances.quote_available : ctx.balances.base_available);
  if (!available || hold.gt(available)) return own('ticket', 'insufficient', { hold: hold.toFixed() });
  return null;
}

/** The wire body of POST /coin/trade for the ticket (the caller checked `stopProblem` first). */
export function stopRequest(kind: StopKind, side: SpotSide, f: StopFields, ctx: SpotContext) {
  const n = (v: string) => positiveDecimal(v)!.toFixed();
  return {
    currency_id: ctx.pair.currency_id,
    legal_id: ctx.pair.legal_id,
    side,
    type: kind,
    amount: n(f.amount),
    trigger_price: n(f.trigger),
    ...(kind === 'oco'
      ? { target_price: n(f.takeProfit), stop_limit_price: n(f.limit) }
      : { target_price: n(f.limit) }),
    tif: 'GTC' as const,
    post_only: false,
  };
}
