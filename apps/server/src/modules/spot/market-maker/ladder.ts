import { Decimal } from '@meridian/contract';
import { spotBuyHold, type SpotSide } from '@meridian/contract/spot';
import { SPOT_MIN_NOTIONAL } from '../spot.rules';

/**
 * The house market maker's quote ladder: pure. Given the public feed price of a pair, its
 * tick and lot decimals, the configured spread, depth, grid step, level size and growth, and what the maker
 * holds, it returns the post-only GTC limit orders that should rest.
 *
 * Prices sit on a fixed grid: multiples of a grid unit (`gridUnit`: about `stepBps` of the price, a round
 * multiple of the tick, kept while the price drifts) so that a level keeps its exact price while the feed
 * moves and a requote only touches the levels the move crossed (requote.ts). The best ask is the first grid
 * price at least `spreadBps / 2` above the feed price, the best bid the last one at least as far below;
 * level i of a side is i grid units further out. No quote is ever closer to the feed price than half the
 * spread, on either side. Level i is worth `levelQuote × (1 + growthPct / 100)^i` at its price, rounded
 * down to the lot, so sizes grow with the distance; each side stops where the inventory runs out: asks
 * spend base, bids spend the quote their holds need (price × amount rounded up: the buyer's fee is paid in
 * base). Best levels come first, alternating bid and ask, so a partial placement still quotes the top.
 */

export interface LadderInput {
  /** The feed price users see (decimal string). */
  mid: string;
  pricePrecision: number;
  amountPrecision: number;
  /** Decimals the wallets keep of the quote asset (holds round up to them). */
  quotePrecision: number;
  /** Least distance between the best bid and the best ask, in basis points of the feed price. */
  spreadBps: number;
  /** Levels per side. */
  levels: number;
  /** Target distance between two levels, in basis points of the feed price. */
  stepBps: number;
  /** Value of the best level in the quote asset. */
  levelQuote: string;
  /** Each level is this much bigger than the one before it, in percent. */
  growthPct: number;
  /** The maker's balances the ladder may use (decimal strings). */
  inventory: { base: string; quote: string };
  /** The grid unit of the pair's previous ladder: kept while it stays close to `stepBps` of the price. */
  grid?: string | undefined;
}

export interface LadderOrder {
  side: SpotSide;
  /** 0 = the best level of its side. */
  level: number;
  /** Limit price with the pair's price decimals. */
  price: string;
  /** Amount in base with the pair's amount decimals. */
  amount: string;
}

export interface Ladder {
  /** The grid unit the prices are multiples of. */
  grid: string;
  orders: LadderOrder[];
}

const BPS = new Decimal(10_000);
const SIDES = ['buy', 'sell'] as const;
/** Round grid units: these × a power of ten (each at most 1.25× the one before, so the unit stays near the step). */
const ROUND_UNITS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8];
/** A previous grid unit is kept while it lies within these fractions of the target step. */
const GRID_KEEP = { min: 0.6, max: 1.1 };

export const unitOf = (decimals: number) => new Decimal(1).div(new Decimal(10).pow(decimals));

/** Rounds `v` to a multiple of `unit`, down or up. */
export function toStep(v: Decimal, unit: Decimal, mode: 'down' | 'up'): Decimal {
  const n = v.div(unit);
  return (mode === 'down' ? n.floor() : n.ceil()).mul(unit);
}

/**
 * The grid unit for a feed price: the largest round multiple of the tick (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 ×
 * a power of ten) not above `stepBps` of the price, at least one tick; `prev` is kept while it stays within
 * 0.6–1.1× of that target, so a drifting price does not move the whole grid.
 */
export function gridUnit(mid: string, stepBps: number, pricePrecision: number, prev?: string): Decimal {
  const tick = unitOf(pricePrecision);
  const target = new Decimal(mid).mul(stepBps).div(BPS);
  if (prev !== undefined) {
    const p = new Decimal(prev);
    const ratio = p.div(target);
    if (p.gte(tick) && p.div(tick).isInteger() && ratio.gte(GRID_KEEP.min) && ratio.lte(GRID_KEEP.max))
      return p;
  }
  if (target.lte(tick)) return tick;
  let best = tick;
  for (let exp = tick; exp.lte(target); exp = exp.mul(10)) {
    for (const r of ROUND_UNITS) {
      const c = exp.mul(r);
      if (c.lte(target) && c.div(tick).isInteger() && c.gt(best)) best = c;
    }
  }
  return best;
}

/** The grid price of level 0 of a side: the nearest grid price at least half the spread from the feed price. */
export function basePrice(
  input: Pick<LadderInput, 'mid' | 'spreadBps'>,
  grid: Decimal,
  side: SpotSide,
): Decimal {
  const edge = new Decimal(input.spreadBps).div(2).div(BPS);
  const mid = new Decimal(input.mid);
  return side === 'buy'
    ? toStep(mid.mul(new Decimal(1).minus(edge)), grid, 'down')
    : toStep(mid.mul(new Decimal(1).plus(edge)), grid, 'up');
}

/** The price of level `i` of `side` (may be ≤ 0 deep in the bids of a cheap asset: not quoted). */
export function levelPrice(input: LadderInput, grid: Decimal, side: SpotSide, i: number): Decimal {
  const base = basePrice(input, grid, side);
  return side === 'buy' ? base.minus(grid.mul(i)) : base.plus(grid.mul(i));
}

/** The amount level `i` wants at `price` before the inventory caps it (0 when under the minimum order). */
export function wantedAmount(input: LadderInput, price: Decimal, i: number): Decimal {
  if (price.lte(0)) return new Decimal(0);
  const growth = new Decimal(1).plus(new Decimal(input.growthPct).div(100));
  const value = new Decimal(input.levelQuote).mul(growth.pow(i));
  const amount = toStep(value.div(price), unitOf(input.amountPrecision), 'down');
  return amount.mul(price).lt(SPOT_MIN_NOTIONAL) ? new Decimal(0) : amount;
}

export function planLadder(input: LadderInput): Ladder {
  const mid = new Decimal(input.mid);
  if (!mid.isFinite() || mid.lte(0)) return { grid: '0', orders: [] };
  const grid = gridUnit(input.mid, input.stepBps, input.pricePrecision, input.grid);
  const wanted: LadderOrder[] = [];
  for (let i = 0; i < input.levels; i++) {
    for (const side of SIDES) {
      const price = levelPrice(input, grid, side, i);
      const amount = wantedAmount(input, price, i);
      if (amount.lte(0)) continue;
      wanted.push({
        side,
        level: i,
        price: price.toFixed(input.pricePrecision),
        amount: amount.toFixed(input.amountPrecision),
      });
    }
  }
  return { grid: grid.toFixed(), orders: capToInventory(wanted, input) };
}

/**
 * The orders in turn, each cut to what is left of the inventory (asks spend base, bids their holds); an
 * order cut under the minimum order value is dropped.
 */
export function capToInventory(
  orders: readonly LadderOrder[],
  input: Pick<LadderInput, 'amountPrecision' | 'quotePrecision' | 'inventory'>,
): LadderOrder[] {
  const lot = unitOf(input.amountPrecision);
  let baseLeft = new Decimal(input.inventory.base);
  let quoteLeft = new Decimal(input.inventory.quote);
  const out: LadderOrder[] = [];
  for (const o of orders) {
    const price = new Decimal(o.price);
    const wanted = new Decimal(o.amount);
    const amount =
      o.side === 'sell'
        ? Decimal.min(wanted, toStep(Decimal.max(baseLeft, 0), lot, 'down'))
        : affordable(wanted, price);
    if (amount.lte(0) || amount.mul(price).lt(SPOT_MIN_NOTIONAL)) continue;
    if (o.side === 'sell') baseLeft = baseLeft.minus(amount);
    else quoteLeft = quoteLeft.minus(spotBuyHold('limit', amount, price, input.quotePrecision));
    out.push({ ...o, amount: amount.toFixed(input.amountPrecision) });
  }
  return out;

  /** The largest amount ≤ `wanted` (in lots) whose buy hold fits in what is left of the quote. */
  function affordable(wanted: Decimal, price: Decimal): Decimal {
    const holdOf = (a: Decimal) => spotBuyHold('limit', a, price, input.quotePrecision);
    if (holdOf(wanted).lte(quoteLeft)) return wanted;
    if (quoteLeft.lte(0)) return new Decimal(0);
    // The hold is linear in the amount up to one rounding unit: start from the exact bound, step down.
    let a = toStep(quoteLeft.div(holdOf(new Decimal(1))), lot, 'down');
    for (let n = 0; n < 3 && a.gt(0) && holdOf(a).gt(quoteLeft); n++) a = a.minus(lot);
    return a.gt(0) && holdOf(a).lte(quoteLeft) ? a : new Decimal(0);
  }
}
