import type { KlineMessage } from '@meridian/contract';
import type { Candle, Period } from '@meridian/contract/market';
import { MAX_BARS_PER_CALL } from '@meridian/contract/market';

/** Candle history + live `kline` merge, and the REST range per period. Pure. */

export const PERIOD_SECONDS: Record<Period, number> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1_800,
  '60min': 3_600,
  '1day': 86_400,
  '1week': 604_800,
  '1mon': 2_678_400,
};

/** The `from`/`to` (unix s) that cover the newest MAX_BARS_PER_CALL bars of a period. */
export function candleRange(period: Period, nowMs: number): { from: number; to: number } {
  const to = Math.floor(nowMs / 1000);
  return { from: Math.max(0, to - PERIOD_SECONDS[period] * MAX_BARS_PER_CALL), to };
}

/** The bar a `kline` message describes (the bar in progress). */
export function klineToCandle(
  msg: Pick<KlineMessage, 'time' | 'open' | 'high' | 'low' | 'close' | 'volume' | 'amount'>,
): Candle {
  const id = Math.floor(msg.time / 1000);
  return {
    id,
    time: id * 1000,
    open: msg.open,
    high: msg.high,
    low: msg.low,
    close: msg.close,
    vol: msg.volume,
    volume: msg.volume,
    amount: msg.amount,
  };
}

/** Keep at most this many bars in memory while live bars are appended. */
export const MAX_LIVE_BARS = MAX_BARS_PER_CALL + 500;

/**
 * Merges the bar in progress into ascending history: replaces the bar with the same start (usually the
 * last), appends a newer one, ignores anything older than the history it cannot place. Returns the same
 * array when nothing changed.
 */
export function mergeKline(bars: readonly Candle[], bar: Candle, maxBars = MAX_LIVE_BARS): Candle[] {
  const last = bars[bars.length - 1];
  if (!last || bar.id > last.id) {
    const next = [...bars, bar];
    return next.length > maxBars ? next.slice(next.length - maxBars) : next;
  }
  let i = bars.length - 1;
  while (i >= 0 && (bars[i]?.id ?? -1) > bar.id) i--;
  const at = bars[i];
  if (!at || at.id !== bar.id) return bars as Candle[];
  if (sameBar(at, bar)) return bars as Candle[];
  const next = bars.slice();
  next[i] = bar;
  return next;
}

function sameBar(a: Candle, b: Candle): boolean {
  return (
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.close === b.close &&
    a.vol === b.vol &&
    a.amount === b.amount
  );
}

/** How a new bar list relates to the previous one, so a chart can update one bar instead of redrawing. */
export type BarsChange = 'none' | 'last-updated' | 'appended' | 'reset';

export function diffBars(prev: readonly Candle[], next: readonly Candle[]): BarsChange {
  if (prev === next) return 'none';
  if (prev.length === 0 || next.length === 0 || prev[0]?.id !== next[0]?.id) return 'reset';
  if (next.length === prev.length) {
    for (let i = 0; i < next.length - 1; i++) if (next[i] !== prev[i]) return 'reset';
    return next[next.length - 1] === prev[prev.length - 1] ? 'none' : 'last-updated';
  }
  if (next.length === prev.length + 1) {
    for (let i = 0; i < prev.length - 1; i++) if (next[i] !== prev[i]) return 'reset';
    return 'appended';
  }
  return 'reset';
}
