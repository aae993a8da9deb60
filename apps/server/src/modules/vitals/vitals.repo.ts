import type { VitalsMetric } from '@meridian/contract/vitals';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { vitalsSamples } from './vitals.schema';

/** SQL of the vitals samples (vitals.schema.ts). */

export interface SampleRow {
  day: string;
  receivedAt: Date;
  page: string;
  name: VitalsMetric;
  value: number;
  rating: string | null;
  navigationType: string | null;
}

export interface DailyStatRow {
  day: string;
  page: string;
  name: string;
  p75: number;
  count: number;
}

/** Most groups one report reads (days × pages × metrics is far below it; a cap, not a page). */
const DAILY_ROWS_MAX = 20_000;

export async function insertSamples(db: DbOrTx, rows: readonly SampleRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(vitalsSamples)
    .values([...rows])
    .returning({ id: vitalsSamples.id });
  return inserted.length;
}

/** The continuous 75th percentile and count per UTC day, page and metric from `fromDay` on. */
export async function dailyStats(db: DbOrTx, fromDay: string): Promise<DailyStatRow[]> {
  const r = await db.execute<{ day: string; page: string; name: string; p75: number; count: number }>(sql`
    SELECT day::text AS day, page, name,
           percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS count
      FROM vitals_samples
     WHERE day >= ${fromDay}::date
     GROUP BY day, page, name
     ORDER BY day DESC, page, name
     LIMIT ${DAILY_ROWS_MAX}`);
  return r.rows.map((row) => ({
    day: String(row.day),
    page: String(row.page),
    name: String(row.name),
    p75: Number(row.p75),
    count: Number(row.count),
  }));
}

/** Deletes up to `limit` samples of days before `beforeDay`; returns how many. */
export async function deleteBefore(db: DbOrTx, beforeDay: string, limit: number): Promise<number> {
  const r = await db.execute(sql`
    DELETE FROM vitals_samples
     WHERE id IN (SELECT id FROM vitals_samples WHERE day < ${beforeDay}::date LIMIT ${limit})`);
  return r.rowCount ?? 0;
}
