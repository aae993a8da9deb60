import { Decimal, refuse } from '@meridian/contract';
import {
  FUTURES_FEE_PERCENT,
  FUTURES_LEVERAGES,
  FUTURES_LIQUIDATION_RISK_PERCENT,
  FUTURES_LOTS,
  FUTURES_MONEY_DECIMALS,
  FUTURES_SPREAD_PERCENT,
  FUTURES_UNITS_PER_LOT,
  futuresCloseResult,
  futuresEntryPrice,
  futuresFee,
  futuresLiquidationPrice,
  futuresMargin,
  futuresNotional,
  futuresQuantity,
  futuresStopBeyondLiquidation,
  type FuturesSide,
} from '@meridian/contract/futures';
import { isSessionOpen, nextSessionChange } from '../market';

/**
 * The futures rules of (contract `futures/futures.ts`), pure: no database, no clock, no HTTP — a
 * refusal is the contract's DomainError (`refuse`). The service takes the numbers from here and moves the
 * money through the ledger.
 */

export const MONEY = FUTURES_MONEY_DECIMALS;

export interface FuturesPair {
  id: number;
  symbol: string;
  baseId: number;
  base: string;
  quoteId: number;
  quote: string;
  pricePrecision: number;
  category: 'crypto' | 'stock';
  unitsPerLot: string;
}

export const sideOf = (type: 1 | 2): FuturesSide => (type === 1 ? 'long' : 'short');

/** The pair's futures sizing, or `lever_pair_unavailable` (not listed, switched off, or not a USDT pair). */
export function futuresPair(
  p: {
    id: number;
    symbol: string;
    baseId: number;
    base: string;
    quoteId: number;
    quote: string;
    pricePrecision: number;
    category: 'crypto' | 'stock';
    openFutures: number;
  },
  legalId: number,
): FuturesPair {
  const unitsPerLot = FUTURES_UNITS_PER_LOT[p.symbol];
  if (!unitsPerLot || p.openFutures !== 1 || p.quoteId !== legalId) throw refuse('lever_pair_unavailable');
  const { id, symbol, baseId, base, quoteId, quote, pricePrecision, category } = p;
  return { id, symbol, baseId, base, quoteId, quote, pricePrecision, category, unitsPerLot };
}

/**
 * Stock pairs open and close only in their session: outside it the last price is hours old, and trading on it
 * would let anyone act on news the price does not show yet (spot refuses the same way).
 */
export function checkSession(pair: FuturesPair, nowMs: number): void {
  if (!isSessionOpen(pair.category, nowMs))
    throw refuse('spot_market_closed', { opens: new Date(nextSessionChange(nowMs)).toISOString() });
}

export function checkSize(lots: number, leverage: number): void {
  if (!Number.isInteger(lots) || lots < FUTURES_LOTS.min || lots > FUTURES_LOTS.max)
    throw refuse('lever_share_invalid', { min: FUTURES_LOTS.min, max: FUTURES_LOTS.max }, 'share');
  if (!(FUTURES_LEVERAGES as readonly number[]).includes(leverage))
    throw refuse('lever_multiple_invalid', {}, 'multiple');
}

/** A price must be a positive multiple of the pair's tick. */
export function checkTick(price: string, pricePrecision: number, field: string): Decimal {
  const v = new Decimal(price);
  if (v.lte(0) || v.decimalPlaces() > pricePrecision)
    throw refuse(
      'spot_price_tick',
      { tick: new Decimal(1).div(new Decimal(10).pow(pricePrecision)).toFixed(pricePrecision) },
      field,
    );
  return v;
}

/** The TP/SL of a request, each a tick multiple when given. */
export function stopsOf(
  input: { target_profit_price?: string | undefined; stop_loss_price?: string | undefined },
  pricePrecision: number,
): { tp: Decimal | undefined; sl: Decimal | undefined } {
  const at = (v: string | undefined, field: string) => (v ? checkTick(v, pricePrecision, field) : undefined);
  return {
    tp: at(input.target_profit_price, 'target_profit_price'),
    sl: at(input.stop_loss_price, 'stop_loss_price'),
  };
}

export interface OpenTerms {
  quantity: Decimal;
  /** Mark (market) or limit at entry, and the entry after spread (a limit: the limit itself). */
  originPrice: Decimal;
  price: Decimal;
  notional: Decimal;
  margin: Decimal;
  fee: Decimal;
}

/** Entry, margin and fee of a market order at `mark`, or of a limit order at its limit. */
export function openTerms(
  pair: FuturesPair,
  side: FuturesSide,
  lots: number,
  leverage: number,
  at: { mark: string } | { limit: string },
): OpenTerms {
  const quantity = futuresQuantity(lots, pair.unitsPerLot);
  const originPrice = new Decimal('mark' in at ? at.mark : at.limit);
  const price =
    'mark' in at
      ? futuresEntryPrice(side, at.mark, FUTURES_SPREAD_PERCENT, pair.pricePrecision)
      : originPrice;
  const notional = futuresNotional(price, quantity);
  return {
    quantity,
    originPrice,
    price,
    notional,
    margin: futuresMargin(notional, leverage, MONEY),
    fee: futuresFee(notional, FUTURES_FEE_PERCENT, MONEY),
  };
}

/** A buy limit must be below the mark, a sell limit above it (else it would fill at once: use market). */
export function checkLimitSide(side: FuturesSide, limit: Decimal, mark: string): void {
  if (side === 'long' ? !limit.lt(mark) : !limit.gt(mark))
    throw refuse('lever_limit_price_side', {}, 'target_price');
}

/**
 * TP/SL against the entry and the mark (reference notes): a long's TP above both and SL below both; a short's
 * reversed. Either may be absent.
 */
export function checkStops(
  side: FuturesSide,
  entry: Decimal | string,
  mark: Decimal | string,
  stops: { tp?: Decimal | undefined; sl?: Decimal | undefined },
): void {
  const hi = Decimal.max(entry, mark);
  const lo = Decimal.min(entry, mark);
  if (stops.tp && (side === 'long' ? !stops.tp.gt(hi) : !stops.tp.lt(lo)))
    throw refuse('lever_tp_invalid', {}, 'target_profit_price');
  if (stops.sl && (side === 'long' ? !stops.sl.lt(lo) : !stops.sl.gt(hi)))
    throw refuse('lever_sl_invalid', {}, 'stop_loss_price');
}

/**
 * A stop-loss at or beyond the liquidation level is refused: the position would be liquidated
 * first, so the stop could never fire. The contract's `futuresStopBeyondLiquidation` decides, as on the ticket.
 */
export function checkStopLiquidation(
  side: FuturesSide,
  sl: Decimal | undefined,
  liquidation: Decimal | string,
  pricePrecision: number,
): void {
  if (sl && futuresStopBeyondLiquidation(side, sl, liquidation))
    throw refuse(
      'lever_sl_beyond_liquidation',
      { liquidation: new Decimal(liquidation).toFixed(pricePrecision) },
      'stop_loss_price',
    );
}

export function liquidationPrice(
  side: FuturesSide,
  p: {
    price: Decimal | string;
    quantity: Decimal | string;
    margin: Decimal | string;
    originMargin: Decimal | string;
  },
  pricePrecision: number,
): Decimal {
  return futuresLiquidationPrice(
    side,
    p.price,
    p.quantity,
    p.margin,
    FUTURES_LIQUIDATION_RISK_PERCENT,
    pricePrecision,
    p.originMargin,
  );
}

export interface CloseSettlement {
  /** Exit after spread. */
  exitPrice: Decimal;
  /** The position's realised P&L, rounded down to money decimals. */
  pnl: Decimal;
  /** Back to the user's available futures balance (never below 0). */
  payout: Decimal;
  /** Profit the house pays (≥ 0) and margin the house keeps (≥ 0). */
  profitFromHouse: Decimal;
  marginToHouse: Decimal;
  /** Loss beyond the margin, absorbed by the house. */
  shortfall: Decimal;
  /** What the user realised: payout − margin. */
  factProfits: Decimal;
}

/**
 * Closing at `mark`: the contract's one close formula (`futuresCloseResult`, also the close dialog's estimate):
 * exit = mark ∓ spread; P&L on the exit. A profit is paid by the house on top of the margin; a loss comes out
 * of the margin; a loss beyond the margin is the house's (shortfall), so the user gets between 0 and
 * margin + profit back.
 */
export function settleClose(
  side: FuturesSide,
  p: { price: Decimal | string; quantity: Decimal | string; margin: Decimal | string },
  mark: Decimal | string,
  pricePrecision: number,
): CloseSettlement {
  const r = futuresCloseResult(
    side,
    { entry: p.price, quantity: p.quantity, margin: p.margin, openFee: 0, overnightFees: 0 },
    mark,
    FUTURES_SPREAD_PERCENT,
    pricePrecision,
    MONEY,
  );
  const margin = new Decimal(p.margin);
  const zero = new Decimal(0);
  const profit = r.gross.gte(0);
  return {
    exitPrice: r.exitPrice,
    pnl: r.pnl,
    payout: margin.plus(r.gross),
    profitFromHouse: profit ? r.gross : zero,
    marginToHouse: profit ? zero : r.gross.neg(),
    shortfall: r.shortfall,
    factProfits: r.gross,
  };
}
