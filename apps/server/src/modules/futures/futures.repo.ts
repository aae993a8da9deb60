import { and, asc, count, desc, eq, gt, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import {
  futuresOvernightCharges,
  futuresPositions,
  type FuturesPositionRow,
  type NewFuturesPositionRow,
} from './futures.schema';
import { FUTURES_STATUS } from '@meridian/contract/futures';

/** Futures queries only: every function takes the caller's transaction or database. */

/** Most rows one page, rebuild slice, sync or batch reads. */
export const REPO_BATCH_MAX = 1000;
const cap = (n: number) => Math.min(Math.max(1, n), REPO_BATCH_MAX);

const bump = { updatedSeq: sql`nextval('lever_positions_seq')`, updatedAt: sql`now()` };

export async function insertPosition(tx: DbOrTx, row: NewFuturesPositionRow): Promise<FuturesPositionRow> {
  const [r] = await tx.insert(futuresPositions).values(row).returning();
  if (!r) throw new Error('insert lever_positions returned no row');
  return r;
}

/** Several rows in one statement (a batch open); returned in id order. */
export async function insertPositions(
  tx: DbOrTx,
  rows: NewFuturesPositionRow[],
): Promise<FuturesPositionRow[]> {
  if (rows.length === 0) return [];
  const r = await tx.insert(futuresPositions).values(rows).returning();
  if (r.length !== rows.length) throw new Error(`insert lever_positions: ${r.length} of ${rows.length} rows`);
  return r.sort((a, b) => a.id - b.id);
}

/** The row, locked for this transaction (every state change re-reads its position this way). */
export async function lockPosition(tx: DbOrTx, id: number): Promise<FuturesPositionRow | undefined> {
  const [r] = await tx.select().from(futuresPositions).where(eq(futuresPositions.id, id)).for('update');
  return r;
}

/** Locks several rows in id order (a batch of trigger jobs; no lock cycles with single-row requests). */
export async function lockPositions(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b).slice(0, REPO_BATCH_MAX);
  if (unique.length === 0) return;
  await tx
    .select({ id: futuresPositions.id })
    .from(futuresPositions)
    .where(inArray(futuresPositions.id, unique))
    .orderBy(asc(futuresPositions.id))
    .for('update');
}

export type PositionPatch = Partial<
  Omit<FuturesPositionRow, 'id' | 'userId' | 'updatedSeq' | 'createdAt' | 'updatedAt'>
>;

export async function updatePosition(
  tx: DbOrTx,
  id: number,
  patch: PositionPatch,
): Promise<FuturesPositionRow> {
  const [r] = await tx
    .update(futuresPositions)
    .set({ ...patch, ...bump })
    .where(eq(futuresPositions.id, id))
    .returning();
  if (!r) throw new Error(`lever position ${id} not found`);
  return r;
}

export async function getPosition(db: DbOrTx, id: number): Promise<FuturesPositionRow | undefined> {
  const [r] = await db.select().from(futuresPositions).where(eq(futuresPositions.id, id));
  return r;
}

export interface ListFilter {
  userId: number;
  statuses: readonly number[];
  pairIds?: readonly number[] | undefined;
}

const where = (f: ListFilter): SQL | undefined =>
  and(
    eq(futuresPositions.userId, f.userId),
    inArray(futuresPositions.status, [...f.statuses]),
    f.pairIds ? inArray(futuresPositions.pairId, [...f.pairIds]) : undefined,
  );

/** A page of the user's positions, newest first, and the total. */
export async function listPositions(
  db: DbOrTx,
  f: ListFilter,
  limit: number,
  offset: number,
): Promise<{ rows: FuturesPositionRow[]; total: number }> {
  const rows = await db
    .select()
    .from(futuresPositions)
    .where(where(f))
    .orderBy(desc(futuresPositions.id))
    .limit(cap(limit))
    .offset(offset);
  const [c] = await db.select({ n: count() }).from(futuresPositions).where(where(f));
  return { rows, total: c?.n ?? 0 };
}

/** How many of the user's rows are pending or open. */
export async function countLive(db: DbOrTx, userId: number): Promise<number> {
  const [c] = await db
    .select({ n: count() })
    .from(futuresPositions)
    .where(and(eq(futuresPositions.userId, userId), inArray(futuresPositions.status, [0, 1])));
  return c?.n ?? 0;
}

/** `countLive` of several users in one query (absent: none). */
export async function countLiveOf(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const r = await db
    .select({ userId: futuresPositions.userId, n: count() })
    .from(futuresPositions)
    .where(
      and(inArray(futuresPositions.userId, [...new Set(userIds)]), inArray(futuresPositions.status, [0, 1])),
    )
    .groupBy(futuresPositions.userId);
  return new Map(r.map((x) => [x.userId, x.n]));
}

/** All the user's rows in these states (capped: the lot and position limits keep this small). */
export function positionsOf(db: DbOrTx, f: ListFilter): Promise<FuturesPositionRow[]> {
  return db
    .select()
    .from(futuresPositions)
    .where(where(f))
    .orderBy(asc(futuresPositions.id))
    .limit(REPO_BATCH_MAX);
}

/** Pending and open rows with id > afterId (rebuild of the trigger index, in slices). */
export function livePositions(db: DbOrTx, afterId: number, limit: number): Promise<FuturesPositionRow[]> {
  return db
    .select()
    .from(futuresPositions)
    .where(and(inArray(futuresPositions.status, [0, 1]), gt(futuresPositions.id, afterId)))
    .orderBy(asc(futuresPositions.id))
    .limit(cap(limit));
}

/** Positions one page of `liveLevelRows` reads (the rebuild after a restart). */
export const LIVE_LEVEL_PAGE = 50_000;

/** A page of `liveLevelRows`: one line per position, how many, and the last id (the next page's key). */
export interface LivePage {
  text: string;
  rows: number;
  lastId: number;
}

/**
 * Pending and open positions with id > afterId, in id order, as the trigger rebuild needs them and nothing
 * more: the page aggregated into one text, a line per position — `id pair_id side status target_price
 * take_profit stop_loss liquidation_price close_limit_price price quantity margin origin_margin margin_warned`,
 * the prices as PostgreSQL prints NUMERIC (exact), an empty field for NULL, the flag 0 or 1 — instead of a row
 * object of 40 columns each (trigger-rebuild.ts parses it).
 */
export async function liveLevelRows(db: DbOrTx, afterId: number, limit: number): Promise<LivePage> {
  const n = Math.min(Math.max(1, limit), LIVE_LEVEL_PAGE);
  const price = (c: SQL) => sql`coalesce(trim_scale(${c})::text, '')`;
  const r = await db.execute<{ text: string; rows: number; last: string } & Record<string, unknown>>(sql`
    SELECT coalesce(string_agg(concat_ws(' ', p.id, p.pair_id, p.side, p.status, ${price(sql`p.target_price`)},
        ${price(sql`p.take_profit`)}, ${price(sql`p.stop_loss`)}, ${price(sql`p.liquidation_price`)},
        ${price(sql`p.close_limit_price`)}, ${price(sql`p.price`)}, ${price(sql`p.quantity`)},
        ${price(sql`p.margin`)}, ${price(sql`p.origin_margin`)}, p.margin_warned::int),
        chr(10) ORDER BY p.id), '') AS text,
      count(*)::int AS rows, coalesce(max(p.id), 0)::text AS last
    FROM (SELECT id, pair_id, side, status, target_price, take_profit, stop_loss, liquidation_price,
        close_limit_price, price, quantity, margin, origin_margin, margin_warned
      FROM lever_positions WHERE status IN (0, 1) AND id > ${afterId} ORDER BY id LIMIT ${n}) p`);
  const row = r.rows[0]!;
  return { text: row.text, rows: Number(row.rows), lastId: Number(row.last) };
}

/**
 * Rows changed after `seq`, or at or after `since` (the leader's sync: a transaction that took its seq earlier
 * may commit after a later one, so a short window is read again), in change order.
 */
export async function changedSince(
  db: DbOrTx,
  seq: number,
  since: Date,
  limit: number,
): Promise<FuturesPositionRow[]> {
  return db
    .select()
    .from(futuresPositions)
    .where(or(gt(futuresPositions.updatedSeq, seq), gte(futuresPositions.updatedAt, since)))
    .orderBy(asc(futuresPositions.updatedSeq))
    .limit(cap(limit));
}

export async function currentSeq(db: DbOrTx): Promise<number> {
  const r = await db.execute<{ v: string } & Record<string, unknown>>(
    sql`SELECT coalesce(max(updated_seq), 0)::text AS v FROM lever_positions`,
  );
  return Number(r.rows[0]?.v ?? 0);
}

/** Open positions opened before `dayStart` without a charge for `day` (the overnight job). */
export async function overnightDue(
  db: DbOrTx,
  dayStart: Date,
  day: string,
  limit: number,
): Promise<number[]> {
  const r = await db.execute<{ id: string } & Record<string, unknown>>(sql`
    SELECT p.id FROM lever_positions p
    WHERE p.status = 1 AND p.opened_at < ${dayStart.toISOString()}
      AND NOT EXISTS (SELECT 1 FROM lever_overnight_charges c WHERE c.position_id = p.id AND c.day = ${day})
    ORDER BY p.id LIMIT ${cap(limit)}`);
  return r.rows.map((x) => Number(x.id));
}

/** Records the day's charge; false if this position was already charged that day. */
export async function recordOvernight(
  tx: DbOrTx,
  positionId: number,
  day: string,
  amount: string,
): Promise<boolean> {
  const r = await tx
    .insert(futuresOvernightCharges)
    .values({ positionId, day, amount })
    .onConflictDoNothing()
    .returning({ id: futuresOvernightCharges.positionId });
  return r.length > 0;
}

/** Reserves the next position id (the ledger hold refers to it before the row is inserted). */
export async function nextPositionId(tx: DbOrTx): Promise<number> {
  const r = await tx.execute<{ id: string } & Record<string, unknown>>(
    sql`SELECT nextval(pg_get_serial_sequence('lever_positions', 'id'))::text AS id`,
  );
  return Number(r.rows[0]!.id);
}

/** `nextPositionId` n times in one query, ascending. */
export async function nextPositionIds(tx: DbOrTx, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const r = await tx.execute<{ id: string } & Record<string, unknown>>(
    sql`SELECT nextval(pg_get_serial_sequence('lever_positions', 'id'))::text AS id FROM generate_series(1, ${n}::int)`,
  );
  return r.rows.map((x) => Number(x.id)).sort((a, b) => a - b);
}

/** The row, share-locked: a position opened under this lock linked to it is seen by its close. */
export async function shareLockPosition(tx: DbOrTx, id: number): Promise<FuturesPositionRow | undefined> {
  const [r] = await tx.select().from(futuresPositions).where(eq(futuresPositions.id, id)).for('share');
  return r;
}

/** Ids of the open positions still linked to (following) position `positionId`, in id order. */
export async function linkedIds(db: DbOrTx, positionId: number): Promise<number[]> {
  const r = await db
    .select({ id: futuresPositions.id })
    .from(futuresPositions)
    .where(
      and(
        eq(futuresPositions.followOrderId, positionId),
        eq(futuresPositions.status, FUTURES_STATUS.open),
        eq(futuresPositions.copyAttached, true),
      ),
    )
    .orderBy(asc(futuresPositions.id));
  return r.map((x) => x.id);
}

/** These rows, in id order. */
export function positionsByIds(db: DbOrTx, ids: readonly number[]): Promise<FuturesPositionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(futuresPositions)
    .where(inArray(futuresPositions.id, [...new Set(ids)]))
    .orderBy(asc(futuresPositions.id));
}

/** Detaches the linked open or pending positions among `ids` (locked by the caller); returns the rows changed. */
export function detachLinked(tx: DbOrTx, ids: readonly number[]): Promise<FuturesPositionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .update(futuresPositions)
    .set({ copyAttached: false, ...bump })
    .where(
      and(
        inArray(futuresPositions.id, [...new Set(ids)]),
        eq(futuresPositions.copyAttached, true),
        inArray(futuresPositions.status, [0, 1]),
      ),
    )
    .returning();
}

/** Locks these rows in id order and returns them (a batch close). */
export function lockRows(tx: DbOrTx, ids: readonly number[]): Promise<FuturesPositionRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b).slice(0, REPO_BATCH_MAX);
  if (unique.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(futuresPositions)
    .where(inArray(futuresPositions.id, unique))
    .orderBy(asc(futuresPositions.id))
    .for('update');
}

/** Closes several rows in one statement (their close columns); returns them as updated. */
export async function closeRows(
  tx: DbOrTx,
  rows: readonly {
    id: number;
    closeReason: string;
    closeOriginPrice: string;
    closePrice: string;
    factProfits: string;
    shortfall: string;
  }[],
  at: Date,
): Promise<FuturesPositionRow[]> {
  if (rows.length === 0) return [];
  const col = <K extends keyof (typeof rows)[number]>(k: K) => sql.param(rows.map((r) => r[k]));
  const r = await tx.execute(sql`
    UPDATE lever_positions p SET status = 3, close_reason = v.reason, close_origin_price = v.mark,
      close_price = v.exit, close_time = ${at.toISOString()}::timestamptz, mark_price = v.mark,
      fact_profits = v.profit, shortfall = v.shortfall, hold_id = NULL, close_limit_price = NULL,
      close_limit_lots = NULL,
      updated_seq = nextval('lever_positions_seq'), updated_at = now()
    FROM unnest(${col('id')}::bigint[], ${col('closeReason')}::text[], ${col('closeOriginPrice')}::numeric[],
      ${col('closePrice')}::numeric[], ${col('factProfits')}::numeric[], ${col('shortfall')}::numeric[])
      AS v(id, reason, mark, exit, profit, shortfall)
    WHERE p.id = v.id
    RETURNING p.id`);
  return positionsByIds(
    tx,
    r.rows.map((x) => Number(x.id)),
  );
}
