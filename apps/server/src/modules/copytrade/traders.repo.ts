import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TraderApplicationState, TraderState } from '@meridian/contract/copytrade';
import type { DbOrTx } from '../../platform/db';
import { pageOf } from '../../platform/db/page';
import {
  copyTraderApplications,
  copyTraders,
  type CopyTraderApplicationRow,
  type CopyTraderRow,
} from './copytrade.schema';

/** Queries of trader applications and traders; every function takes the caller's transaction. */

export interface Terms {
  bio: string;
  profitShare: string;
  maxFollowers: number;
  minAmount: string;
}

export async function latestApplication(
  db: DbOrTx,
  userId: number,
): Promise<CopyTraderApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(copyTraderApplications)
    .where(eq(copyTraderApplications.userId, userId))
    .orderBy(desc(copyTraderApplications.id))
    .limit(1);
  return row;
}

export async function pendingApplication(
  db: DbOrTx,
  userId: number,
): Promise<CopyTraderApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(copyTraderApplications)
    .where(and(eq(copyTraderApplications.userId, userId), eq(copyTraderApplications.status, 'pending')));
  return row;
}

export async function insertApplication(
  tx: DbOrTx,
  userId: number,
  terms: Terms,
): Promise<CopyTraderApplicationRow> {
  const [row] = await tx
    .insert(copyTraderApplications)
    .values({ userId, ...terms })
    .returning();
  if (!row) throw new Error('application not inserted');
  return row;
}

export async function lockApplication(tx: DbOrTx, id: number): Promise<CopyTraderApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(copyTraderApplications)
    .where(eq(copyTraderApplications.id, id))
    .for('update');
  return row;
}

export async function reviewApplication(
  tx: DbOrTx,
  id: number,
  outcome: { status: 'approved' | 'rejected'; reason: string; operatorId: number | null },
): Promise<CopyTraderApplicationRow> {
  const [row] = await tx
    .update(copyTraderApplications)
    .set({
      status: outcome.status,
      reason: outcome.reason,
      reviewedBy: outcome.operatorId,
      reviewedAt: sql`now()`,
    })
    .where(and(eq(copyTraderApplications.id, id), eq(copyTraderApplications.status, 'pending')))
    .returning();
  if (!row) throw new Error(`application ${id} is not pending`);
  return row;
}

/** Applications in one state: pending oldest first (a queue), reviewed newest first. */
export async function listApplications(
  db: DbOrTx,
  status: TraderApplicationState,
  opts: { limit: number; offset: number },
): Promise<{ rows: CopyTraderApplicationRow[]; total: number }> {
  return pageOf(
    db,
    copyTraderApplications,
    eq(copyTraderApplications.status, status),
    [status === 'pending' ? asc(copyTraderApplications.id) : desc(copyTraderApplications.id)],
    opts,
  );
}

export async function findTrader(db: DbOrTx, userId: number): Promise<CopyTraderRow | undefined> {
  const [row] = await db.select().from(copyTraders).where(eq(copyTraders.userId, userId));
  return row;
}

/** Whether each trader is an automated demo trader (unknown ids are absent). */
export async function demoFlagsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, boolean>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: copyTraders.userId, isDemo: copyTraders.isDemo })
    .from(copyTraders)
    .where(inArray(copyTraders.userId, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r.isDemo]));
}

/** The trader row under a row lock: follows of this trader and its review serialise on it. */
export async function lockTrader(tx: DbOrTx, userId: number): Promise<CopyTraderRow | undefined> {
  const [row] = await tx.select().from(copyTraders).where(eq(copyTraders.userId, userId)).for('update');
  return row;
}

/** Makes the user an active trader with these terms (a first approval, or a new one after a revocation). */
export async function activateTrader(
  tx: DbOrTx,
  row: {
    userId: number;
    terms: Terms;
    applicationId: number | null;
    isDemo: boolean;
    strategy: string;
  },
): Promise<CopyTraderRow> {
  const values = {
    ...row.terms,
    status: 'active',
    isDemo: row.isDemo,
    strategy: row.strategy,
    applicationId: row.applicationId,
    reason: '',
    approvedAt: sql`now()`,
    revokedAt: null,
    updatedAt: sql`now()`,
  };
  const [saved] = await tx
    .insert(copyTraders)
    .values({ userId: row.userId, ...values })
    .onConflictDoUpdate({ target: copyTraders.userId, set: values })
    .returning();
  if (!saved) throw new Error('trader not saved');
  return saved;
}

export async function updateTerms(tx: DbOrTx, userId: number, terms: Terms): Promise<CopyTraderRow> {
  const [row] = await tx
    .update(copyTraders)
    .set({ ...terms, updatedAt: sql`now()` })
    .where(eq(copyTraders.userId, userId))
    .returning();
  if (!row) throw new Error(`trader ${userId} not found`);
  return row;
}

export async function revokeTrader(tx: DbOrTx, userId: number, reason: string): Promise<CopyTraderRow> {
  const [row] = await tx
    .update(copyTraders)
    .set({ status: 'revoked', reason, revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(copyTraders.userId, userId), eq(copyTraders.status, 'active')))
    .returning();
  if (!row) throw new Error(`trader ${userId} is not active`);
  return row;
}

export async function listTraders(
  db: DbOrTx,
  status: TraderState,
  opts: { limit: number; offset: number },
): Promise<{ rows: CopyTraderRow[]; total: number }> {
  return pageOf(
    db,
    copyTraders,
    eq(copyTraders.status, status),
    [desc(status === 'active' ? copyTraders.approvedAt : copyTraders.revokedAt), desc(copyTraders.userId)],
    opts,
  );
}
