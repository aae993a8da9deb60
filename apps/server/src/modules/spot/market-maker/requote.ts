import { Decimal } from '@meridian/contract';
import { type SpotSide } from '@meridian/contract/spot';
import { basePrice, type LadderInput, type LadderOrder, wantedAmount } from './ladder';

/**
 * Which of the house market maker's resting quotes a refresh keeps, cancels or adds: pure. The
 * ladder's prices sit on a grid (ladder.ts), so when the feed moves, the levels it did not cross keep their
 * exact prices and stay. A resting quote is kept when it sits on a grid price of its side no closer to the
 * feed price than the best level and at most `levels + KEEP_SLACK` levels out (a feed going back and forth
 * does not cancel and re-place the deepest levels), when at most half of it has filled, and when its size
 * is within `SIZE_TOLERANCE`× of what that level wants (a level's size grows with its distance: a quote that
 * drifted a few levels keeps its size). Every other quote of the maker on the pair is cancelled — those the
 * feed price came too close to or crossed, off-grid ones, duplicates — and the wanted levels that no kept
 * quote fills are placed. So a quiet pair costs no writes, and a move of the feed costs a few orders.
 */

/** One of the maker's open orders of the pair, as the spot service lists it. */
export interface OpenQuote {
  id: number;
  side: SpotSide;
  /** Limit price. */
  price: string;
  amount: string;
  filled: string;
}

export interface QuoteChanges {
  keep: number[];
  cancel: number[];
  /** Levels of the wanted ladder no kept quote fills, best first. */
  place: LadderOrder[];
}

/** Levels beyond the configured depth whose quotes are kept rather than cancelled. */
export const KEEP_SLACK = 2;
/** A kept quote's size lies within this factor of what its level wants, either way. */
export const SIZE_TOLERANCE = 4;

/**
 * The changes that turn `open` into the `wanted` ladder (planLadder's orders, built on `grid` from `input`).
 */
export function diffQuotes(
  input: LadderInput,
  grid: string,
  wanted: readonly LadderOrder[],
  open: readonly OpenQuote[],
): QuoteChanges {
  const unit = new Decimal(grid);
  const bases = { buy: basePrice(input, unit, 'buy'), sell: basePrice(input, unit, 'sell') };
  const held = new Map<string, number>();
  const keep: number[] = [];
  const cancel: number[] = [];
  for (const o of open) {
    const level = unit.gt(0) ? levelOf(o, bases[o.side], unit) : undefined;
    const slot = `${o.side}:${level}`;
    if (level === undefined || held.has(slot) || !fits(o, level)) {
      cancel.push(o.id);
      continue;
    }
    held.set(slot, o.id);
    keep.push(o.id);
  }
  const place = wanted.filter((w) => !held.has(`${w.side}:${w.level}`));
  return { keep, cancel, place };

  /** Whether the quote may stay at `level`: not filled past half, its size near what the level wants. */
  function fits(o: OpenQuote, level: number): boolean {
    const amount = new Decimal(o.amount);
    if (new Decimal(o.filled).mul(2).gt(amount)) return false;
    const want = wantedAmount(input, new Decimal(o.price), level);
    return want.gt(0) && amount.lte(want.mul(SIZE_TOLERANCE)) && amount.mul(SIZE_TOLERANCE).gte(want);
  }

  /** The level of a quote on the grid of its side, or undefined when it is off-grid, too close or too deep. */
  function levelOf(o: OpenQuote, base: Decimal, g: Decimal): number | undefined {
    const away = o.side === 'buy' ? base.minus(o.price) : new Decimal(o.price).minus(base);
    const steps = away.div(g);
    if (!steps.isInteger() || steps.lt(0) || steps.gte(input.levels + KEEP_SLACK)) return undefined;
    return steps.toNumber();
  }
}
