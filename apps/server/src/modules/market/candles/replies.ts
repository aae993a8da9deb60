import { MAX_BARS_PER_CALL, type Period } from '@meridian/contract/market';
import { RawJson } from '../../../platform/http/route';
import type { RawBar } from '../feed/types';
import type { PairState } from '../pair-state';
import type { PairInfo } from '../quote';
import { bucketEnd, bucketStart } from './periods';
import { liveBucketStart, type CandleReader } from './reader';

const ENTRIES = 512;
/** A range holding the bucket in progress: reused for a second, then revalidated by its ETag. */
export const LIVE_CACHE_CONTROL = 'public, max-age=1';
/** A range of closed buckets never changes. */
export const CLOSED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A range closed this recently may still be being stored (a day's last minute): cached briefly only. */
const SETTLE_S = 120;

interface Entry {
  /** The pair state's closed-minute version and bucket in progress the closed part was read under. */
  version: number;
  liveStart: number;
  /** The minute in progress the reply was built with (a tick replaces it). */
  minute: RawBar | undefined;
  /** Closed and settled: valid whatever the state does next. */
  immutable: boolean;
  /** The closed bars of the reply, serialised without brackets. */
  closedJson: string;
  includesLive: boolean;
  reply: RawJson;
}

export interface CandleRepliesDeps {
  reader: CandleReader;
  nowSec: () => number;
}

/**
 * `new_timeshar` replies, serialised once: the closed bars of a range are read and serialised once per closed
 * minute (a range of settled closed buckets once for good), and each tick only re-serialises the bar in
 * progress and joins it on. Every reply carries an ETag (clients revalidate with If-None-Match) and a
 * Cache-Control: long and immutable for a settled closed range, one second for a range with the live bar.
 * The body is byte for byte `JSON.stringify(reader.read(...))`.
 */
export class CandleReplies {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly d: CandleRepliesDeps) {}

  /** The reply itself while its entry holds (no promise on the hot path), else a promise of it once read. */
  reply(
    pair: PairInfo,
    state: PairState | undefined,
    period: Period,
    from: number,
    to: number,
  ): RawJson | Promise<RawJson> {
    const fromB = bucketStart(period, from);
    const liveStart = liveBucketStart(state, period);
    // Every `to` from the bucket in progress on answers the same bars: one entry for them all.
    const key = `${pair.id}:${period}:${fromB}:${to >= liveStart ? 'live' : to}`;
    const version = state?.version ?? 0;
    const minute = state?.currentMinute;
    const hit = this.entries.get(key);
    if (hit && (hit.immutable || (hit.version === version && hit.liveStart === liveStart))) {
      if (hit.immutable || !hit.includesLive || hit.minute === minute) return hit.reply;
      // Only the bar in progress moved.
      const entry = { ...hit, minute, reply: this.build(hit.closedJson, pair, state, period, true) };
      this.entries.set(key, entry);
      return entry.reply;
    }
    return this.load(key, pair, state, period, fromB, to, liveStart);
  }

  private async load(
    key: string,
    pair: PairInfo,
    state: PairState | undefined,
    period: Period,
    fromB: number,
    to: number,
    liveStart: number,
  ): Promise<RawJson> {
    const version = state?.version ?? 0;
    const minute = state?.currentMinute;
    const includesLive = liveStart >= fromB && liveStart <= to;
    const closed = await this.d.reader.closed(pair, state, period, fromB, to, liveStart);
    const kept = closed.slice(-(includesLive ? MAX_BARS_PER_CALL - 1 : MAX_BARS_PER_CALL));
    const closedJson = JSON.stringify(kept).slice(1, -1);
    const immutable =
      !includesLive && liveStart !== Infinity && bucketEnd(period, to) <= this.d.nowSec() - SETTLE_S;
    const entry: Entry = {
      version,
      liveStart,
      minute,
      immutable,
      closedJson,
      includesLive,
      reply: this.build(closedJson, pair, state, period, includesLive, immutable),
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return entry.reply;
  }

  private build(
    closedJson: string,
    pair: PairInfo,
    state: PairState | undefined,
    period: Period,
    includesLive: boolean,
    immutable = false,
  ): RawJson {
    const live = includesLive ? this.d.reader.live(pair, state, period) : undefined;
    const parts = [closedJson, live ? JSON.stringify(live) : ''].filter((p) => p !== '');
    return new RawJson(`[${parts.join(',')}]`, {
      cacheControl: immutable ? CLOSED_CACHE_CONTROL : LIVE_CACHE_CONTROL,
    });
  }
}
