import {
  vitalsRating,
  type OpsVitalsRow,
  type VitalsMetric,
  type VitalsRating,
  type VitalsStat,
} from '@meridian/contract/vitals';

/** How a p75 reads: whole milliseconds with separators, CLS to three places. */
export function formatP75(metric: VitalsMetric, p75: number): string {
  if (metric === 'CLS') return p75.toFixed(3);
  return `${Math.round(p75).toLocaleString('en-US')} ms`;
}

/** The tag colour of a rating (antd preset colours). */
export const RATING_COLORS: Record<VitalsRating, string> = {
  good: 'green',
  'needs-improvement': 'gold',
  poor: 'red',
};

/** A metric's cell: its text, rating and count, or null without samples. */
export function statCell(
  metric: VitalsMetric,
  stat: VitalsStat | null,
): { text: string; rating: VitalsRating; count: number } | null {
  if (!stat) return null;
  return { text: formatP75(metric, stat.p75), rating: vitalsRating(metric, stat.p75), count: stat.count };
}

/** The row's samples: the most of any metric (each page view reports each metric at most once or twice). */
export function samplesOf(row: OpsVitalsRow): number {
  return Math.max(0, ...Object.values(row.metrics).map((s) => s?.count ?? 0));
}
