import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db';

/** SQL of the game's own tables (game.schema.ts). Points are integers; nothing here is money. */

export interface DayRow {
  userId: number;
  day: string;
  points: number;
  won: number;
  played: number;
}

export interface PredictionRow {
  id: number;
  userId: number;
  day: string;
  symbol: string;
  pairId: number;
  direction: 'up' | 'down';
  seconds: number;
  points: number;
  startPrice: string;
  startAt: Date;
  endAt: Date;
  endPrice: string | null;
  result: 'win' | 'lose' | 'draw' | 'void' | null;
  payout: number | null;
  settledAt: Date | null;
}

const PREDICTION_COLUMNS = sql`id, user_id, day::text AS day, symbol, pair_id, direction, seconds, points,
  start_price::text AS start_price, start_at, end_at, end_price::text AS end_price, result, payout, settled_at`;

/** A stored price without the column's trailing zeros (`59990.000…` → `59990`). */
const plain = (v: string): string => new Decimal(v).toFixed();
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

function predictionOf(r: Record<string, unknown>): PredictionRow {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    day: String(r.day),
    symbol: String(r.symbol),
    pairId: Number(r.pair_id),
    direction: r.direction === 'down' ? 'down' : 'up',
    seconds: Number(r.seconds),
    points: Number(r.points),
    startPrice: plain(String(r.start_price)),
    startAt: date(r.start_at),
    endAt: date(r.end_at),
    endPrice: typeof r.end_price === 'string' ? plain(r.end_price) : null,
    result: (r.result ?? null) as PredictionRow['result'],
    payout: r.payout === null || r.payout === undefined ? null : Number(r.payout),
    settledAt: r.settled_at === null || r.settled_at === undefined ? null : date(r.settled_at),
  };
}

function dayOf(r: Record<string, unknown>): DayRow {
  return {
    userId: Number(r.user_id),
    day: String(r.day),
    points: Number(r.points),
    won: Number(r.won),
    played: Number(r.played),
  };
}

/** The player's row of `day`, created with the daily free points by the first call of the day. */
export async function ensureDay(db: DbOrTx, userId: number, day: string, dailyPoints: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO game_days (user_id, day, points) VALUES (${userId}, ${day}::date, ${dailyPoints})
    ON CONFLICT (user_id, day) DO NOTHING`);
}

export async function findDay(
  db: DbOrTx,
  userId: number,
  day: string,
  lock = false,
): Promise<DayRow | undefined> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT user_id, day::text AS day, points, won, played FROM game_days
    WHERE user_id = ${userId} AND day = ${day}::date ${lock ? sql`FOR UPDATE` : sql``}`);
  const row = r.rows[0];
  return row ? dayOf(row) : undefined;
}

/** Takes a stake (the caller holds the day row's lock and checked the points). */
export async function takeStake(tx: Tx, userId: number, day: string, stake: number): Promise<number> {
  const r = await tx.execute<{ points: number }>(sql`
    UPDATE game_days SET points = points - ${stake}, played = played + 1
    WHERE user_id = ${userId} AND day = ${day}::date RETURNING points`);
  return Number(r.rows[0]?.points);
}

/** Pays a settled prediction back to the day row it was staked from. */
export async function payBack(
  tx: Tx,
  userId: number,
  day: string,
  payout: number,
  stake: number,
): Promise<void> {
  await tx.execute(sql`
    UPDATE game_days SET points = points + ${payout}, won = won + ${payout - stake}
    WHERE user_id = ${userId} AND day = ${day}::date`);
}

export async function insertPrediction(
  tx: Tx,
  p: Omit<PredictionRow, 'id' | 'endPrice' | 'result' | 'payout' | 'settledAt'>,
): Promise<PredictionRow> {
  const r = await tx.execute<Record<string, unknown>>(sql`
    INSERT INTO game_predictions (user_id, day, symbol, pair_id, direction, seconds, points, start_price, start_at, end_at)
    VALUES (${p.userId}, ${p.day}::date, ${p.symbol}, ${p.pairId}, ${p.direction}, ${p.seconds}, ${p.points},
            ${p.startPrice}, ${p.startAt.toISOString()}, ${p.endAt.toISOString()})
    RETURNING ${PREDICTION_COLUMNS}`);
  return predictionOf(r.rows[0]!);
}

export async function lockPrediction(tx: Tx, id: number): Promise<PredictionRow | undefined> {
  const r = await tx.execute<Record<string, unknown>>(sql`
    SELECT ${PREDICTION_COLUMNS} FROM game_predictions WHERE id = ${id} FOR UPDATE`);
  const row = r.rows[0];
  return row ? predictionOf(row) : undefined;
}

export async function markSettled(
  tx: Tx,
  id: number,
  s: { result: NonNullable<PredictionRow['result']>; payout: number; at: Date },
): Promise<boolean> {
  const r = await tx.execute(sql`
    UPDATE game_predictions SET result = ${s.result}, payout = ${s.payout}, settled_at = ${s.at.toISOString()}
    WHERE id = ${id} AND result IS NULL`);
  return (r.rowCount ?? 0) === 1;
}

/** Records the price in effect during `second` as the end price of the open predictions ending then. */
export async function recordEndPrice(
  db: DbOrTx,
  pairId: number,
  second: number,
  price: string,
): Promise<number> {
  const r = await db.execute(sql`
    UPDATE game_predictions SET end_price = ${price}
    WHERE result IS NULL AND end_price IS NULL AND pair_id = ${pairId}
      AND end_at = to_timestamp(${second})`);
  return r.rowCount ?? 0;
}

export async function anyOpen(db: DbOrTx): Promise<boolean> {
  const r = await db.execute<{ open: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM game_predictions WHERE result IS NULL) AS open`);
  return r.rows[0]?.open === true;
}

/** Open predictions whose end passed before `before`, oldest first. */
export async function overdue(db: DbOrTx, before: Date, limit: number): Promise<number[]> {
  const r = await db.execute<{ id: string }>(sql`
    SELECT id FROM game_predictions WHERE result IS NULL AND end_at < ${before.toISOString()}
    ORDER BY end_at LIMIT ${limit}`);
  return r.rows.map((x) => Number(x.id));
}

export async function openOf(db: DbOrTx, userId: number): Promise<PredictionRow[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT ${PREDICTION_COLUMNS} FROM game_predictions WHERE user_id = ${userId} AND result IS NULL
    ORDER BY end_at, id`);
  return r.rows.map(predictionOf);
}

export async function historyOf(
  db: DbOrTx,
  userId: number,
  page: number,
  limit: number,
): Promise<{ rows: PredictionRow[]; total: number }> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT ${PREDICTION_COLUMNS} FROM game_predictions WHERE user_id = ${userId}
    ORDER BY id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
  const c = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM game_predictions WHERE user_id = ${userId}`);
  return { rows: r.rows.map(predictionOf), total: Number(c.rows[0]?.n ?? 0) };
}

/** The leaderboard order: net points won, then fewer predictions, then the earlier player. */
export async function board(db: DbOrTx, day: string, limit: number): Promise<DayRow[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT user_id, day::text AS day, points, won, played FROM game_days
    WHERE day = ${day}::date AND played > 0
    ORDER BY won DESC, played ASC, user_id ASC LIMIT ${limit}`);
  return r.rows.map(dayOf);
}

/** The place of `row` on its day's board (the same order as `board`). */
export async function rankOf(db: DbOrTx, row: DayRow): Promise<number> {
  const r = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM game_days
    WHERE day = ${row.day}::date AND played > 0
      AND (won > ${row.won} OR (won = ${row.won} AND played < ${row.played})
        OR (won = ${row.won} AND played = ${row.played} AND user_id < ${row.userId}))`);
  return Number(r.rows[0]?.n ?? 0) + 1;
}
