import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import type { FeedPair, MarketFeed, RawBar } from './feed/types';
import { ensureHistory } from './history';

/**
 * The market's start-up reads and catch-up writes for every pair in a handful of statements: the
 * per-pair way took four round trips per pair (last bar, missing minutes, the day's roll-up, the day of minute
 * bars and 40 daily bars to load the live state): about 140 for 34 pairs, seconds on a busy database, paid by
 * every start (and by every integration test's app).
 *
 * A pair with no minute bar at all (a first start) still goes through `ensureHistory`, which generates its
 * whole history; a listed token with no bar has no history to catch up (it starts when the feed records it).
 */

const DAY_S = 86_400;
const CHUNK = 5000;

type Row = Record<string, unknown>;

export interface HistoryPair {
  feed: FeedPair;
  /** A token listed on the platform: no history is invented before its first recorded minute. */
  listed: boolean;
}

export interface HistoryOptions {
  nowMs: number;
  historyDays: number;
  dailyHistoryDays: number;
}

/** Brings every pair's minute bars up to the current minute; returns the number of minute bars written. */
export async function catchUpHistory(
  db: Db,
  feed: MarketFeed,
  pairs: readonly HistoryPair[],
  opts: HistoryOptions,
): Promise<number> {
  const nowMinute = Math.floor(opts.nowMs / 60_000) * 60;
  const earliest = nowMinute - opts.historyDays * DAY_S;
  const lasts = await lastMinutes(
    db,
    pairs.map((p) => p.feed.id),
  );
  let written = 0;
  const missing: { pairId: number; from: number; bars: RawBar[] }[] = [];
  for (const p of pairs) {
    const last = lasts.get(p.feed.id);
    if (!last) {
      if (!p.listed) written += await ensureHistory(db, feed, p.feed, opts);
      continue;
    }
    if (last.t >= nowMinute - 60) continue;
    const from = Math.max(last.t + 60, earliest);
    const bars = await feed.minuteBars(p.feed, from * 1000, nowMinute * 1000, last.close);
    if (bars.length > 0) missing.push({ pairId: p.feed.id, from, bars });
  }
  if (missing.length === 0) return written;
  await upsertMinutes(db, missing);
  await rollUpDays(db, missing);
  return written + missing.reduce((n, m) => n + m.bars.length, 0);
}

/** The last stored minute (time and close) of each pair that has one. */
async function lastMinutes(db: DbOrTx, pairIds: readonly number[]) {
  const r = await db.execute<{ pair_id: number; t: string; close: string } & Row>(sql`
    SELECT p.id AS pair_id, b.t::text AS t, b.close::text AS close
    FROM unnest(${sql.param(pairIds)}::int[]) AS p(id)
    CROSS JOIN LATERAL (
      SELECT t, close FROM candles_1m WHERE pair_id = p.id ORDER BY t DESC LIMIT 1
    ) b`);
  return new Map(r.rows.map((x) => [Number(x.pair_id), { t: Number(x.t), close: x.close }]));
}

async function upsertMinutes(db: DbOrTx, missing: readonly { pairId: number; bars: RawBar[] }[]) {
  const rows = missing.flatMap((m) => m.bars.map((b) => ({ pairId: m.pairId, ...b })));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const col = <K extends keyof (typeof chunk)[number]>(k: K) => sql.param(chunk.map((b) => b[k]));
    await db.execute(sql`
      INSERT INTO candles_1m (pair_id, t, open, high, low, close, volume, amount)
      SELECT * FROM unnest(${col('pairId')}::int[],
        ${col('t')}::bigint[], ${col('open')}::numeric[], ${col('high')}::numeric[], ${col('low')}::numeric[],
        ${col('close')}::numeric[], ${col('volume')}::numeric[], ${col('amount')}::numeric[])
      ON CONFLICT (pair_id, t) DO UPDATE SET open = excluded.open, high = excluded.high, low = excluded.low,
        close = excluded.close, volume = excluded.volume, amount = excluded.amount`);
  }
}

/** Recomputes each pair's daily bars from the day holding its first new minute on (as rollUpDays does). */
async function rollUpDays(db: DbOrTx, missing: readonly { pairId: number; from: number }[]) {
  await db.execute(sql`
    INSERT INTO candles_1d (pair_id, t, open, high, low, close, volume, amount)
    SELECT m.pair_id, m.t - m.t % 86400 AS d,
      (array_agg(m.open ORDER BY m.t))[1], max(m.high), min(m.low), (array_agg(m.close ORDER BY m.t DESC))[1],
      sum(m.volume), sum(m.amount)
    FROM unnest(${sql.param(missing.map((m) => m.pairId))}::int[],
                ${sql.param(missing.map((m) => m.from - (m.from % DAY_S)))}::bigint[]) AS p(id, day)
    JOIN candles_1m m ON m.pair_id = p.id AND m.t >= p.day
    GROUP BY m.pair_id, d
    ON CONFLICT (pair_id, t) DO UPDATE SET open = excluded.open, high = excluded.high, low = excluded.low,
      close = excluded.close, volume = excluded.volume, amount = excluded.amount`);
}

/** What each pair's live state loads: its minute bars since `minuteFrom` and daily bars since `dayFrom`. */
export async function recentBars(
  db: DbOrTx,
  pairIds: readonly number[],
  minuteFrom: number,
  dayFrom: number,
): Promise<Map<number, { minutes: RawBar[]; days: RawBar[] }>> {
  const out = new Map(pairIds.map((id) => [id, { minutes: [] as RawBar[], days: [] as RawBar[] }]));
  const read = async (table: 'candles_1m' | 'candles_1d', from: number, into: 'minutes' | 'days') => {
    const r = await db.execute<RawBar & { pair_id: number } & Row>(sql`
      SELECT pair_id, t, open::text, high::text, low::text, close::text, volume::text, amount::text
      FROM ${sql.raw(table)} WHERE pair_id = ANY(${sql.param(pairIds)}::int[]) AND t >= ${from}
      ORDER BY pair_id, t LIMIT ${50_000 * Math.max(1, pairIds.length)}`);
    for (const row of r.rows) {
      const { pair_id, ...bar } = row;
      out.get(Number(pair_id))?.[into].push({ ...(bar as unknown as RawBar), t: Number(row.t) });
    }
  };
  await read('candles_1m', minuteFrom, 'minutes');
  await read('candles_1d', dayFrom, 'days');
  return out;
}
