import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { pageOf } from '../../platform/db/page';
import { ieoOrders, ieoProjects } from './ieo.schema';

/** Queries of IEO projects and subscriptions; every function takes the caller's connection or transaction. */

export type IeoProjectRow = typeof ieoProjects.$inferSelect;
export type IeoOrderRow = typeof ieoOrders.$inferSelect;
export type NewIeoProject = typeof ieoProjects.$inferInsert;

const page = (q: { page: number; limit: number }) => ({ limit: q.limit, offset: (q.page - 1) * q.limit });

export async function findProject(db: DbOrTx, id: number): Promise<IeoProjectRow | undefined> {
  const [row] = await db.select().from(ieoProjects).where(eq(ieoProjects.id, id));
  return row;
}

/** The project, locked for the rest of the transaction (subscriptions, allocation, delivery, edits). */
export async function lockProject(tx: DbOrTx, id: number): Promise<IeoProjectRow | undefined> {
  const [row] = await tx.select().from(ieoProjects).where(eq(ieoProjects.id, id)).for('update');
  return row;
}

export async function insertProject(tx: DbOrTx, p: NewIeoProject): Promise<IeoProjectRow> {
  const [row] = await tx.insert(ieoProjects).values(p).returning();
  return row!;
}

export async function updateProject(
  tx: DbOrTx,
  id: number,
  set: Partial<NewIeoProject>,
): Promise<IeoProjectRow> {
  const [row] = await tx
    .update(ieoProjects)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(ieoProjects.id, id))
    .returning();
  return row!;
}

/**
 * Projects for the app: warm-up and in progress first (soonest start first), then ended ones (latest end
 * first). Demo projects only when `demo`.
 */
export async function listProjects(
  db: DbOrTx,
  now: Date,
  demo: boolean,
  q: { page: number; limit: number },
): Promise<{ rows: IeoProjectRow[]; total: number }> {
  const at = now.toISOString();
  const ended = sql`(${ieoProjects.endAt} <= ${at}::timestamptz)`;
  return pageOf(
    db,
    ieoProjects,
    demo ? undefined : eq(ieoProjects.isDemo, false),
    [
      asc(ended),
      sql`CASE WHEN ${ended} THEN NULL ELSE ${ieoProjects.startAt} END ASC`,
      desc(ieoProjects.endAt),
      desc(ieoProjects.id),
    ],
    page(q),
  );
}

/** Projects for the console, newest first, optionally by status. */
export function opsProjects(
  db: DbOrTx,
  status: 'on' | 'paused' | undefined,
  q: { page: number; limit: number },
): Promise<{ rows: IeoProjectRow[]; total: number }> {
  return pageOf(
    db,
    ieoProjects,
    status ? eq(ieoProjects.status, status) : undefined,
    [desc(ieoProjects.id)],
    page(q),
  );
}

/** Ids of projects whose window ended and that are not allocated yet (oldest end first). */
export async function dueForAllocation(db: DbOrTx, now: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: ieoProjects.id })
    .from(ieoProjects)
    .where(and(eq(ieoProjects.allocation, 'pending'), lte(ieoProjects.endAt, now)))
    .orderBy(asc(ieoProjects.endAt), asc(ieoProjects.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Ids of allocated projects whose time to market has come (oldest first). */
export async function dueForDelivery(db: DbOrTx, now: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: ieoProjects.id })
    .from(ieoProjects)
    .where(and(eq(ieoProjects.allocation, 'allocated'), lte(ieoProjects.marketAt, now)))
    .orderBy(asc(ieoProjects.marketAt), asc(ieoProjects.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Whether any project is demo content (the demo set is created once). */
export async function demoSymbols(db: DbOrTx): Promise<Set<string>> {
  const r = await db.execute<{ symbol: string } & Record<string, unknown>>(sql`
    SELECT a.symbol FROM ieo_projects p JOIN assets a ON a.id = p.currency_id WHERE p.is_demo`);
  return new Set(r.rows.map((x) => x.symbol));
}

// ───────────────────────────────────────────────────────────────────────────────────────────── orders

/** The next subscription id (the payment hold's reference is taken before the row is written). */
export async function nextOrderId(tx: DbOrTx): Promise<number> {
  const r = await tx.execute<{ id: string } & Record<string, unknown>>(
    sql`SELECT nextval(pg_get_serial_sequence('ieo_orders', 'id'))::text AS id`,
  );
  return Number(r.rows[0]!.id);
}

export async function insertOrder(tx: DbOrTx, o: typeof ieoOrders.$inferInsert): Promise<IeoOrderRow> {
  const [row] = await tx.insert(ieoOrders).values(o).returning();
  return row!;
}

export async function findOrderOf(
  db: DbOrTx,
  projectId: number,
  userId: number,
): Promise<IeoOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(ieoOrders)
    .where(and(eq(ieoOrders.projectId, projectId), eq(ieoOrders.userId, userId)));
  return row;
}

/** A project's subscriptions in one state, by id (read under the project's lock). */
export function ordersIn(
  tx: DbOrTx,
  projectId: number,
  status: IeoOrderRow['status'],
): Promise<IeoOrderRow[]> {
  return tx
    .select()
    .from(ieoOrders)
    .where(and(eq(ieoOrders.projectId, projectId), eq(ieoOrders.status, status)))
    .orderBy(asc(ieoOrders.id));
}

/** A user's subscriptions, newest first. */
export function ordersOfUser(
  db: DbOrTx,
  userId: number,
  q: { page: number; limit: number },
): Promise<{ rows: IeoOrderRow[]; total: number }> {
  return pageOf(db, ieoOrders, eq(ieoOrders.userId, userId), [desc(ieoOrders.id)], page(q));
}

export async function projectsByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, IeoProjectRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(ieoProjects)
    .where(sql`${ieoProjects.id} = ANY(${sql.param([...new Set(ids)])}::bigint[])`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Sets each order's allocation figures and state in one statement. */
export async function writeAllocations(
  tx: DbOrTx,
  at: Date,
  rows: readonly {
    id: number;
    status: 'allocated' | 'refunded';
    coinAmount: string;
    cost: string;
    refund: string;
    capped: boolean;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(f: (r: (typeof rows)[number]) => T) => sql.param(rows.map(f));
  await tx.execute(sql`
    UPDATE ieo_orders o SET status = v.status, coin_amount = v.coin, cost = v.cost, refund = v.refund,
      capped = v.capped, allocated_at = ${at.toISOString()}::timestamptz
    FROM unnest(${col((r) => r.id)}::bigint[], ${col((r) => r.status)}::text[], ${col((r) => r.coinAmount)}::numeric[],
      ${col((r) => r.cost)}::numeric[], ${col((r) => r.refund)}::numeric[], ${col((r) => r.capped)}::boolean[])
      AS v(id, status, coin, cost, refund, capped)
    WHERE o.id = v.id AND o.status = 'subscribed'`);
}

/** Marks a project's allocated orders delivered (their tokens credited in the same transaction). */
export async function markDelivered(tx: DbOrTx, projectId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE ieo_orders SET status = 'delivered', give_amount = coin_amount, delivered_at = ${at.toISOString()}::timestamptz
    WHERE project_id = ${projectId} AND status = 'allocated'`);
}
