import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { sessions, type SessionRow } from './account.schema';

export async function insertSession(
  db: DbOrTx,
  row: { userId: number; tokenHash: string; device: string; ip: string },
): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(row).returning();
  if (!created) throw new Error('insert sessions returned no row');
  return created;
}

/** A live session by token hash: not revoked and used within the idle TTL. */
export async function findLiveSession(
  db: DbOrTx,
  tokenHash: string,
  idleTtlMs: number,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleTtlMs / 1000})`),
      ),
    );
  return row;
}

export async function touchSession(db: DbOrTx, id: number): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
}

export async function listLiveSessions(db: DbOrTx, userId: number, idleTtlMs: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleTtlMs / 1000})`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
}

/** Revokes the user's live sessions matching `which`; returns the ids revoked. */
export async function revokeSessions(
  db: DbOrTx,
  userId: number,
  which: { id: number } | { allExcept: number } | 'all',
  reason: string,
): Promise<number[]> {
  const scope =
    which === 'all'
      ? undefined
      : 'id' in which
        ? eq(sessions.id, which.id)
        : ne(sessions.id, which.allExcept);
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), scope))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
