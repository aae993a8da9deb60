import { Decimal } from '@meridian/contract';
import { MAX_BARS_PER_CALL, type Candle, type Period } from '@meridian/contract/market';
import type { Db } from '../../../platform/db';
import type { RawBar } from '../feed/types';
import type { PairState } from '../pair-state';
import type { PairInfo } from '../quote';
import { aggregateBars } from './aggregate';
import * as repo from './candles.repo';
import { bucketEnd, bucketStart, isIntraday } from './periods';

const DB_CACHE_ENTRIES = 500;

/**
 * Reads the bars of a pair for `new_timeshar`, in three parts:
 * - closed buckets older than what memory holds: from PostgreSQL (immutable, so cached by exact range);
 * - closed intraday buckets of the last 24 h: from the pair's in-memory minutes (cached until a minute closes),
 *   so a minute that just closed is served even before its row is written;
 * - the bucket in progress: from memory, on every call.
 * Bars leave here formatted to the pair's precision.
 */
export class CandleReader {
  private readonly dbCache = new Map<string, Candle[]>();
  private readonly memCache = new Map<string, { version: number; liveStart: number; bars: Candle[] }>();

  constructor(private readonly db: Db) {}

  async read(
    pair: PairInfo,
    state: PairState | undefined,
    period: Period,
    from: number,
    to: number,
  ): Promise<Candle[]> {
    const fromB = bucketStart(period, from);
    const liveStart = liveBucketStart(state, period);
    const bars = await this.closed(pair, state, period, fromB, to, liveStart);
    const live = liveStart >= fromB && liveStart <= to ? this.live(pair, state, period) : undefined;
    if (live) bars.push(live);
    return bars.slice(-MAX_BARS_PER_CALL);
  }

  /** The closed buckets of [fromB, to] (all before `liveStart`, the bucket in progress), ascending. */
  async closed(
    pair: PairInfo,
    state: PairState | undefined,
    period: Period,
    fromB: number,
    to: number,
    liveStart: number,
  ): Promise<Candle[]> {
    const split = Math.min(this.memoryStart(period, state), liveStart);
    const bars: Candle[] = [];
    if (fromB < split) bars.push(...(await this.fromDb(pair, period, fromB, Math.min(to, split - 1))));
    if (state && isIntraday(period) && to >= split) {
      for (const c of this.fromMemory(pair, state, period, split, liveStart))
        if (c.id >= fromB && c.id <= to) bars.push(c);
    }
    return bars;
  }

  /** The bucket in progress, from memory (computed on every call). */
  live(pair: PairInfo, state: PairState | undefined, period: Period): Candle | undefined {
    const bar = state?.currentBar(period);
    return bar && format(bar, pair);
  }

  /** First bucket start served from memory: the first whole bucket of the in-memory minutes. */
  private memoryStart(period: Period, state: PairState | undefined): number {
    if (!state || !isIntraday(period)) return Infinity;
    const first = state.closedMinutes[0];
    if (!first) return Infinity;
    const start = bucketStart(period, first.t);
    return start === first.t ? start : bucketEnd(period, first.t);
  }

  private async fromDb(pair: PairInfo, period: Period, fromB: number, to: number): Promise<Candle[]> {
    const key = `${pair.id}:${period}:${fromB}:${bucketEnd(period, to)}`;
    const hit = this.dbCache.get(key);
    if (hit) return hit;
    const rows = await repo.queryBars(this.db, pair.id, period, fromB, to, MAX_BARS_PER_CALL);
    const bars = rows.map((b) => format(b, pair));
    this.dbCache.set(key, bars);
    if (this.dbCache.size > DB_CACHE_ENTRIES) this.dbCache.delete(this.dbCache.keys().next().value!);
    return bars;
  }

  /** Closed buckets in [split, liveStart) from the in-memory minutes, cached per closed-minute version. */
  private fromMemory(
    pair: PairInfo,
    state: PairState,
    period: Period,
    split: number,
    liveStart: number,
  ): Candle[] {
    const key = `${pair.id}:${period}`;
    const cached = this.memCache.get(key);
    // The first tick after start may open a new bucket without closing a minute: liveStart is part of the key.
    if (cached && cached.version === state.version && cached.liveStart === liveStart) return cached.bars;
    const minutes: RawBar[] = state.closedMinutes.filter((m) => m.t >= split && m.t < liveStart);
    const bars = aggregateBars(minutes, period).map((b) => format(b, pair));
    this.memCache.set(key, { version: state.version, liveStart, bars });
    return bars;
  }
}

/**
 * Start of the bucket in progress of `period` (the bucket of the minute in progress, or of the last closed minute
 * before the first tick): what `PairState.currentBar` answers for. Infinity when memory holds no minute.
 */
export function liveBucketStart(state: PairState | undefined, period: Period): number {
  const now = state?.currentMinute ?? state?.closedMinutes.at(-1);
  return now ? bucketStart(period, now.t) : Infinity;
}

export function format(b: RawBar, p: PairInfo): Candle {
  const price = (v: string) => new Decimal(v).toFixed(p.pricePrecision);
  const volume = new Decimal(b.volume).toFixed(p.amountPrecision);
  return {
    id: b.t,
    time: b.t * 1000,
    open: price(b.open),
    high: price(b.high),
    low: price(b.low),
    close: price(b.close),
    vol: volume,
    volume,
    amount: new Decimal(b.amount).toFixed(2),
  };
}
