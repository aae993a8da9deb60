import { Decimal } from '../decimal';

/**
 * Futures ("lever") calculators — the formulas of, pure, shared by the
 * server (which decides) and the web ticket (which previews). Money is USDT kept to FUTURES_MONEY_DECIMALS;
 * prices are kept to the pair's price decimals. Rounding is explicit and never in the user's favour by more
 * than one unit of the last decimal: margins and fees round up, a realised result rounds down, spread-adjusted
 * prices round against the trader, and a liquidation price rounds toward the side that fires earlier.
 */

type DecimalLike = Decimal | string | number;
export type FuturesSide = 'long' | 'short';

const d = (v: DecimalLike) => new Decimal(v);
const ceilTo = (v: Decimal, decimals: number) => v.toDecimalPlaces(decimals, Decimal.ROUND_CEIL);
const floorTo = (v: Decimal, decimals: number) => v.toDecimalPlaces(decimals, Decimal.ROUND_FLOOR);

/** Quantity of the base asset: lots × units per lot (`number = share × lever_share_num`). */
export const futuresQuantity = (lots: DecimalLike, unitsPerLot: DecimalLike): Decimal =>
  d(lots).mul(unitsPerLot);

/**
 * Entry price after the spread (`price`): a long pays mark × (1 + spread %), a short gets mark × (1 − spread %),
 * rounded to the pair's price decimals against the trader (long up, short down).
 */
export function futuresEntryPrice(
  side: FuturesSide,
  mark: DecimalLike,
  spreadPercent: DecimalLike,
  priceDecimals: number,
): Decimal {
  const s = d(spreadPercent).div(100);
  return side === 'long'
    ? ceilTo(d(mark).mul(d(1).plus(s)), priceDecimals)
    : floorTo(d(mark).mul(d(1).minus(s)), priceDecimals);
}

/** Exit price after the spread: the opposite of the entry (a long sells at mark × (1 − spread %)). */
export const futuresExitPrice = (
  side: FuturesSide,
  mark: DecimalLike,
  spreadPercent: DecimalLike,
  priceDecimals: number,
): Decimal => futuresEntryPrice(side === 'long' ? 'short' : 'long', mark, spreadPercent, priceDecimals);

/** Notional value `all_money` = price × quantity (exact). */
export const futuresNotional = (price: DecimalLike, quantity: DecimalLike): Decimal => d(price).mul(quantity);

/** Margin `caution_money` = notional ÷ leverage, rounded up to the money decimals. */
export const futuresMargin = (notional: DecimalLike, leverage: DecimalLike, moneyDecimals: number): Decimal =>
  ceilTo(d(notional).div(leverage), moneyDecimals);

/** A fee in percent of the notional (the handling fee at open, the daily overnight fee), rounded up. */
export const futuresFee = (notional: DecimalLike, percent: DecimalLike, moneyDecimals: number): Decimal =>
  ceilTo(d(notional).mul(percent).div(100), moneyDecimals);

/** Unrealised P&L on a price (exact): long (price − entry) × qty, short (entry − price) × qty. */
export function futuresPnl(
  side: FuturesSide,
  entry: DecimalLike,
  price: DecimalLike,
  quantity: DecimalLike,
): Decimal {
  const diff = side === 'long' ? d(price).minus(entry) : d(entry).minus(price);
  return diff.mul(quantity);
}

/** A realised result in money decimals, rounded down (a profit is never over-paid, a loss never under-taken). */
export const futuresRealised = (pnl: DecimalLike, moneyDecimals: number): Decimal =>
  floorTo(d(pnl), moneyDecimals);

/**
 * Risk of one position in percent, 2 decimals (rounded down): (margin + P&L) ÷ opening margin × 100. `margin`
 * is what is left of it after overnight fees; `originMargin` (default: margin) the margin at open.
 */
export function futuresPositionRisk(
  margin: DecimalLike,
  pnl: DecimalLike,
  originMargin?: DecimalLike,
): Decimal {
  const base = d(originMargin ?? margin);
  if (base.lte(0)) return d(0);
  return floorTo(d(margin).plus(pnl).div(base).mul(100), 2);
}

/**
 * The account's risk rate `hazard_rate` in percent, 2 decimals (reference formula): (futures balance +
 * Σ margin + Σ P&L) ÷ Σ opening margin × 100; 0 without positions.
 */
export function futuresAccountRisk(
  balance: DecimalLike,
  positions: readonly { margin: DecimalLike; originMargin?: DecimalLike; pnl: DecimalLike }[],
): Decimal {
  if (positions.length === 0) return d(0);
  let margins = d(0);
  let origins = d(0);
  let pnl = d(0);
  for (const p of positions) {
    margins = margins.plus(p.margin);
    origins = origins.plus(p.originMargin ?? p.margin);
    pnl = pnl.plus(p.pnl);
  }
  if (origins.lte(0)) return d(0);
  return floorTo(d(balance).plus(margins).plus(pnl).div(origins).mul(100), 2);
}

/**
 * The mark price at which the position's risk reaches `thresholdPercent`: long entry − (margin − thr × origin)
 * ÷ qty, short entry + (margin − thr × origin) ÷ qty (with margin = origin: entry ∓ margin × (1 − thr) ÷ qty).
 * Rounded to the price decimals toward the side that fires first (long up, short down), so liquidation never
 * happens later than the threshold. A long's level is at least one tick.
 */
export function futuresLiquidationPrice(
  side: FuturesSide,
  entry: DecimalLike,
  quantity: DecimalLike,
  margin: DecimalLike,
  thresholdPercent: DecimalLike,
  priceDecimals: number,
  originMargin?: DecimalLike,
): Decimal {
  const cushion = d(margin).minus(
    d(originMargin ?? margin)
      .mul(thresholdPercent)
      .div(100),
  );
  const move = cushion.div(quantity);
  if (side === 'long') {
    const tick = d(1).div(d(10).pow(priceDecimals));
    return Decimal.max(ceilTo(d(entry).minus(move), priceDecimals), tick);
  }
  return floorTo(d(entry).plus(move), priceDecimals);
}

/**
 * Is a stop-loss at or beyond the liquidation price? A long's SL must be above its liquidation level, a
 * short's below: otherwise the mark reaches the liquidation level first (or on the same tick) and the
 * stop-loss could never fire. Refused on the ticket, the TP/SL popup and the server alike.
 */
export function futuresStopBeyondLiquidation(
  side: FuturesSide,
  stopLoss: DecimalLike,
  liquidation: DecimalLike,
): boolean {
  return side === 'long' ? d(stopLoss).lte(liquidation) : d(stopLoss).gte(liquidation);
}

/** What a close at a mark pays, and the position's result net of what it cost. */
export interface FuturesCloseResult {
  /** Exit after the spread. */
  exitPrice: Decimal;
  /** P&L on the exit, rounded down to the money decimals (before the margin cap). */
  pnl: Decimal;
  /** Gross realised result for the user: the P&L, a loss capped at the margin left (`fact_profits`). */
  gross: Decimal;
  /** Loss beyond the margin left, absorbed by the house. */
  shortfall: Decimal;
  /** Handling fee at open + overnight fees taken so far. */
  fees: Decimal;
  /** gross − fees: what the position made or lost in all. */
  net: Decimal;
}

/**
 * The one close formula, run by the server when it closes and by the close dialog for its estimate: exit =
 * mark ∓ spread; P&L on the exit, rounded down; a loss is taken from the margin left (after overnight fees)
 * and never beyond it; net = gross − open fee − overnight fees.
 */
export function futuresCloseResult(
  side: FuturesSide,
  position: {
    entry: DecimalLike;
    quantity: DecimalLike;
    /** Margin left (after overnight fees). */
    margin: DecimalLike;
    openFee: DecimalLike;
    overnightFees: DecimalLike;
  },
  mark: DecimalLike,
  spreadPercent: DecimalLike,
  priceDecimals: number,
  moneyDecimals: number,
): FuturesCloseResult {
  const exitPrice = futuresExitPrice(side, mark, spreadPercent, priceDecimals);
  const pnl = futuresRealised(futuresPnl(side, position.entry, exitPrice, position.quantity), moneyDecimals);
  const margin = d(position.margin);
  const gross = pnl.gte(0) ? pnl : Decimal.max(pnl, margin.neg());
  const shortfall = pnl.gte(0) ? d(0) : pnl.neg().minus(gross.neg());
  const fees = d(position.openFee).plus(position.overnightFees);
  return { exitPrice, pnl, gross, shortfall, fees, net: gross.minus(fees) };
}

/** One side of a split: its lots and their share of the position's sums. */
export interface FuturesShare {
  lots: number;
  quantity: Decimal;
  margin: Decimal;
  originMargin: Decimal;
  tradeFee: Decimal;
  overnight: Decimal;
}

/** A position's sums split between the lots closed and the lots left open. */
export interface FuturesSplit {
  part: FuturesShare;
  rest: FuturesShare;
}

/**
 * A partial close's split: the closed part takes `closeLots ÷ lots` of the quantity, the margin left, the
 * opening margin, the handling fee and the overnight fees (each rounded down to the money decimals), and the
 * part left open keeps the rest, so the two always add up to the position exactly.
 */
export function futuresSplit(
  position: {
    lots: number;
    quantity: DecimalLike;
    margin: DecimalLike;
    originMargin: DecimalLike;
    tradeFee: DecimalLike;
    overnight: DecimalLike;
  },
  closeLots: number,
  moneyDecimals: number,
): FuturesSplit {
  // multiplied before divided, so a quantity of whole units per lot stays exact
  const cut = (v: DecimalLike) => floorTo(d(v).mul(closeLots).div(position.lots), moneyDecimals);
  const quantity = d(position.quantity).mul(closeLots).div(position.lots);
  const part = {
    lots: closeLots,
    quantity,
    margin: cut(position.margin),
    originMargin: cut(position.originMargin),
    tradeFee: cut(position.tradeFee),
    overnight: cut(position.overnight),
  };
  return {
    part,
    rest: {
      lots: position.lots - closeLots,
      quantity: d(position.quantity).minus(quantity),
      margin: d(position.margin).minus(part.margin),
      originMargin: d(position.originMargin).minus(part.originMargin),
      tradeFee: d(position.tradeFee).minus(part.tradeFee),
      overnight: d(position.overnight).minus(part.overnight),
    },
  };
}

/**
 * The maintenance margin: what the position's equity (margin + P&L) may not fall to, the liquidation risk
 * percent of its opening margin (the liquidation price is where the equity meets it).
 */
export const futuresMaintenanceMargin = (originMargin: DecimalLike, thresholdPercent: DecimalLike): Decimal =>
  d(originMargin).mul(thresholdPercent).div(100);

/**
 * The most margin a position may give back at `pnl` (its P&L on the mark): what keeps its equity, counting a
 * loss but never an unrealised profit, above the maintenance margin by one price tick of P&L (quantity × tick),
 * so the new liquidation level, rounded to the tick, stays at least a tick away from the mark. Rounded down,
 * never below 0.
 */
export function futuresMaxRemovableMargin(
  position: { margin: DecimalLike; originMargin: DecimalLike; quantity: DecimalLike },
  pnl: DecimalLike,
  thresholdPercent: DecimalLike,
  decimals: { price: number; money: number },
): Decimal {
  const tick = d(1).div(d(10).pow(decimals.price));
  const equity = d(position.margin).plus(Decimal.min(pnl, 0));
  const room = equity
    .minus(futuresMaintenanceMargin(position.originMargin, thresholdPercent))
    .minus(d(position.quantity).mul(tick));
  return Decimal.max(floorTo(room, decimals.money), 0);
}

/** An open position as the level formulas take it. */
export interface FuturesLevelPosition {
  entry: DecimalLike;
  quantity: DecimalLike;
  margin: DecimalLike;
  originMargin: DecimalLike;
}

/** `futuresLiquidationPrice` of a position at `thresholdPercent` of its opening margin. */
const levelAt = (
  side: FuturesSide,
  p: FuturesLevelPosition,
  thresholdPercent: DecimalLike,
  priceDecimals: number,
) =>
  futuresLiquidationPrice(
    side,
    p.entry,
    p.quantity,
    p.margin,
    thresholdPercent,
    priceDecimals,
    p.originMargin,
  );

/**
 * The liquidation price once `delta` (positive: added, negative: removed) changes the margin: the same level
 * formula with the new margin against the unchanged opening margin, so the maintenance margin stays put.
 */
export const futuresLiquidationAfterMargin = (
  side: FuturesSide,
  position: FuturesLevelPosition,
  delta: DecimalLike,
  thresholdPercent: DecimalLike,
  priceDecimals: number,
): Decimal =>
  levelAt(side, { ...position, margin: d(position.margin).plus(delta) }, thresholdPercent, priceDecimals);

/**
 * The margin ratio in percent (the usual "risk rate" of a margin warning): maintenance margin ÷ equity × 100,
 * 2 decimals rounded up; 100 % is liquidation, and an equity at or below 0 is past it.
 */
export function futuresMarginRatio(
  margin: DecimalLike,
  pnl: DecimalLike,
  originMargin: DecimalLike,
  thresholdPercent: DecimalLike,
): Decimal {
  const equity = d(margin).plus(pnl);
  const maintenance = futuresMaintenanceMargin(originMargin, thresholdPercent);
  if (equity.lte(0)) return d(100);
  return ceilTo(maintenance.div(equity).mul(100), 2);
}

/**
 * The mark at which the margin ratio reaches `ratioPercent`: the liquidation formula with the equity threshold
 * that ratio stands for (threshold × 100 ÷ ratio of the opening margin).
 */
export const futuresMarginRatioPrice = (
  side: FuturesSide,
  position: FuturesLevelPosition,
  ratioPercent: DecimalLike,
  thresholdPercent: DecimalLike,
  priceDecimals: number,
): Decimal => levelAt(side, position, d(thresholdPercent).mul(100).div(ratioPercent), priceDecimals);
