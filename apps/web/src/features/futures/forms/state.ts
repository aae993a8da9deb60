import type { FuturesContext, FuturesKind, FuturesSide, FuturesTicket } from './types';
import { sanitizeAmount, sanitizeWhole } from '../../../lib/amountInput';

/**
 * The futures ticket as pure TS: every updater returns the next ticket. Prices stay decimal strings cut to the
 * pair's price decimals; lots are whole numbers; the leverage is always one of the pair's choices.
 */

export function initialFuturesTicket(ctx: Pick<FuturesContext, 'leverages' | 'lotMin'>): FuturesTicket {
  const leverage = ctx.leverages.includes(10) ? 10 : (ctx.leverages[0] ?? 1);
  return {
    side: 'long',
    kind: 'market',
    limitPrice: '',
    lots: String(Math.max(1, ctx.lotMin)),
    leverage,
    tp: '',
    sl: '',
  };
}

/** Typed lots: digits only, no leading zeros, at most 6 digits. */
export function normalizeLots(raw: string): string {
  return sanitizeWhole(raw, 6);
}

export function normalizeFuturesPrice(raw: string, ctx: Pick<FuturesContext, 'priceDecimals'>): string {
  return sanitizeAmount(raw, ctx.priceDecimals);
}

export type FuturesTicketAction =
  | { kind: 'side'; side: FuturesSide }
  | { kind: 'orderKind'; orderKind: FuturesKind }
  | { kind: 'limitPrice'; value: string }
  | { kind: 'lots'; value: string }
  | { kind: 'stepLots'; by: number }
  | { kind: 'leverage'; leverage: number }
  | { kind: 'tp'; value: string }
  | { kind: 'sl'; value: string }
  | { kind: 'reset' };

function clampLots(n: number, ctx: FuturesContext): number {
  const max = ctx.lotMax > 0 ? ctx.lotMax : Number.MAX_SAFE_INTEGER;
  return Math.min(max, Math.max(ctx.lotMin, n));
}

/**
 * One reducer over the ticket. Switching side clears TP/SL (their valid side flips); switching to limit
 * prefills the limit with the mark; the stepper clamps to the lot limits; an unknown leverage is ignored;
 * `reset` (after an order was placed) clears TP/SL and keeps the order type and the limit price.
 */
export function reduceFuturesTicket(
  ticket: FuturesTicket,
  action: FuturesTicketAction,
  ctx: FuturesContext,
): FuturesTicket {
  switch (action.kind) {
    case 'side':
      return ticket.side === action.side ? ticket : { ...ticket, side: action.side, tp: '', sl: '' };
    case 'orderKind':
      if (ticket.kind === action.orderKind) return ticket;
      return {
        ...ticket,
        kind: action.orderKind,
        limitPrice:
          action.orderKind === 'limit' && ticket.limitPrice === ''
            ? normalizeFuturesPrice(ctx.mark, ctx)
            : ticket.limitPrice,
      };
    case 'limitPrice':
      return { ...ticket, limitPrice: normalizeFuturesPrice(action.value, ctx) };
    case 'lots':
      return { ...ticket, lots: normalizeLots(action.value) };
    case 'stepLots': {
      const current = Number.parseInt(ticket.lots || '0', 10);
      return {
        ...ticket,
        lots: String(clampLots((Number.isFinite(current) ? current : 0) + action.by, ctx)),
      };
    }
    case 'leverage':
      return ctx.leverages.includes(action.leverage) ? { ...ticket, leverage: action.leverage } : ticket;
    case 'tp':
      return { ...ticket, tp: normalizeFuturesPrice(action.value, ctx) };
    case 'sl':
      return { ...ticket, sl: normalizeFuturesPrice(action.value, ctx) };
    case 'reset':
      // after an order: the order type (and a limit's price) stay for the next one, TP/SL do not
      return { ...ticket, tp: '', sl: '' };
  }
}
