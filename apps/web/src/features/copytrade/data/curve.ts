/**
 * A trader's equity curve as the chart's series: one point per UTC day, in seconds, oldest
 * first, one value per day (the last one given wins), points with an unreadable time or value left out.
 * `roi` is the cumulative rate of return (%), `pnl` the cumulative realised P&L (USDT).
 */

export interface CurveInput {
  time: string;
  pnl: string;
  roi: string;
}

export type CurveMetric = 'roi' | 'pnl';

export function curveSeries(
  points: readonly CurveInput[],
  metric: CurveMetric,
): { time: number; value: number }[] {
  const byTime = new Map<number, number>();
  for (const p of points) {
    const ms = Date.parse(p.time);
    const value = Number(p[metric]);
    if (!Number.isFinite(ms) || p[metric].trim() === '' || !Number.isFinite(value)) continue;
    byTime.set(Math.floor(ms / 1000), value);
  }
  return [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([time, value]) => ({ time, value }));
}
