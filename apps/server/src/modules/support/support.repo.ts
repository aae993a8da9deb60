import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db';
import {
  supportMessages,
  supportThreads,
  type SupportMessageRow,
  type SupportThreadRow,
} from './support.schema';

/** Thread and message queries of the support chat (the inbox's own are in inbox.repo.ts). */

/** Whose a thread is: an account or a visitor. */
export type ThreadOwner = { userId: number } | { visitorId: number };
/** Whose messages: `user` (the user's or visitor's) or `operator` (replies and system lines). */
export type Side = 'user' | 'operator';

const ownerIs = (owner: ThreadOwner): SQL =>
  'userId' in owner ? eq(supportThreads.userId, owner.userId) : eq(supportThreads.visitorId, owner.visitorId);

export async function findThread(db: DbOrTx, id: number): Promise<SupportThreadRow | undefined> {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.id, id)).limit(1);
  return row;
}

export async function lockThread(tx: Tx, id: number): Promise<SupportThreadRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportThreads)
    .where(eq(supportThreads.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function ownerThread(
  db: DbOrTx,
  owner: ThreadOwner,
  topic: string,
): Promise<SupportThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(supportThreads)
    .where(and(ownerIs(owner), eq(supportThreads.topic, topic)))
    .limit(1);
  return row;
}

/** The owner's thread of `topic`, created when missing (two racing opens end on the same row). */
export async function openThread(
  tx: DbOrTx,
  owner: ThreadOwner,
  topic: string,
  topicTitle: string,
): Promise<SupportThreadRow> {
  const existing = await ownerThread(tx, owner, topic);
  if (existing) return existing;
  await tx
    .insert(supportThreads)
    .values({ ...owner, topic, topicTitle })
    .onConflictDoNothing();
  const row = await ownerThread(tx, owner, topic);
  if (!row) throw new Error('support thread not created');
  return row;
}

export async function updateThread(
  tx: DbOrTx,
  id: number,
  set: Partial<Pick<SupportThreadRow, 'status' | 'assigneeId' | 'notifiedAt' | 'updatedAt' | 'topicTitle'>>,
): Promise<SupportThreadRow> {
  const [row] = await tx.update(supportThreads).set(set).where(eq(supportThreads.id, id)).returning();
  if (!row) throw new Error(`support thread ${id} not found`);
  return row;
}

export async function threadsOf(db: DbOrTx, owner: ThreadOwner): Promise<SupportThreadRow[]> {
  return db.select().from(supportThreads).where(ownerIs(owner)).orderBy(asc(supportThreads.id));
}

export type NewMessage = typeof supportMessages.$inferInsert;

/**
 * Stores a message; with a client id already used by this sender in this thread, nothing is written and the
 * first message is answered (`created` false).
 */
export async function insertMessage(
  tx: DbOrTx,
  row: NewMessage,
): Promise<{ message: SupportMessageRow; created: boolean }> {
  const [inserted] = await tx.insert(supportMessages).values(row).onConflictDoNothing().returning();
  if (inserted) return { message: inserted, created: true };
  if (!row.clientId) throw new Error('support message not inserted');
  const [first] = await tx
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.threadId, row.threadId),
        eq(supportMessages.sender, row.sender),
        eq(supportMessages.clientId, row.clientId),
      ),
    )
    .limit(1);
  if (!first) throw new Error('support message neither inserted nor found');
  return { message: first, created: false };
}

/**
 * A page of a thread, oldest first: the newest `limit` (no cursor), older than `beforeId`, or newer than
 * `afterId`. One more row is read to tell whether more remain.
 */
export async function messagePage(
  db: DbOrTx,
  threadId: number,
  q: { beforeId?: number | undefined; afterId?: number | undefined; limit: number },
): Promise<{ rows: SupportMessageRow[]; hasMore: boolean }> {
  const forward = q.afterId !== undefined;
  const where = and(
    eq(supportMessages.threadId, threadId),
    q.beforeId !== undefined ? lt(supportMessages.id, q.beforeId) : undefined,
    q.afterId !== undefined ? gt(supportMessages.id, q.afterId) : undefined,
  );
  const rows = await db
    .select()
    .from(supportMessages)
    .where(where)
    .orderBy(forward ? asc(supportMessages.id) : desc(supportMessages.id))
    .limit(q.limit + 1);
  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  return { rows: forward ? page : page.reverse(), hasMore };
}

/**
 * Marks `side`'s messages of a thread up to `upTo` read (and delivered, if they were not yet), or delivered
 * only. Returns the highest id changed, undefined when nothing changed.
 */
export async function markMessages(
  tx: DbOrTx,
  threadId: number,
  side: Side,
  upTo: number,
  what: 'read' | 'delivered',
  now: Date,
): Promise<number | undefined> {
  const pending = what === 'read' ? isNull(supportMessages.readAt) : isNull(supportMessages.deliveredAt);
  const set =
    what === 'read'
      ? {
          readAt: now,
          deliveredAt: sql`coalesce(${supportMessages.deliveredAt}, ${now.toISOString()}::timestamptz)`,
        }
      : { deliveredAt: now };
  const rows = await tx
    .update(supportMessages)
    .set(set)
    .where(
      and(
        eq(supportMessages.threadId, threadId),
        eq(supportMessages.side, side),
        lte(supportMessages.id, upTo),
        pending,
      ),
    )
    .returning({ id: supportMessages.id });
  return rows.length === 0 ? undefined : Math.max(...rows.map((r) => r.id));
}

/** Per thread: `side`'s messages not yet read. */
export async function unreadCounts(
  db: DbOrTx,
  threadIds: number[],
  side: Side,
): Promise<Map<number, number>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .select({ threadId: supportMessages.threadId, n: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(
      and(
        inArray(supportMessages.threadId, threadIds),
        eq(supportMessages.side, side),
        isNull(supportMessages.readAt),
      ),
    )
    .groupBy(supportMessages.threadId);
  return new Map(rows.map((r) => [r.threadId, r.n]));
}

/** Per thread: its newest message. */
export async function lastMessages(db: DbOrTx, threadIds: number[]): Promise<Map<number, SupportMessageRow>> {
  if (threadIds.length === 0) return new Map();
  const latest = db
    .select({ id: max(supportMessages.id).as('id') })
    .from(supportMessages)
    .where(inArray(supportMessages.threadId, threadIds))
    .groupBy(supportMessages.threadId)
    .as('latest');
  const rows = await db
    .select()
    .from(supportMessages)
    .where(inArray(supportMessages.id, db.select({ id: latest.id }).from(latest)));
  return new Map(rows.map((r) => [r.threadId, r]));
}

/** The newest unread operator message of a thread (for the reply notification's preview). */
export async function newestUnreadReply(
  db: DbOrTx,
  threadId: number,
): Promise<SupportMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.threadId, threadId),
        eq(supportMessages.sender, 'operator'),
        isNull(supportMessages.readAt),
      ),
    )
    .orderBy(desc(supportMessages.id))
    .limit(1);
  return row;
}

/**
 * Moves every message of thread `from` into `to` (ids, and so their order, are kept). A client id the target
 * already has for the same sender is dropped from the moved message (only a resend could still need it).
 */
export async function moveMessages(tx: Tx, from: number, to: number): Promise<number> {
  await tx.execute(sql`
    UPDATE support_messages m SET client_id = NULL
     WHERE m.thread_id = ${from} AND m.client_id IS NOT NULL AND EXISTS (
       SELECT 1 FROM support_messages o
        WHERE o.thread_id = ${to} AND o.sender = m.sender AND o.client_id = m.client_id)`);
  const moved = await tx
    .update(supportMessages)
    .set({ threadId: to })
    .where(eq(supportMessages.threadId, from))
    .returning({ id: supportMessages.id });
  return moved.length;
}

export async function deleteThread(tx: Tx, id: number): Promise<void> {
  await tx.delete(supportThreads).where(eq(supportThreads.id, id));
}

/** A visitor's thread handed to the account that claimed it (it had no general thread yet). */
export async function adoptThread(tx: Tx, id: number, userId: number): Promise<SupportThreadRow> {
  const [row] = await tx
    .update(supportThreads)
    .set({ userId, visitorId: null })
    .where(eq(supportThreads.id, id))
    .returning();
  if (!row) throw new Error(`support thread ${id} not found`);
  return row;
}

export async function countMessages(db: DbOrTx, threadId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(eq(supportMessages.threadId, threadId));
  return row?.n ?? 0;
}
