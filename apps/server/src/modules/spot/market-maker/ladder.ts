import { Decimal, spotBuyHold, type SpotSide } from '@meridian/contract';
import { SPOT_MIN_NOTIONAL } from '../rules';

/**
 * The house market maker's quote ladder (issue 5): pure. Given the public feed price of a pair, its tick and
 * lot decimals, the configured spread, depth and level size, and what the maker holds, it returns the
 * post-only GTC limit orders to rest. Level i (0 = best) of each side sits (spread / 2 + i × step) basis
 * points from the feed price; bids round down and asks round up to the tick, so the quoted spread is never
 * narrower than configured. Each level is worth `levelQuote` at its price, rounded down to the lot, and the
 * ladder stops where the inventory runs out: asks spend base, bids spend the quote their holds need
 * (price × amount rounded up: the buyer's fee is paid in base). Best levels come first, alternating bid
 * and ask, so a partial placement still quotes the top of the book.
 */

export interface LadderInput {
  /** The feed price users see (decimal string). */
  mid: string;
  pricePrecision: number;
  amountPrecision: number;
  /** Decimals the wallets keep of the quote asset (holds round up to them). */
  quotePrecision: number;
  spreadBps: number;
  levels: number;
  stepBps: number;
  /** Value of one level in the quote asset. */
  levelQuote: string;
  /** The maker's available balances (decimal strings). */
  inventory: { base: string; quote: string };
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

const BPS = new Decimal(10_000);
const step = (decimals: number) => new Decimal(1).div(new Decimal(10).pow(decimals));

/** Rounds `v` to a multiple of `unit`, down or up. */
function toStep(v: Decimal, unit: Decimal, mode: 'down' | 'up'): Decimal {
  const n = v.div(unit);
  return (mode === 'down' ? n.floor() : n.ceil()).mul(unit);
}

/** The price of level `i` of `side`. */
export function levelPrice(input: LadderInput, side: SpotSide, i: number): Decimal {
  const offset = new Decimal(input.spreadBps).div(2).plus(new Decimal(input.stepBps).mul(i)).div(BPS);
  const mid = new Decimal(input.mid);
  const tick = step(input.pricePrecision);
  return side === 'buy'
    ? toStep(mid.mul(new Decimal(1).minus(offset)), tick, 'down')
    : toStep(mid.mul(new Decimal(1).plus(offset)), tick, 'up');
}

export function planLadder(input: LadderInput): LadderOrder[] {
  const mid = new Decimal(input.mid);
  if (!mid.isFinite() || mid.lte(0)) return [];
  const lot = step(input.amountPrecision);
  const levelQuote = new Decimal(input.levelQuote);
  let baseLeft = new Decimal(input.inventory.base);
  let quoteLeft = new Decimal(input.inventory.quote);
  const last: Partial<Record<SpotSide, string>> = {};
  const out: LadderOrder[] = [];

  for (let i = 0; i < input.levels; i++) {
    for (const side of ['buy', 'sell'] as const) {
      const price = levelPrice(input, side, i);
      // A coarse tick can put two levels on one price, and a deep bid ladder can reach zero: skip those.
      if (price.lte(0) || last[side] === price.toFixed()) continue;
      const wanted = toStep(levelQuote.div(price), lot, 'down');
      const amount =
        side === 'sell' ? Decimal.min(wanted, toStep(baseLeft, lot, 'down')) : affordable(wanted, price, lot);
      if (amount.lte(0) || amount.mul(price).lt(SPOT_MIN_NOTIONAL)) continue;
      last[side] = price.toFixed();
      if (side === 'sell') baseLeft = baseLeft.minus(amount);
      else quoteLeft = quoteLeft.minus(spotBuyHold('limit', amount, price, input.quotePrecision));
      out.push({
        side,
        level: i,
        price: price.toFixed(input.pricePrecision),
        amount: amount.toFixed(input.amountPrecision),
      });
    }
  }
  return out;

  /** The largest amount ≤ `wanted` (in lots) whose buy hold fits in what is left of the quote. */
  function affordable(wanted: Decimal, price: Decimal, unit: Decimal): Decimal {
    const holdOf = (a: Decimal) => spotBuyHold('limit', a, price, input.quotePrecision);
    if (holdOf(wanted).lte(quoteLeft)) return wanted;
    // The hold is linear in the amount up to one rounding unit: start from the exact bound, step down.
    let a = toStep(quoteLeft.div(holdOf(new Decimal(1))), unit, 'down');
    for (let n = 0; n < 3 && a.gt(0) && holdOf(a).gt(quoteLeft); n++) a = a.minus(unit);
    return a.gt(0) && holdOf(a).lte(quoteLeft) ? a : new Decimal(0);
  }
}
