import { VITALS_METRICS, type OpsVitalsRow, type VitalsMetric } from '@meridian/contract/vitals';
import type { DailyStatRow } from './vitals.repo';

const isMetric = (name: string): name is VitalsMetric => (VITALS_METRICS as readonly string[]).includes(name);

/** Per-metric groups → one row per day and page with every metric (null where it had no sample). */
export function dailyRowsView(stats: readonly DailyStatRow[]): OpsVitalsRow[] {
  const rows = new Map<string, OpsVitalsRow>();
  for (const s of stats) {
    if (!isMetric(s.name)) continue;
    const key = `${s.day} ${s.page}`;
    let row = rows.get(key);
    if (!row) {
      row = { day: s.day, page: s.page, metrics: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null } };
      rows.set(key, row);
    }
    row.metrics[s.name] = { p75: s.p75, count: s.count };
  }
  return [...rows.values()];
}
