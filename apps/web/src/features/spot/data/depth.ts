import type { MarketDepthMessage } from '@meridian/contract';
import type { CoinDepth } from '@meridian/contract/spot';
import { Dec, toDec } from '../../../lib/decimal';
import type { SeqVerdict } from '../../../api/sequence';

/**
 * The order book of one spot pair as pure functions: which `market_depth` message replaces the cached
 * `coin/depth` snapshot (both carry the pair's depth `seq`), when the cache must be reloaded from REST, and
 * the rows the book draws (cumulative amounts and depth-bar widths). Each message is a whole top-of-book
 * snapshot, so applying a newer one is always right; a jump still reloads, because recent trades (announced
 * by `trades: true`) may have been missed with it.
 */

export interface DepthStep {
  /** The data to cache (the same reference when unchanged). */
  data: CoinDepth | undefined;
  /** Reload coin/depth and coin/trades: messages were missed, or the server restarted its counter. */
  resync: boolean;
}

/** The message as the cached `coin/depth` shape. */
export function depthFromMessage(msg: MarketDepthMessage): CoinDepth {
  return { symbol: msg.symbol, bids: msg.bids, asks: msg.asks, seq: msg.seq };
}

/**
 * Applies a `market_depth` message to the cached snapshot. `verdict` is the message's place in the socket
 * stream (SeqTracker.accept): a rewind means the server restarted, so its message is the truth and the rest
 * reloads. Otherwise the cached seq decides: older or equal is stale (a REST reload overtook the socket),
 * last + 1 applies, further ahead applies and reloads.
 */
export function applyDepthMessage(
  cached: CoinDepth | undefined,
  msg: MarketDepthMessage,
  verdict: SeqVerdict,
): DepthStep {
  if (verdict === 'duplicate') return { data: cached, resync: false };
  if (verdict === 'rewind') return { data: depthFromMessage(msg), resync: true };
  if (!cached) return { data: depthFromMessage(msg), resync: false };
  if (msg.seq <= cached.seq) return { data: cached, resync: false };
  return { data: depthFromMessage(msg), resync: msg.seq !== cached.seq + 1 };
}

/** What a frame's `market_depth` messages do to the cache, folded into one step. */
export interface DepthFold extends DepthStep {
  /** Some message said recent trades changed (reload coin/trades once). */
  trades: boolean;
}

/**
 * Applies a frame's messages in arrival order, each with its verdict, as applyDepthMessage would one by one:
 * the newest snapshot ends up cached, and a gap or rewind in any of them still asks for a reload.
 */
export function foldDepthMessages(
  cached: CoinDepth | undefined,
  batch: readonly (readonly [MarketDepthMessage, SeqVerdict])[],
): DepthFold {
  let data = cached;
  let resync = false;
  let trades = false;
  for (const [msg, verdict] of batch) {
    const step = applyDepthMessage(data, msg, verdict);
    data = step.data;
    resync ||= step.resync;
    trades ||= msg.trades;
  }
  return { data, resync, trades };
}

/** After (re)joining the room: the cache is current only when its seq is the room's seq. */
export function ackNeedsReload(cached: CoinDepth | undefined, ackSeq: number): boolean {
  return cached !== undefined && cached.seq !== ackSeq;
}

/** Best bid and ask of a snapshot (undefined for an empty side). */
export function bookTops(depth: CoinDepth | undefined): { bestBid?: string; bestAsk?: string } {
  const bid = depth?.bids[0]?.[0];
  const ask = depth?.asks[0]?.[0];
  return { ...(bid ? { bestBid: bid } : {}), ...(ask ? { bestAsk: ask } : {}) };
}

export interface BookRow {
  price: string;
  amount: string;
  /** Sum of the amounts from the best level to this one (decimal string). */
  cumulative: string;
  /** Depth-bar width in percent of the deepest cumulative amount shown on either side, 0–100. */
  widthPercent: number;
}

/** Cumulative amounts of the first `count` levels, best first (decimal strings; bad levels are skipped). */
function cumulate(levels: readonly (readonly [string, string])[], count: number) {
  const out: { price: string; amount: string; cumulative: InstanceType<typeof Dec> }[] = [];
  let sum = new Dec(0);
  for (const [price, amount] of levels) {
    if (out.length >= count) break;
    const a = toDec(amount);
    if (!a || !toDec(price)) continue;
    sum = sum.plus(a);
    out.push({ price, amount, cumulative: sum });
  }
  return out;
}

/**
 * Rows of both sides, best first, with depth bars on one shared scale (the deeper side's total is 100 %),
 * so the two sides compare at a glance. Widths are for drawing only; the figures stay decimal strings.
 */
export function depthRows(depth: CoinDepth | undefined, count: number): { bids: BookRow[]; asks: BookRow[] } {
  const bids = cumulate(depth?.bids ?? [], count);
  const asks = cumulate(depth?.asks ?? [], count);
  const max = Dec.max(bids.at(-1)?.cumulative ?? 0, asks.at(-1)?.cumulative ?? 0);
  const row = (r: (typeof bids)[number]): BookRow => ({
    price: r.price,
    amount: r.amount,
    cumulative: r.cumulative.toFixed(),
    widthPercent: max.gt(0) ? Math.min(100, r.cumulative.div(max).mul(100).toDecimalPlaces(2).toNumber()) : 0,
  });
  return { bids: bids.map(row), asks: asks.map(row) };
}
