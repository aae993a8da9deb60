import { Decimal } from '@meridian/contract';

/**
 * A trader's statistics from their own closed futures positions, pure. Every number comes from closes only:
 * each close's result net of the fees charged to it (realised P&L − open fee − overnight fees, see
 * FuturesReads.closed) and the margin each position opened with — a trade that lost after its fees is a loss.
 *
 * - A window of N days is the last N UTC days, today included (so a card's numbers and its sparkline agree:
 *   the sparkline's last point is the window's rate of return); 0 is all time.
 * - win rate = profitable (net result > 0) ÷ closed × 100; a net result of exactly 0 is neither;
 * - rate of return (ROI) = Σ net result ÷ Σ opening margin × 100;
 * - max drawdown = the largest fall of cumulative net result from a peak, the closes taken in time order
 *   starting at 0 (a first close at a loss is a fall from 0), in USDT and in % of Σ opening margin;
 * - yesterday's rate of return = the closes of the previous UTC day, Σ net result ÷ Σ opening margin × 100.
 * Percentages are rounded half up to 2 decimals; money is kept exact.
 */

type DecimalValue = Decimal | string | number;

/** The statistics windows stored per trader (days; 0 = all time). */
export const STATS_WINDOWS = [0, 7, 30, 90] as const;
export type StatsWindow = (typeof STATS_WINDOWS)[number];

export interface Close {
  profit: DecimalValue;
  originMargin: DecimalValue;
  closedAt: Date;
}

export interface WindowStats {
  closedCount: number;
  profitCount: number;
  lossCount: number;
  totalProfits: Decimal;
  winRate: Decimal;
  roi: Decimal;
  maxDrawdown: Decimal;
  maxDrawdownRate: Decimal;
  yesterdayRoi: Decimal;
}

/** One point of the equity curve: cumulative net result and opening margin at the end of a UTC day. */
export interface CurvePoint {
  /** YYYY-MM-DD (UTC). */
  day: string;
  pnl: Decimal;
  margin: Decimal;
  roi: Decimal;
}

const DAY_MS = 86_400_000;

/** `part ÷ whole × 100`, 2 decimals half up; 0 when `whole` is 0. */
export function percentOf(part: DecimalValue, whole: DecimalValue): Decimal {
  const w = new Decimal(whole);
  if (w.isZero()) return new Decimal(0);
  return new Decimal(part).div(w).mul(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The UTC day of a time, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Midnight UTC starting the first day of an N-day window ending today (undefined for all time, 0). */
export function windowStart(now: Date, days: number): Date | undefined {
  if (days <= 0) return undefined;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** The largest peak-to-trough fall of the running sum of `profits` (in order), starting at 0. Never negative. */
export function maxDrawdown(profits: readonly DecimalValue[]): Decimal {
  let cumulative = new Decimal(0);
  let peak = new Decimal(0);
  let worst = new Decimal(0);
  for (const p of profits) {
    cumulative = cumulative.plus(p);
    if (cumulative.gt(peak)) peak = cumulative;
    const fall = peak.minus(cumulative);
    if (fall.gt(worst)) worst = fall;
  }
  return worst;
}

/** Statistics of closes already restricted to a window, in close order; `now` decides "yesterday". */
export function windowStats(closes: readonly Close[], now: Date): WindowStats {
  const zero = new Decimal(0);
  let profitCount = 0;
  let lossCount = 0;
  let total = zero;
  let margin = zero;
  let yProfit = zero;
  let yMargin = zero;
  const today = windowStart(now, 1)!.getTime();
  for (const c of closes) {
    const p = new Decimal(c.profit);
    if (p.gt(0)) profitCount++;
    else if (p.lt(0)) lossCount++;
    total = total.plus(p);
    margin = margin.plus(c.originMargin);
    const t = c.closedAt.getTime();
    if (t >= today - DAY_MS && t < today) {
      yProfit = yProfit.plus(p);
      yMargin = yMargin.plus(c.originMargin);
    }
  }
  const drawdown = maxDrawdown(closes.map((c) => c.profit));
  return {
    closedCount: closes.length,
    profitCount,
    lossCount,
    totalProfits: total,
    winRate: percentOf(profitCount, closes.length),
    roi: percentOf(total, margin),
    maxDrawdown: drawdown,
    maxDrawdownRate: percentOf(drawdown, margin),
    yesterdayRoi: percentOf(yProfit, yMargin),
  };
}

/** The closes of an N-day window (0: all), from all closes in close order. */
export function inWindow(closes: readonly Close[], now: Date, days: number): Close[] {
  const start = windowStart(now, days);
  return start ? closes.filter((c) => c.closedAt.getTime() >= start.getTime()) : [...closes];
}

/** Statistics of every stored window from all of a trader's closes (in close order). */
export function allWindows(closes: readonly Close[], now: Date): Map<StatsWindow, WindowStats> {
  return new Map(STATS_WINDOWS.map((w) => [w, windowStats(inWindow(closes, now, w), now)]));
}

/** The all-time equity curve: one point per UTC day that had closes, cumulative from the first close. */
export function dailyCurve(closes: readonly Close[]): CurvePoint[] {
  const out: CurvePoint[] = [];
  let pnl = new Decimal(0);
  let margin = new Decimal(0);
  for (const c of closes) {
    pnl = pnl.plus(c.profit);
    margin = margin.plus(c.originMargin);
    const day = utcDay(c.closedAt);
    const point = { day, pnl, margin, roi: percentOf(pnl, margin) };
    if (out.at(-1)?.day === day) out[out.length - 1] = point;
    else out.push(point);
  }
  return out;
}

/**
 * The curve of an N-day window from the stored all-time curve: one point per day of the window (days without
 * closes repeat the day before), P&L and rate of return counted from the window's start (so it begins near 0
 * and ends at the window's totals). `curve` is in day order.
 */
export function windowCurve(
  curve: readonly { day: string; pnl: DecimalValue; margin: DecimalValue }[],
  now: Date,
  days: number,
): { day: string; pnl: Decimal; roi: Decimal }[] {
  const start = windowStart(now, days)!;
  const first = utcDay(start);
  let i = 0;
  let basePnl = new Decimal(0);
  let baseMargin = new Decimal(0);
  while (i < curve.length && curve[i]!.day < first) {
    basePnl = new Decimal(curve[i]!.pnl);
    baseMargin = new Decimal(curve[i]!.margin);
    i++;
  }
  let pnl = basePnl;
  let margin = baseMargin;
  const out: { day: string; pnl: Decimal; roi: Decimal }[] = [];
  for (let d = 0; d < days; d++) {
    const day = utcDay(new Date(start.getTime() + d * DAY_MS));
    while (i < curve.length && curve[i]!.day <= day) {
      pnl = new Decimal(curve[i]!.pnl);
      margin = new Decimal(curve[i]!.margin);
      i++;
    }
    const p = pnl.minus(basePnl);
    out.push({ day, pnl: p, roi: percentOf(p, margin.minus(baseMargin)) });
  }
  return out;
}
