import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from './account.schema';

/** Reads of who invited whom (invitations): `users.parent_id` is the inviter whose code was used. */

/** The user's inviter and whether that account is a system account; null without one. */
export async function parentOf(db: DbOrTx, userId: number): Promise<{ id: number; system: boolean } | null> {
  const [row] = await db
    .select({ id: users.id, system: users.system })
    .from(users)
    .where(eq(users.id, sql`(SELECT parent_id FROM users WHERE id = ${userId})`));
  return row ?? null;
}

export interface Referral {
  id: number;
  /** E-mail, else phone. */
  login: string;
  createdAt: Date;
}

/** Users registered with the inviter's code, newest first, one page. */
export async function referralsOf(
  db: DbOrTx,
  inviterId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: Referral[]; total: number }> {
  const where = eq(users.parentId, inviterId);
  const rows = await db
    .select({ id: users.id, email: users.email, phone: users.phone, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const totals = await db.select({ n: count() }).from(users).where(where);
  return {
    rows: rows.map((r) => ({ id: r.id, login: r.email ?? r.phone ?? '', createdAt: r.createdAt })),
    total: totals[0]?.n ?? 0,
  };
}

/** How many users each inviter invited (inviters without any are absent); at most 500 ids. */
export async function referralCounts(db: DbOrTx, inviterIds: number[]): Promise<Map<number, number>> {
  if (inviterIds.length === 0) return new Map();
  if (inviterIds.length > 500) throw new Error('referralCounts: at most 500 ids');
  const rows = await db
    .select({ parentId: users.parentId, n: count() })
    .from(users)
    .where(inArray(users.parentId, inviterIds))
    .groupBy(users.parentId);
  return new Map(rows.flatMap((r) => (r.parentId === null ? [] : [[r.parentId, r.n] as const])));
}
