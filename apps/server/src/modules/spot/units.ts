import { Decimal } from '@meridian/contract';

/**
 * Conversion between the wire's decimal strings and the order-book engine's integer units:
 * price = ticks × tick, amount = lots × lot. The tick and lot of a pair are 10^-pricePrecision and
 * 10^-amountPrecision, the same sizes `GET /currency/pair` publishes as `tick_size` and `lot_size`
 * (MarketService.pairDetail derives them the same way). Pure: no database, no clock.
 */
export interface PairUnits {
  pricePrecision: number;
  amountPrecision: number;
  /** Price step, e.g. 0.01 (also the `tick` of `spot_price_tick`). */
  tick: Decimal;
  /** Quantity step, e.g. 0.000001 (also the `lot` of `spot_amount_lot`). */
  lot: Decimal;
}

const step = (decimals: number) => new Decimal(1).div(new Decimal(10).pow(decimals));

export function pairUnits(p: { pricePrecision: number; amountPrecision: number }): PairUnits {
  return {
    pricePrecision: p.pricePrecision,
    amountPrecision: p.amountPrecision,
    tick: step(p.pricePrecision),
    lot: step(p.amountPrecision),
  };
}

/** The tick as the wire shows it ("0.01"). */
export const tickSize = (u: PairUnits) => u.tick.toFixed(u.pricePrecision);
/** The lot as the wire shows it ("0.000001"). */
export const lotSize = (u: PairUnits) => u.lot.toFixed(u.amountPrecision);

/** Whole steps of `value`, or undefined if it is not a positive exact multiple of `unit`. */
function steps(value: Decimal | string, unit: Decimal): bigint | undefined {
  const v = new Decimal(value);
  if (!v.isFinite() || v.lte(0)) return undefined;
  const n = v.div(unit);
  return n.isInteger() ? BigInt(n.toFixed(0)) : undefined;
}

/** A price in ticks, or undefined if it is not a positive multiple of the tick (refused as `spot_price_tick`). */
export const priceTicksOf = (u: PairUnits, price: Decimal | string): bigint | undefined =>
  steps(price, u.tick);

/** An amount in lots, or undefined if it is not a positive multiple of the lot (refused as `spot_amount_lot`). */
export const amountLotsOf = (u: PairUnits, amount: Decimal | string): bigint | undefined =>
  steps(amount, u.lot);

/** A stored order's price in ticks (checked when it was placed: anything else is a bug). */
export function priceToTicks(u: PairUnits, price: Decimal | string): bigint {
  const n = priceTicksOf(u, price);
  if (n === undefined) throw new Error(`spot price ${String(price)} is not a multiple of ${tickSize(u)}`);
  return n;
}

/** A stored order's amount in lots (checked when it was placed: anything else is a bug). */
export function amountToLots(u: PairUnits, amount: Decimal | string): bigint {
  const n = amountLotsOf(u, amount);
  if (n === undefined) throw new Error(`spot amount ${String(amount)} is not a multiple of ${lotSize(u)}`);
  return n;
}

/** Ticks back to a price string with the pair's price decimals ("96000.50"). */
export const ticksToPrice = (u: PairUnits, ticks: bigint): string =>
  u.tick.mul(ticks.toString()).toFixed(u.pricePrecision);

/** Lots back to an amount string with the pair's amount decimals ("0.012500"). */
export const lotsToAmount = (u: PairUnits, lots: bigint): string =>
  u.lot.mul(lots.toString()).toFixed(u.amountPrecision);

/**
 * The exact quote value of `lots` at `ticks` (price × amount): the integer product scaled by tick × lot,
 * so it has at most pricePrecision + amountPrecision decimals and never rounds.
 */
export const quoteValue = (u: PairUnits, ticks: bigint, lots: bigint): Decimal =>
  new Decimal((ticks * lots).toString()).mul(u.tick).mul(u.lot);

/** Engine quote units (ticks × lots) of a quote amount, rounded down: a market buy's `quoteBudget`. */
export const quoteUnitsFloor = (u: PairUnits, quote: Decimal | string): bigint =>
  BigInt(new Decimal(quote).div(u.tick.mul(u.lot)).floor().toFixed(0));
