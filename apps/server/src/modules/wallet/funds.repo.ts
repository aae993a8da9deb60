import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { depositAddresses, depositRequests, withdrawals } from './wallet.schema';

export type DepositRow = typeof depositRequests.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function addressesOf(
  db: DbOrTx,
  currencyId: number,
  network?: string,
  forUpdate = false,
  includeDemo = true,
) {
  const query = db
    .select()
    .from(depositAddresses)
    .where(
      and(
        eq(depositAddresses.currencyId, currencyId),
        network ? eq(depositAddresses.network, network) : undefined,
        includeDemo ? undefined : eq(depositAddresses.isDemo, false),
      ),
    );
  return forUpdate ? query.for('update') : query;
}

/** Every configured deposit address (one per currency and network: a few dozen rows). */
export async function allAddresses(db: DbOrTx) {
  return db.select().from(depositAddresses).limit(1000);
}

/** An operator's address replaces whatever was there (a demo one included). */
export async function upsertAddress(
  db: DbOrTx,
  currencyId: number,
  network: string,
  address: string,
): Promise<void> {
  await db
    .insert(depositAddresses)
    .values({ currencyId, network, address })
    .onConflictDoUpdate({
      target: [depositAddresses.currencyId, depositAddresses.network],
      set: { address, isDemo: false, updatedAt: new Date() },
    });
}

/** A demo address only where none is configured: it never replaces an operator's. True when inserted. */
export async function insertDemoAddress(
  db: DbOrTx,
  currencyId: number,
  network: string,
  address: string,
): Promise<boolean> {
  const rows = await db
    .insert(depositAddresses)
    .values({ currencyId, network, address, isDemo: true })
    .onConflictDoNothing({ target: [depositAddresses.currencyId, depositAddresses.network] })
    .returning({ id: depositAddresses.id });
  return rows.length > 0;
}

export async function insertDeposit(
  db: DbOrTx,
  row: typeof depositRequests.$inferInsert,
): Promise<DepositRow> {
  const [created] = await db.insert(depositRequests).values(row).returning();
  return created!;
}

export async function lockPendingDeposit(db: DbOrTx, id: number): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(depositRequests)
    .where(and(eq(depositRequests.id, id), eq(depositRequests.status, 'pending')))
    .for('update');
  return row;
}

export async function reviewDeposit(
  db: DbOrTx,
  id: number,
  set: Partial<typeof depositRequests.$inferInsert>,
): Promise<DepositRow> {
  const [row] = await db
    .update(depositRequests)
    .set({ ...set, reviewedAt: new Date() })
    .where(eq(depositRequests.id, id))
    .returning();
  return row!;
}

export async function depositsOf(db: DbOrTx, userId: number, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(depositRequests)
    .where(eq(depositRequests.userId, userId))
    .orderBy(desc(depositRequests.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(depositRequests)
    .where(eq(depositRequests.userId, userId));
  return { rows, total: total?.n ?? 0 };
}

type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** All users' deposit claims in one state: pending oldest first (a queue), the others newest first. */
export async function depositsByStatus(db: DbOrTx, status: ReviewStatus, limit: number, offset: number) {
  const where = eq(depositRequests.status, status);
  const rows = await db
    .select()
    .from(depositRequests)
    .where(where)
    .orderBy(status === 'pending' ? asc(depositRequests.id) : desc(depositRequests.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(depositRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertWithdrawal(
  db: DbOrTx,
  row: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRow> {
  const [created] = await db.insert(withdrawals).values(row).returning();
  return created!;
}

export async function setWithdrawalHold(db: DbOrTx, id: number, holdId: number): Promise<WithdrawalRow> {
  const [row] = await db.update(withdrawals).set({ holdId }).where(eq(withdrawals.id, id)).returning();
  return row!;
}

export async function lockPendingWithdrawal(db: DbOrTx, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .for('update');
  return row;
}

export async function reviewWithdrawal(
  db: DbOrTx,
  id: number,
  set: Partial<typeof withdrawals.$inferInsert>,
): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawals)
    .set({ ...set, reviewedAt: new Date() })
    .where(eq(withdrawals.id, id))
    .returning();
  return row!;
}

export async function withdrawalsOf(db: DbOrTx, userId: number, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, userId));
  return { rows, total: total?.n ?? 0 };
}

/** The user's withdrawals among `ids` (the statement's withdrawal lines). */
export async function withdrawalsByIds(db: DbOrTx, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.id, [...ids])));
}

/** All users' withdrawals in one state: pending oldest first (a queue), the others newest first. */
export async function withdrawalsByStatus(db: DbOrTx, status: ReviewStatus, limit: number, offset: number) {
  const where = eq(withdrawals.status, status);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(status === 'pending' ? asc(withdrawals.id) : desc(withdrawals.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Amounts per currency the user asked to withdraw in the last 24 h (pending or paid). */
export async function withdrawnLastDay(
  db: DbOrTx,
  userId: number,
): Promise<{ currencyId: number; amount: string }[]> {
  const r = await db.execute<{ currency_id: number; amount: string } & Record<string, unknown>>(sql`
    SELECT currency_id, sum(amount)::text AS amount FROM withdrawals
    WHERE user_id = ${userId} AND status <> 'rejected' AND created_at > now() - interval '24 hours'
    GROUP BY currency_id`);
  return r.rows.map((x) => ({ currencyId: Number(x.currency_id), amount: String(x.amount) }));
}
