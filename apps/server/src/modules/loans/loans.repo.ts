import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db';
import {
  loanEvents,
  loanProducts,
  loans,
  type LoanEventRow,
  type LoanProductRow,
  type LoanRow,
} from './loans.schema';

/** Loans' queries. Writes to `loans` take the next `loans_seq` value (the trigger leader's sync reads it). */

export const REPO_BATCH_MAX = 500;
const bump = { updatedSeq: sql`nextval('loans_seq')`, updatedAt: sql`now()` };

export type NewProduct = Omit<LoanProductRow, 'id' | 'createdAt' | 'updatedAt'>;
export type NewLoan = Omit<
  LoanRow,
  'id' | 'updatedSeq' | 'createdAt' | 'updatedAt' | 'status' | 'interest' | 'interestTotal' | 'repaid'
> & { createdAt: Date };
export type LoanChange = Partial<Omit<LoanRow, 'id' | 'userId' | 'updatedSeq' | 'createdAt' | 'updatedAt'>>;

// ---- products

export async function products(db: DbOrTx, enabledOnly: boolean): Promise<LoanProductRow[]> {
  return db
    .select()
    .from(loanProducts)
    .where(enabledOnly ? eq(loanProducts.enabled, true) : undefined)
    .orderBy(asc(loanProducts.id));
}

export async function product(db: DbOrTx, id: number): Promise<LoanProductRow | undefined> {
  const [row] = await db.select().from(loanProducts).where(eq(loanProducts.id, id));
  return row;
}

export async function productOfCurrency(db: DbOrTx, currencyId: number): Promise<LoanProductRow | undefined> {
  const [row] = await db.select().from(loanProducts).where(eq(loanProducts.currencyId, currencyId));
  return row;
}

export async function lockProduct(tx: Tx, id: number): Promise<LoanProductRow | undefined> {
  const [row] = await tx.select().from(loanProducts).where(eq(loanProducts.id, id)).for('update');
  return row;
}

export async function insertProduct(tx: Tx, p: NewProduct): Promise<LoanProductRow | undefined> {
  const [row] = await tx.insert(loanProducts).values(p).onConflictDoNothing().returning();
  return row;
}

export async function updateProduct(tx: Tx, id: number, p: Partial<NewProduct>): Promise<LoanProductRow> {
  const [row] = await tx
    .update(loanProducts)
    .set({ ...p, updatedAt: sql`now()` })
    .where(eq(loanProducts.id, id))
    .returning();
  return row!;
}

// ---- loans

export async function insertLoan(tx: Tx, l: NewLoan): Promise<LoanRow> {
  const [row] = await tx.insert(loans).values(l).returning();
  return row!;
}

export async function getLoan(db: DbOrTx, id: number): Promise<LoanRow | undefined> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id));
  return row;
}

/** The loan row, locked for the rest of the transaction (every change of a loan takes this lock first). */
export async function lockLoan(tx: Tx, id: number): Promise<LoanRow | undefined> {
  const [row] = await tx.select().from(loans).where(eq(loans.id, id)).for('update');
  return row;
}

export async function updateLoan(tx: Tx, id: number, change: LoanChange): Promise<LoanRow> {
  const [row] = await tx
    .update(loans)
    .set({ ...change, ...bump })
    .where(eq(loans.id, id))
    .returning();
  return row!;
}

/** Status filter of the lists: a status, `closed` (any but active), or none. */
export function statusFilter(status: string | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  return status === 'closed' ? ne(loans.status, 'active') : eq(loans.status, status);
}

export async function listLoans(
  db: DbOrTx,
  where: { userId?: number; status?: string; currencyId?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: LoanRow[]; total: number }> {
  const cond = and(
    where.userId !== undefined ? eq(loans.userId, where.userId) : undefined,
    statusFilter(where.status),
    where.currencyId !== undefined ? eq(loans.currencyId, where.currencyId) : undefined,
  );
  const rows = await db
    .select()
    .from(loans)
    .where(cond)
    .orderBy(desc(loans.id))
    .limit(page.limit)
    .offset(page.offset);
  const [t] = await db.select({ n: count() }).from(loans).where(cond);
  return { rows, total: t?.n ?? 0 };
}

/** Active loans after `afterId`, in id order (the trigger index's rebuild, the jobs' scans). */
export async function activeLoans(db: DbOrTx, afterId: number, limit: number): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(and(eq(loans.status, 'active'), gt(loans.id, afterId)))
    .orderBy(asc(loans.id))
    .limit(limit);
}

/** Active loans with an hour to charge by `now` (accrued_until + 1 h ≤ now), in id order. */
export async function loansDueInterest(
  db: DbOrTx,
  now: Date,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: loans.id })
    .from(loans)
    .where(
      and(
        eq(loans.status, 'active'),
        gt(loans.id, afterId),
        lte(loans.accruedUntil, new Date(now.getTime() - 3_600_000)),
      ),
    )
    .orderBy(asc(loans.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Active loans whose term ended by `now`, in id order. */
export async function loansPastTerm(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.status, 'active'), isNotNull(loans.termEnd), lte(loans.termEnd, now)))
    .orderBy(asc(loans.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Rows changed since `seq`, or in the window since `since` (commit order), in seq order. */
export async function changedSince(db: DbOrTx, seq: number, since: Date, limit: number): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(or(gt(loans.updatedSeq, seq), gte(loans.updatedAt, since)))
    .orderBy(asc(loans.updatedSeq))
    .limit(limit);
}

export async function currentSeq(db: DbOrTx): Promise<number> {
  const r = await db.execute<{ v: string } & Record<string, unknown>>(
    sql`SELECT coalesce(max(updated_seq), 0)::text AS v FROM loans`,
  );
  return Number(r.rows[0]?.v ?? 0);
}

// ---- history

export type NewEvent = Pick<LoanEventRow, 'loanId' | 'kind'> &
  Partial<Pick<LoanEventRow, 'amount' | 'collateral' | 'price' | 'holdId' | 'hour' | 'createdAt'>>;

export async function insertEvent(tx: Tx, e: NewEvent): Promise<LoanEventRow> {
  const [row] = await tx.insert(loanEvents).values(e).returning();
  return row!;
}

/** An hour's interest row; undefined when that hour of that loan was already charged. */
export async function insertHour(tx: Tx, e: NewEvent & { hour: Date }): Promise<LoanEventRow | undefined> {
  const [row] = await tx.insert(loanEvents).values(e).onConflictDoNothing().returning();
  return row;
}

/** A history row: interest rows are summed per UTC day (`hours` charges; the day's first id, last hour). */
export interface HistoryRow {
  id: number;
  kind: string;
  amount: string;
  collateral: string;
  price: string | null;
  hours: number;
  at: Date;
}

/**
 * A loan's history, oldest first, with its hourly interest summed per UTC day in the query: an open loan has
 * 8,760 interest rows a year, and the detail reads at most one per day of them.
 */
export async function events(db: DbOrTx, loanId: number): Promise<HistoryRow[]> {
  const r = await db.execute<{
    id: string;
    kind: string;
    amount: string;
    collateral: string;
    price: string | null;
    hours: number;
    at: string | Date;
  }>(sql`
    SELECT id, kind, amount::text, collateral::text, price::text, hours, at FROM (
      SELECT min(id) AS id, 'interest' AS kind, sum(amount) AS amount, 0::numeric AS collateral,
             NULL::numeric AS price, count(*)::int AS hours, max(hour) AS at
        FROM ${loanEvents}
       WHERE loan_id = ${loanId} AND kind = 'interest'
       GROUP BY date_trunc('day', hour AT TIME ZONE 'UTC')
      UNION ALL
      SELECT id, kind, amount, collateral, price, 0, created_at
        FROM ${loanEvents}
       WHERE loan_id = ${loanId} AND kind <> 'interest'
    ) h ORDER BY id`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    amount: row.amount,
    collateral: row.collateral,
    price: row.price,
    hours: Number(row.hours),
    at: new Date(row.at),
  }));
}

/** The ledger holds of a loan's collateral (its borrow and each add-collateral) with their amounts. */
export async function holds(db: DbOrTx, loanId: number): Promise<{ id: number; amount: string }[]> {
  const rows = await db
    .select({ holdId: loanEvents.holdId, amount: loanEvents.collateral })
    .from(loanEvents)
    .where(and(eq(loanEvents.loanId, loanId), isNotNull(loanEvents.holdId)))
    .orderBy(asc(loanEvents.id));
  return rows.map((r) => ({ id: r.holdId!, amount: r.amount }));
}

/** Loans of the given ids (for views). */
export async function loansByIds(db: DbOrTx, ids: number[]): Promise<LoanRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(loans).where(inArray(loans.id, ids));
}
