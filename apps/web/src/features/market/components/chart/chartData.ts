import type { Candle, Period } from '@meridian/contract/market';
import { PERIOD_SECONDS } from '../../data/candles';
import { MA_PERIODS, movingAverage, movingAverageAt } from '../../data/indicators';
import { Dec, toDec } from '../../../../lib/decimal';
import { DOWN_COLOR, UP_COLOR } from '../../../../components/chart/chartTheme';

export { DOWN_COLOR, UP_COLOR };

/**
 * Candles → the chart's numeric series. lightweight-charts draws timestamps as UTC, so intraday bars are
 * shifted by the user's zone offset to show local wall-clock time; day, week and month bars keep their
 * UTC bucket date. Numbers are for drawing only; the legend shows the original decimal strings.
 */

export type MaPeriod = (typeof MA_PERIODS)[number];
export const MA_COLORS: Record<MaPeriod, string> = { 5: '#f0c14a', 10: '#5fb3f0', 30: '#c77dff' };
const UP_VOLUME = 'rgba(40, 186, 152, 0.45)';
const DOWN_VOLUME = 'rgba(240, 74, 90, 0.45)';

/** Minutes to add to UTC for local time at `epochS` (the opposite sign of Date#getTimezoneOffset). */
export type ZoneOffset = (epochS: number) => number;
export const localOffset: ZoneOffset = (epochS) => -new Date(epochS * 1000).getTimezoneOffset();

export function isIntraday(period: Period): boolean {
  return PERIOD_SECONDS[period] < 86_400;
}

/** The chart time of a bar starting at `id` (unix s). */
export function chartTime(id: number, period: Period, offset: ZoneOffset = localOffset): number {
  return isIntraday(period) ? id + offset(id) * 60 : id;
}

export interface CandlePoint {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}
export interface VolumePoint {
  time: number;
  value: number;
  color: string;
}
export interface LinePoint {
  time: number;
  value: number;
}
export interface ChartSeries {
  candles: CandlePoint[];
  volumes: VolumePoint[];
  ma: Record<MaPeriod, LinePoint[]>;
}

function isUp(bar: Candle): boolean {
  const close = toDec(bar.close);
  const open = toDec(bar.open);
  return !close || !open || close.gte(open);
}

export function candlePoint(bar: Candle, period: Period, offset?: ZoneOffset): CandlePoint {
  return {
    time: chartTime(bar.id, period, offset),
    open: Number(bar.open),
    high: Number(bar.high),
    low: Number(bar.low),
    close: Number(bar.close),
  };
}

export function volumePoint(bar: Candle, period: Period, offset?: ZoneOffset): VolumePoint {
  return {
    time: chartTime(bar.id, period, offset),
    value: Number(bar.vol),
    color: isUp(bar) ? UP_VOLUME : DOWN_VOLUME,
  };
}

export function buildSeries(bars: readonly Candle[], period: Period, offset?: ZoneOffset): ChartSeries {
  const closes = bars.map((b) => b.close);
  const times = bars.map((b) => chartTime(b.id, period, offset));
  const ma = {} as Record<MaPeriod, LinePoint[]>;
  for (const n of MA_PERIODS) {
    ma[n] = movingAverage(closes, n).flatMap((v, i) =>
      v === null ? [] : [{ time: times[i] ?? 0, value: Number(v) }],
    );
  }
  return {
    candles: bars.map((b) => candlePoint(b, period, offset)),
    volumes: bars.map((b) => volumePoint(b, period, offset)),
    ma,
  };
}

/** The MA values (decimal strings) at bar `i`, for the legend and a live update of the last point. */
export function maAt(bars: readonly Candle[], i: number): Record<MaPeriod, string | null> {
  const closes = bars.map((b) => b.close);
  const out = {} as Record<MaPeriod, string | null>;
  for (const n of MA_PERIODS) out[n] = movingAverageAt(closes, n, i);
  return out;
}

/** Change of bar `i` against the previous close (or its own open for the first bar), in percent. */
export function barChangePercent(bars: readonly Candle[], i: number): string | null {
  const bar = bars[i];
  if (!bar) return null;
  const base = toDec(i > 0 ? bars[i - 1]?.close : bar.open);
  const close = toDec(bar.close);
  if (!base || !close || base.isZero()) return null;
  return close.minus(base).div(base).mul(100).toFixed(2, Dec.ROUND_HALF_UP);
}
