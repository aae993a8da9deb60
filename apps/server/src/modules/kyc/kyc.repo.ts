import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { kycSubmissions, type KycSubmissionRow } from './kyc.schema';

/** A user has few submissions (one live per level, resubmissions after rejection); capped anyway. */
const HISTORY_CAP = 200;

export type NewSubmission = typeof kycSubmissions.$inferInsert;

export async function listForUser(db: DbOrTx, userId: number): Promise<KycSubmissionRow[]> {
  return db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.id))
    .limit(HISTORY_CAP);
}

/** The submissions of several users (a page of a list), newest first; the same cap per user. */
export async function listForUsers(db: DbOrTx, userIds: readonly number[]): Promise<KycSubmissionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(kycSubmissions)
    .where(inArray(kycSubmissions.userId, [...userIds]))
    .orderBy(desc(kycSubmissions.id))
    .limit(HISTORY_CAP * userIds.length);
}

/** Serialises submissions of one user: checks and insert run under the user's lock (platform/db/user-lock). */
export { lockUser } from '../../platform/db/user-lock';

/** Whether another user holds a live (pending or approved) Lv1 submission with this document number. */
export async function cardIdLiveElsewhere(db: DbOrTx, userId: number, cardId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(
      and(
        eq(kycSubmissions.cardId, cardId),
        eq(kycSubmissions.level, 1),
        sql`${kycSubmissions.status} IN ('pending', 'approved')`,
        sql`${kycSubmissions.userId} <> ${userId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSubmission(db: DbOrTx, row: NewSubmission): Promise<KycSubmissionRow> {
  const [inserted] = await db.insert(kycSubmissions).values(row).returning();
  if (!inserted) throw new Error('insert kyc_submissions returned no row');
  return inserted;
}

export async function findForUpdate(db: DbOrTx, id: number): Promise<KycSubmissionRow | undefined> {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for('update');
  return row;
}

export async function review(
  db: DbOrTx,
  id: number,
  outcome: { status: 'approved' | 'rejected'; reason: string; operatorId: number },
): Promise<KycSubmissionRow | undefined> {
  const [row] = await db
    .update(kycSubmissions)
    .set({
      status: outcome.status,
      reason: outcome.reason,
      reviewedBy: outcome.operatorId,
      reviewedAt: new Date(),
    })
    .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
    .returning();
  return row;
}

export async function listByStatus(
  db: DbOrTx,
  status: 'pending' | 'approved' | 'rejected',
  opts: { page: number; limit: number },
): Promise<{ rows: KycSubmissionRow[]; total: number }> {
  const where = eq(kycSubmissions.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(kycSubmissions)
      .where(where)
      .orderBy(status === 'pending' ? asc(kycSubmissions.id) : desc(kycSubmissions.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(kycSubmissions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
