import { Decimal } from '@meridian/contract';
import { type Period } from '@meridian/contract/market';
import { aggregateBars, applyTick } from './candles/aggregate';
import { bucketStart, isIntraday } from './candles/periods';
import type { RawBar, Tick } from './feed/types';

const DAY_S = 86_400;
const DAYS_KEPT = 40;

export interface Ticker {
  last: string;
  open: string;
  high: string;
  low: string;
  volume: string;
  amount: string;
  /** 24 h change in percent, signed, two decimals: "+1.23", "-0.40", "0.00". */
  change: string;
  time: number;
}

/**
 * One pair's live market in memory: closed minute bars of the last 24 h, the minute in progress, and the
 * last closed days. Answers the 24 h ticker and the bar in progress of any period without touching the
 * database. Pure: time comes from the ticks.
 */
export class PairState {
  private minutes: RawBar[] = [];
  private partial: RawBar | undefined;
  private days: RawBar[] = [];
  private lastTime = 0;
  /** Aggregate of today's closed minutes, kept incrementally. */
  private todayClosed: RawBar | undefined;
  /** Counts closed minutes: readers cache what they derive from the closed minutes under this version. */
  version = 0;
  /** 24 h statistics of the closed minutes, recomputed when a minute closes. */
  private closedStats:
    { open: string; high: Decimal; low: Decimal; volume: Decimal; amount: Decimal } | undefined;

  constructor(readonly pairId: number) {}

  /** Loads history: closed minute bars (ascending) and closed daily bars (ascending). */
  load(minutes: readonly RawBar[], days: readonly RawBar[]): void {
    this.minutes = [...minutes];
    this.days = days.slice(-DAYS_KEPT);
    const last = minutes.at(-1);
    if (last) this.lastTime = (last.t + 59) * 1000;
    this.trim(last?.t ?? 0);
    const todayStart = last ? bucketStart('1day', last.t) : 0;
    this.todayClosed = aggregateBars(
      this.minutes.filter((m) => m.t >= todayStart),
      '1day',
    )[0];
    this.recomputeStats();
  }

  get lastPrice(): string | undefined {
    return this.partial?.close ?? this.minutes.at(-1)?.close ?? this.days.at(-1)?.close;
  }

  /** Applies a tick; returns the minute bar it closed, if the tick starts a new minute. */
  apply(tick: Tick): RawBar | undefined {
    const t = Math.floor(tick.time / 1000);
    const minute = t - (t % 60);
    let closed: RawBar | undefined;
    if (this.partial && this.partial.t !== minute) {
      closed = this.partial;
      this.closeMinute(closed);
      this.partial = undefined;
    }
    this.partial = applyTick(this.partial, minute, tick.price, tick.volume);
    this.lastTime = tick.time;
    if (closed) {
      this.trim(minute);
      this.recomputeStats();
      this.version++;
    }
    return closed;
  }

  /** Closed minute bars held in memory (the last 24 h), ascending. */
  get closedMinutes(): readonly RawBar[] {
    return this.minutes;
  }

  /** The minute in progress (not yet stored). */
  get currentMinute(): RawBar | undefined {
    return this.partial;
  }

  /** The bar in progress of `period`, from memory: at most the last hour's minutes and the last 31 days. */
  currentBar(period: Period): RawBar | undefined {
    const now = this.partial ?? this.minutes.at(-1);
    if (!now) return undefined;
    const tail = this.partial ? [this.partial] : [];
    if (isIntraday(period)) {
      const start = bucketStart(period, now.t);
      const inBucket: RawBar[] = [];
      for (let i = this.minutes.length - 1; i >= 0 && this.minutes[i]!.t >= start; i--)
        inBucket.unshift(this.minutes[i]!);
      return aggregateBars([...inBucket, ...tail], period)[0];
    }
    const todayStart = bucketStart('1day', now.t);
    const todayParts = [
      ...(this.todayClosed && this.todayClosed.t === todayStart ? [this.todayClosed] : []),
      ...tail,
    ];
    const today = aggregateBars(todayParts, '1day');
    if (period === '1day') return today[0];
    const start = bucketStart(period, now.t);
    const earlier = this.days.filter((d) => d.t >= start && d.t < todayStart);
    return aggregateBars([...earlier, ...today], period).at(-1);
  }

  /** Rolling 24 h statistics ending at the last tick: closed minutes (cached) plus the minute in progress. */
  ticker(): Ticker | undefined {
    const stats = this.closedStats;
    const partial = this.partial;
    if (!stats && !partial) {
      const day = this.days.at(-1);
      if (!day) return undefined;
      return { ...pick(day), last: day.close, change: percent(day.open, day.close), time: day.t * 1000 };
    }
    const open = stats?.open ?? partial!.open;
    let high = stats?.high ?? new Decimal(partial!.high);
    let low = stats?.low ?? new Decimal(partial!.low);
    let volume = stats?.volume ?? new Decimal(0);
    let amount = stats?.amount ?? new Decimal(0);
    if (partial && stats) {
      high = Decimal.max(high, partial.high);
      low = Decimal.min(low, partial.low);
    }
    if (partial) {
      volume = volume.plus(partial.volume);
      amount = amount.plus(partial.amount);
    }
    const last = partial?.close ?? this.minutes.at(-1)!.close;
    return {
      last,
      open,
      high: high.toString(),
      low: low.toString(),
      volume: volume.toString(),
      amount: amount.toString(),
      change: percent(open, last),
      time: this.lastTime,
    };
  }

  private recomputeStats(): void {
    const first = this.minutes[0];
    if (!first) {
      this.closedStats = undefined;
      return;
    }
    let high = new Decimal(first.high);
    let low = new Decimal(first.low);
    let volume = new Decimal(0);
    let amount = new Decimal(0);
    for (const m of this.minutes) {
      high = Decimal.max(high, m.high);
      low = Decimal.min(low, m.low);
      volume = volume.plus(m.volume);
      amount = amount.plus(m.amount);
    }
    this.closedStats = { open: first.open, high, low, volume, amount };
  }

  private closeMinute(bar: RawBar): void {
    const day = bucketStart('1day', bar.t);
    if (this.todayClosed && this.todayClosed.t !== day) {
      // The first minute of a new day: yesterday's aggregate is a closed day.
      if ((this.days.at(-1)?.t ?? -1) < this.todayClosed.t)
        this.days = [...this.days, this.todayClosed].slice(-DAYS_KEPT);
      this.todayClosed = undefined;
    }
    this.todayClosed = aggregateBars([...(this.todayClosed ? [this.todayClosed] : []), bar], '1day')[0];
    this.minutes.push(bar);
  }

  private trim(nowMinute: number): void {
    const cutoff = nowMinute - DAY_S + 60;
    let drop = 0;
    while (drop < this.minutes.length && this.minutes[drop]!.t < cutoff) drop++;
    if (drop > 0) this.minutes = this.minutes.slice(drop);
  }
}

function pick(bar: RawBar) {
  return { open: bar.open, high: bar.high, low: bar.low, volume: bar.volume, amount: bar.amount };
}

/** (close − open) / open × 100, signed, two decimals. */
export function percent(open: string, close: string): string {
  const o = new Decimal(open);
  if (o.isZero()) return '0.00';
  const p = new Decimal(close).minus(o).div(o).mul(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return p.gt(0) ? `+${p.toFixed(2)}` : p.toFixed(2) === '-0.00' ? '0.00' : p.toFixed(2);
}
