import { Decimal } from '@meridian/contract';
import { futuresStopBeyondLiquidation } from '@meridian/contract/futures';
import type { MessageKey, MessageParams } from '@meridian/contract';
import { futuresEntry, futuresSummary, lotsOf } from './summary';
import type { FuturesContext, FuturesTicket } from './types';
import { positiveAmount } from '../../../lib/amountInput';

/** Problems of the futures ticket in display order, each with the contract message (`errors.<key>`) it shows. */

export type FuturesProblemCode =
  | 'no_price'
  | 'limit_required'
  | 'limit_invalid'
  | 'limit_side'
  | 'lots_required'
  | 'lots_range'
  | 'lots_max'
  | 'leverage'
  | 'tp_invalid'
  | 'sl_invalid'
  | 'sl_liquidation'
  | 'insufficient_margin';

export interface FuturesProblem {
  code: FuturesProblemCode;
  field: 'limitPrice' | 'lots' | 'leverage' | 'tp' | 'sl' | 'ticket';
  key: MessageKey;
  params?: MessageParams;
}

const p = (
  code: FuturesProblemCode,
  field: FuturesProblem['field'],
  key: MessageKey,
  params?: MessageParams,
): FuturesProblem => (params ? { code, field, key, params } : { code, field, key });

function positive(raw: string): Decimal | null {
  return positiveAmount(raw);
}

/** A limit buy (long) must be below the mark, a limit sell (short) above it (contract lever_limit_price_side). */
function limitProblem(ticket: FuturesTicket, ctx: FuturesContext): FuturesProblem | null {
  if (ticket.kind !== 'limit') return null;
  if (ticket.limitPrice.trim() === '') return p('limit_required', 'limitPrice', 'lever_limit_price_required');
  const limit = positive(ticket.limitPrice);
  if (!limit) return p('limit_invalid', 'limitPrice', 'parameter_error');
  const mark = positive(ctx.mark);
  if (mark && (ticket.side === 'long' ? !limit.lt(mark) : !limit.gt(mark)))
    return p('limit_side', 'limitPrice', 'lever_limit_price_side');
  return null;
}

function lotsProblem(ticket: FuturesTicket, ctx: FuturesContext): FuturesProblem | null {
  const params = { min: ctx.lotMin, max: ctx.lotMax };
  if (ticket.lots.trim() === '') return p('lots_required', 'lots', 'lever_share_invalid', params);
  const lots = lotsOf(ticket);
  // above the maximum the ticket names it and keeps what was typed until the user corrects it
  if (lots !== null && ctx.lotMax > 0 && lots > ctx.lotMax)
    return p('lots_max', 'lots', 'lever_share_invalid', params);
  if (lots === null || lots < ctx.lotMin) return p('lots_range', 'lots', 'lever_share_invalid', params);
  return null;
}

/**
 * TP/SL against the entry estimate and the mark: a long's TP above both and SL below both; a short's the
 * reverse (setstop; the server checks the same on submit). A stop-loss at or beyond the
 * `liquidation` price (when known) is refused too: the position would be liquidated first (contract
 * `futuresStopBeyondLiquidation`, the server's rule).
 */
export function stopProblem(
  side: FuturesTicket['side'],
  which: 'tp' | 'sl',
  raw: string,
  refs: readonly (Decimal | null)[],
  liquidation?: string | null,
): FuturesProblem | null {
  if (raw.trim() === '') return null;
  const key: MessageKey = which === 'tp' ? 'lever_tp_invalid' : 'lever_sl_invalid';
  const code = which === 'tp' ? 'tp_invalid' : 'sl_invalid';
  const v = positive(raw);
  if (!v) return p(code, which, key);
  const above = (side === 'long') === (which === 'tp');
  for (const ref of refs) {
    if (!ref) continue;
    if (above ? !v.gt(ref) : !v.lt(ref)) return p(code, which, key);
  }
  const liq = liquidation ? positive(liquidation) : null;
  if (which === 'sl' && liq && futuresStopBeyondLiquidation(side, v, liq))
    return p('sl_liquidation', 'sl', 'lever_sl_beyond_liquidation', { liquidation: liquidation! });
  return null;
}

/** The first problem of the ticket; null when it can be submitted. */
export function futuresProblem(ticket: FuturesTicket, ctx: FuturesContext): FuturesProblem | null {
  if (!positive(ctx.mark) && ticket.kind === 'market')
    return p('no_price', 'ticket', 'lever_price_unavailable');
  const first = limitProblem(ticket, ctx) ?? lotsProblem(ticket, ctx);
  if (first) return first;
  if (!ctx.leverages.includes(ticket.leverage)) return p('leverage', 'leverage', 'lever_multiple_invalid');
  const refs = [futuresEntry(ticket, ctx), positive(ctx.mark)];
  const s = futuresSummary(ticket, ctx);
  const stops =
    stopProblem(ticket.side, 'tp', ticket.tp, refs) ??
    stopProblem(ticket.side, 'sl', ticket.sl, refs, s.liquidation);
  if (stops) return stops;
  if (s.cost && s.margin && s.fee && new Decimal(s.cost).gt(positive(ctx.balance) ?? 0))
    return p('insufficient_margin', 'ticket', 'lever_insufficient_margin', { margin: s.margin, fee: s.fee });
  return null;
}

/** Problems not worth showing before the user has typed anything. */
export function isQuietFuturesProblem(problem: FuturesProblem): boolean {
  return problem.code === 'limit_required' || problem.code === 'lots_required';
}
