import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import { sessions, type SessionRow } from './account.schema';

export async function insertSession(
  db: DbOrTx,
  row: { userId: number; tokenHash: string; device: string; ip: string; stayLoggedIn: boolean },
): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(row).returning();
  if (!created) throw new Error('insert sessions returned no row');
  return created;
}

/** Idle lifetimes: the row's own, by its "stay logged in" flag. */
export interface IdleTtls {
  stayMs: number;
  shortMs: number;
}

/**
 * Used within its idle lifetime (the long one when the row stays logged in, else the short one), in seconds: numbers,
 * or a prepared query's placeholders.
 */
function withinIdleTtl(secs: { stay: unknown; short: unknown }) {
  const stay = sql`${secs.stay}::double precision`;
  const short = sql`${secs.short}::double precision`;
  return gt(
    sessions.lastSeenAt,
    sql`now() - make_interval(secs => CASE WHEN ${sessions.stayLoggedIn} THEN ${stay} ELSE ${short} END)`,
  );
}

const secondsOf = (ttl: IdleTtls) => ({ stay: ttl.stayMs / 1000, short: ttl.shortMs / 1000 });

/** What a request's session check needs of its row. */
export type LiveSession = Pick<SessionRow, 'id' | 'userId' | 'lastSeenAt'>;

function liveSessionQuery(db: Db) {
  const secs = { stay: sql.placeholder('stay'), short: sql.placeholder('short') };
  return db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), withinIdleTtl(secs)),
    )
    .prepare('live_session');
}

/** Built once per database: every request checks its session, and building the query cost more than running it. */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

/** A live session by token hash: not revoked and used within its idle TTL. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  ttl: IdleTtls,
): Promise<LiveSession | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = liveSessionQuery(db)));
  const [row] = await query.execute({ hash: tokenHash, ...secondsOf(ttl) });
  return row;
}

export async function touchSession(db: DbOrTx, id: number): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
}

/** Sets the session's "stay logged in" flag (a live session only); false when none matched. */
export async function setStayLoggedIn(db: DbOrTx, id: number, enabled: boolean): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ stayLoggedIn: enabled, lastSeenAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function listLiveSessions(db: DbOrTx, userId: number, ttl: IdleTtls): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), withinIdleTtl(secondsOf(ttl))))
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
