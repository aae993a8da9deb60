import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { OtcSide, OtcStatus } from '@meridian/contract/otc';
import type { DbOrTx } from '../../platform/db';
import {
  otcOrders,
  otcQuotes,
  otcSettings,
  type OtcOrderRow,
  type OtcQuoteRow,
  type OtcSettingsRow,
} from './otc.schema';

/** Queries of the OTC desk; every function takes the caller's transaction (or the pool for reads). */

export async function findSettings(db: DbOrTx): Promise<OtcSettingsRow | undefined> {
  const [row] = await db.select().from(otcSettings).where(eq(otcSettings.id, 1));
  return row;
}

/** The settings row locked (settings saves are serialised); undefined before the first save. */
export async function lockSettings(db: DbOrTx): Promise<OtcSettingsRow | undefined> {
  const [row] = await db.select().from(otcSettings).where(eq(otcSettings.id, 1)).for('update');
  return row;
}

export async function upsertSettings(
  db: DbOrTx,
  row: Omit<typeof otcSettings.$inferInsert, 'id'>,
): Promise<OtcSettingsRow> {
  const values = { ...row, id: 1, updatedAt: new Date() };
  const [saved] = await db
    .insert(otcSettings)
    .values(values)
    .onConflictDoUpdate({ target: otcSettings.id, set: values })
    .returning();
  return saved!;
}

export async function insertQuote(db: DbOrTx, q: typeof otcQuotes.$inferInsert): Promise<OtcQuoteRow> {
  const [row] = await db.insert(otcQuotes).values(q).returning();
  return row!;
}

export async function lockQuote(db: DbOrTx, id: number): Promise<OtcQuoteRow | undefined> {
  const [row] = await db.select().from(otcQuotes).where(eq(otcQuotes.id, id)).for('update');
  return row;
}

export async function nextOrderId(db: DbOrTx): Promise<number> {
  const r = await db.execute<{ id: string } & Record<string, unknown>>(
    sql`SELECT nextval(pg_get_serial_sequence('otc_orders', 'id'))::text AS id`,
  );
  return Number(r.rows[0]!.id);
}

export async function insertOrder(db: DbOrTx, o: typeof otcOrders.$inferInsert): Promise<OtcOrderRow> {
  const [row] = await db.insert(otcOrders).values(o).returning();
  return row!;
}

export async function findOrder(db: DbOrTx, id: number): Promise<OtcOrderRow | undefined> {
  const [row] = await db.select().from(otcOrders).where(eq(otcOrders.id, id));
  return row;
}

export async function findOrderByQuote(db: DbOrTx, quoteId: number): Promise<OtcOrderRow | undefined> {
  const [row] = await db.select().from(otcOrders).where(eq(otcOrders.quoteId, quoteId));
  return row;
}

/** The order row locked: every state change takes it first. */
export async function lockOrder(db: DbOrTx, id: number): Promise<OtcOrderRow | undefined> {
  const [row] = await db.select().from(otcOrders).where(eq(otcOrders.id, id)).for('update');
  return row;
}

export async function updateOrder(
  db: DbOrTx,
  id: number,
  set: Partial<typeof otcOrders.$inferInsert>,
): Promise<OtcOrderRow> {
  const [row] = await db.update(otcOrders).set(set).where(eq(otcOrders.id, id)).returning();
  return row!;
}

export interface OrderFilter {
  userId?: number | undefined;
  status?: OtcStatus | undefined;
  side?: OtcSide | undefined;
}

function where(f: OrderFilter): SQL | undefined {
  return and(
    f.userId === undefined ? undefined : eq(otcOrders.userId, f.userId),
    f.status === undefined ? undefined : eq(otcOrders.status, f.status),
    f.side === undefined ? undefined : eq(otcOrders.side, f.side),
  );
}

/** Orders newest first (the user's list), or oldest first (the console's queue of one waiting status). */
export async function listOrders(
  db: DbOrTx,
  f: OrderFilter,
  page: { page: number; limit: number },
  order: 'newest' | 'oldest' = 'newest',
): Promise<{ rows: OtcOrderRow[]; total: number }> {
  const cond = where(f);
  const rows = await db
    .select()
    .from(otcOrders)
    .where(cond)
    .orderBy(order === 'newest' ? desc(otcOrders.id) : asc(otcOrders.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(otcOrders)
    .where(cond);
  return { rows, total: count?.n ?? 0 };
}

/** Unpaid buy orders whose payment window ended at `now`, oldest first. */
export async function dueForExpiry(db: DbOrTx, now: Date, limit = 500): Promise<number[]> {
  const rows = await db
    .select({ id: otcOrders.id })
    .from(otcOrders)
    .where(and(eq(otcOrders.status, 'pending'), eq(otcOrders.side, 'buy'), lte(otcOrders.deadlineAt, now)))
    .orderBy(asc(otcOrders.deadlineAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
