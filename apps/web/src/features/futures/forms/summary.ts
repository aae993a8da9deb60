import type { Decimal } from '@meridian/contract';
import {
  futuresEntryPrice,
  futuresFee,
  futuresLiquidationPrice,
  futuresMargin,
  futuresNotional,
  futuresQuantity,
} from '@meridian/contract/futures';
import type { FuturesContext, FuturesTicket } from './types';
import { isWholeString, positiveAmount } from '../../../lib/amountInput';

/**
 * The preview under the futures ticket, from the contract's calculators (lever-math): entry (a market order:
 * mark ± spread, an estimate; a limit: exactly its limit), quantity, notional, margin, fee, what leaves the
 * balance and the liquidation price. Every figure is null while an input it needs is missing.
 */
export interface FuturesSummary {
  entry: string | null;
  approximate: boolean;
  quantity: string | null;
  notional: string | null;
  margin: string | null;
  fee: string | null;
  /** margin + fee: what the order takes from the futures balance. */
  cost: string | null;
  liquidation: string | null;
}

function positive(raw: string): Decimal | null {
  return positiveAmount(raw);
}

/** Whole lots ≥ 1 or null. */
export function lotsOf(ticket: FuturesTicket): number | null {
  if (!isWholeString(ticket.lots)) return null;
  const n = Number.parseInt(ticket.lots, 10);
  return n >= 1 ? n : null;
}

/** Entry price: a limit's own price, or the mark after the spread (rounded against the trader). */
export function futuresEntry(ticket: FuturesTicket, ctx: FuturesContext): Decimal | null {
  if (ticket.kind === 'limit') return positive(ticket.limitPrice);
  const mark = positive(ctx.mark);
  return mark ? futuresEntryPrice(ticket.side, mark, ctx.spreadPercent, ctx.priceDecimals) : null;
}

export function futuresSummary(ticket: FuturesTicket, ctx: FuturesContext): FuturesSummary {
  const entry = futuresEntry(ticket, ctx);
  const lots = lotsOf(ticket);
  const quantity = lots === null ? null : futuresQuantity(lots, ctx.unitsPerLot);
  const notional = entry && quantity ? futuresNotional(entry, quantity) : null;
  const margin = notional ? futuresMargin(notional, ticket.leverage, ctx.moneyDecimals) : null;
  const fee = notional ? futuresFee(notional, ctx.feePercent, ctx.moneyDecimals) : null;
  const liquidation =
    entry && quantity && margin
      ? futuresLiquidationPrice(
          ticket.side,
          entry,
          quantity,
          margin,
          ctx.liquidationRiskPercent,
          ctx.priceDecimals,
        )
      : null;
  return {
    entry: entry?.toFixed(ctx.priceDecimals) ?? null,
    approximate: ticket.kind === 'market',
    quantity: quantity?.toFixed() ?? null,
    notional: notional?.toFixed(ctx.moneyDecimals) ?? null,
    margin: margin?.toFixed() ?? null,
    fee: fee?.toFixed() ?? null,
    cost: margin && fee ? margin.plus(fee).toFixed() : null,
    liquidation: liquidation?.toFixed(ctx.priceDecimals) ?? null,
  };
}
