import { sql } from 'drizzle-orm';
import type { Period } from '@meridian/contract/market';
import type { DbOrTx } from '../../../platform/db';
import type { RawBar } from '../feed/types';
import { bucketEnd, bucketStart, PERIOD_SECONDS } from './periods';

type Table = 'candles_1m' | 'candles_1d';
type Row = RawBar & Record<string, unknown>;
const CHUNK = 5000;

/** Upserts bars of one pair, in chunks, through unnest (one statement per chunk). */
export async function upsertBars(
  db: DbOrTx,
  table: Table,
  pairId: number,
  bars: readonly RawBar[],
): Promise<void> {
  for (let i = 0; i < bars.length; i += CHUNK) {
    const chunk = bars.slice(i, i + CHUNK);
    const col = <K extends keyof RawBar>(k: K) => sql.param(chunk.map((b) => b[k]));
    await db.execute(sql`
      INSERT INTO ${sql.raw(table)} (pair_id, t, open, high, low, close, volume, amount)
      SELECT ${pairId}, * FROM unnest(
        ${col('t')}::bigint[], ${col('open')}::numeric[], ${col('high')}::numeric[], ${col('low')}::numeric[],
        ${col('close')}::numeric[], ${col('volume')}::numeric[], ${col('amount')}::numeric[])
      ON CONFLICT (pair_id, t) DO UPDATE SET open = excluded.open, high = excluded.high, low = excluded.low,
        close = excluded.close, volume = excluded.volume, amount = excluded.amount`);
  }
}

/** Recomputes the daily bars of [fromT, ∞) from the minute bars. */
export async function rollUpDays(db: DbOrTx, pairId: number, fromT: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO candles_1d (pair_id, t, open, high, low, close, volume, amount)
    SELECT pair_id, t - t % 86400 AS d,
      (array_agg(open ORDER BY t))[1], max(high), min(low), (array_agg(close ORDER BY t DESC))[1], sum(volume), sum(amount)
    FROM candles_1m WHERE pair_id = ${pairId} AND t >= ${fromT - (fromT % 86_400)}
    GROUP BY pair_id, d
    ON CONFLICT (pair_id, t) DO UPDATE SET open = excluded.open, high = excluded.high, low = excluded.low,
      close = excluded.close, volume = excluded.volume, amount = excluded.amount`);
}

const COLUMNS = sql`t, open::text, high::text, low::text, close::text, volume::text, amount::text`;

export async function lastBar(db: DbOrTx, table: Table, pairId: number): Promise<RawBar | undefined> {
  const r = await db.execute<Row>(
    sql`SELECT ${COLUMNS} FROM ${sql.raw(table)} WHERE pair_id = ${pairId} ORDER BY t DESC LIMIT 1`,
  );
  return r.rows[0] ? normalise(r.rows[0]) : undefined;
}

export async function barsSince(db: DbOrTx, table: Table, pairId: number, fromT: number): Promise<RawBar[]> {
  const r = await db.execute<Row>(
    sql`SELECT ${COLUMNS} FROM ${sql.raw(table)} WHERE pair_id = ${pairId} AND t >= ${fromT} ORDER BY t LIMIT 50000`,
  );
  return r.rows.map(normalise);
}

/** Stored minute bars with t in [fromT, toT), ascending. */
export async function barsBetween(db: DbOrTx, pairId: number, fromT: number, toT: number): Promise<RawBar[]> {
  const r = await db.execute<Row>(
    sql`SELECT ${COLUMNS} FROM candles_1m WHERE pair_id = ${pairId} AND t >= ${fromT} AND t < ${toT} ORDER BY t LIMIT 50000`,
  );
  return r.rows.map(normalise);
}

/**
 * Bars of `period` overlapping [from, to] (the bucket holding `from` through the one holding `to`),
 * newest `limit` of them, ascending.
 * Intraday periods fold minute bars; 1day reads daily bars; 1week and 1mon fold daily bars.
 */
export async function queryBars(
  db: DbOrTx,
  pairId: number,
  period: Period,
  from: number,
  to: number,
  limit: number,
): Promise<RawBar[]> {
  const table = period === '1day' || period === '1week' || period === '1mon' ? 'candles_1d' : 'candles_1m';
  const bucket =
    period === '1week'
      ? sql`(t - t % 86400 - ((t / 86400 + 3) % 7) * 86400)`
      : period === '1mon'
        ? sql`extract(epoch FROM date_trunc('month', to_timestamp(t) AT TIME ZONE 'UTC'))::bigint`
        : sql`(t - t % ${PERIOD_SECONDS[period]})`;
  const r = await db.execute<Row>(sql`
    SELECT b AS t, open::text, high::text, low::text, close::text, volume::text, amount::text FROM (
      SELECT ${bucket} AS b,
        (array_agg(open ORDER BY t))[1] AS open, max(high) AS high, min(low) AS low,
        (array_agg(close ORDER BY t DESC))[1] AS close, sum(volume) AS volume, sum(amount) AS amount
      FROM ${sql.raw(table)}
      WHERE pair_id = ${pairId} AND t >= ${bucketStart(period, from)} AND t < ${bucketEnd(period, to)}
      GROUP BY b
    ) x
    ORDER BY b DESC LIMIT ${limit}`);
  return r.rows.map(normalise).reverse();
}

/** pg returns bigint as a string; numeric as text with trailing zeros (trimmed by the caller's formatting). */
function normalise(row: RawBar): RawBar {
  return { ...row, t: Number(row.t) };
}
