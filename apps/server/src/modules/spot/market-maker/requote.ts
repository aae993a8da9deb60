import { Decimal } from '@meridian/contract';

/**
 * When the house market maker replaces a pair's quotes (pure). It keeps them while they are intact and the
 * feed price stayed within the threshold of the price they were built on, so a quiet pair costs one read per
 * refresh and no writes.
 */

/** What the maker placed on a pair at its last requote. */
export interface PairQuotes {
  /** The feed price the ladder was built on. */
  mid: string;
  /** Ids of the orders that rested. */
  orderIds: readonly number[];
  /** False when a placement failed: the next refresh tries again. */
  complete: boolean;
}

/** One of the maker's open orders of the pair, as the spot service lists it. */
export interface OpenQuote {
  id: number;
  filled: string;
}

export type RequoteReason = 'first' | 'incomplete' | 'filled' | 'unknown_order' | 'moved';

/** The requote threshold: a quarter of the spread, in basis points (at least 1). */
export const moveThresholdBps = (spreadBps: number) => Math.max(1, spreadBps / 4);

/** Why the pair must be requoted now, or null to keep its quotes. */
export function requoteReason(
  prev: PairQuotes | undefined,
  mid: string,
  open: readonly OpenQuote[],
  thresholdBps: number,
): RequoteReason | null {
  if (!prev) return 'first';
  if (!prev.complete) return 'incomplete';
  const ids = new Set(prev.orderIds);
  const openIds = new Set(open.map((o) => o.id));
  if (open.some((o) => !ids.has(o.id))) return 'unknown_order';
  if (prev.orderIds.some((id) => !openIds.has(id)) || open.some((o) => !new Decimal(o.filled).isZero()))
    return 'filled';
  const moved = new Decimal(mid).minus(prev.mid).abs().div(prev.mid).mul(10_000);
  return moved.gt(thresholdBps) ? 'moved' : null;
}
