import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { inviteRebates, type InviteRebateRowDb } from './invite.schema';

/** Queries of the invite module; every function takes the caller's database or transaction. */

export type NewRebate = Omit<typeof inviteRebates.$inferInsert, 'id' | 'entryId' | 'createdAt'>;

/** Inserts one rebate row unless its (source, source_ref) exists; its id, or undefined when it existed. */
export async function insertRebate(tx: DbOrTx, row: NewRebate): Promise<number | undefined> {
  const [inserted] = await tx
    .insert(inviteRebates)
    .values(row)
    .onConflictDoNothing({ target: [inviteRebates.source, inviteRebates.sourceRef] })
    .returning({ id: inviteRebates.id });
  return inserted?.id;
}

export async function setEntry(tx: DbOrTx, id: number, entryId: number): Promise<void> {
  await tx.update(inviteRebates).set({ entryId }).where(eq(inviteRebates.id, id));
}

/** One page of an inviter's rebates, newest first (optionally of one source), and their count. */
export async function rebatesPage(
  db: DbOrTx,
  inviterId: number,
  q: { offset: number; limit: number; source?: string | undefined },
): Promise<{ rows: InviteRebateRowDb[]; total: number }> {
  const where = and(
    eq(inviteRebates.inviterId, inviterId),
    q.source ? eq(inviteRebates.source, q.source) : undefined,
  );
  const rows = await db
    .select()
    .from(inviteRebates)
    .where(where)
    .orderBy(desc(inviteRebates.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(inviteRebates).where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface CurrencyTotal {
  currencyId: number;
  amount: string;
  usdt: string;
}

/** An inviter's rebate totals per currency (only currencies with rebates), by currency id. */
export async function totalsByCurrency(db: DbOrTx, inviterId: number): Promise<CurrencyTotal[]> {
  return db
    .select({
      currencyId: inviteRebates.currencyId,
      amount: sql<string>`sum(${inviteRebates.rebate})::text`,
      usdt: sql<string>`sum(${inviteRebates.rebateUsdt})::text`,
    })
    .from(inviteRebates)
    .where(eq(inviteRebates.inviterId, inviterId))
    .groupBy(inviteRebates.currencyId)
    .orderBy(inviteRebates.currencyId);
}

export interface RefereeTotal {
  refereeId: number;
  usdt: string;
  n: number;
}

const refereeTotalColumns = {
  refereeId: inviteRebates.refereeId,
  usdt: sql<string>`sum(${inviteRebates.rebateUsdt})::text`,
  n: count(),
};

/** What each of these referees' fees paid the inviter (referees without rebates are absent). */
export async function totalsByReferee(
  db: DbOrTx,
  inviterId: number,
  refereeIds: number[],
): Promise<Map<number, RefereeTotal>> {
  if (refereeIds.length === 0) return new Map();
  const rows = await db
    .select(refereeTotalColumns)
    .from(inviteRebates)
    .where(and(eq(inviteRebates.inviterId, inviterId), inArray(inviteRebates.refereeId, refereeIds)))
    .groupBy(inviteRebates.refereeId);
  return new Map(rows.map((r) => [r.refereeId, r]));
}

/** The inviter's referees whose fees paid most (USDT equivalent), at most `limit`. */
export async function topReferees(db: DbOrTx, inviterId: number, limit: number): Promise<RefereeTotal[]> {
  return db
    .select(refereeTotalColumns)
    .from(inviteRebates)
    .where(eq(inviteRebates.inviterId, inviterId))
    .groupBy(inviteRebates.refereeId)
    .orderBy(desc(sql`sum(${inviteRebates.rebateUsdt})`), inviteRebates.refereeId)
    .limit(limit);
}

/** The inviters who received most (USDT equivalent), at most `limit`; ties by the earliest inviter id. */
export async function topInviters(db: DbOrTx, limit: number): Promise<{ inviterId: number; usdt: string }[]> {
  return db
    .select({
      inviterId: inviteRebates.inviterId,
      usdt: sql<string>`sum(${inviteRebates.rebateUsdt})::text`,
    })
    .from(inviteRebates)
    .groupBy(inviteRebates.inviterId)
    .orderBy(desc(sql`sum(${inviteRebates.rebateUsdt})`), inviteRebates.inviterId)
    .limit(limit);
}
