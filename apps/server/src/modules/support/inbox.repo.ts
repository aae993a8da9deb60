import type { SupportInboxFilter, SupportThreadStatus } from '@meridian/contract/support';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import {
  supportCanned,
  supportThreads,
  type SupportCannedRow,
  type SupportThreadRow,
} from './support.schema';

/** The console inbox's queries: threads per tab with counts, and canned replies. */

/** A thread shows in the inbox once it has a message (opening the chat alone writes no work for anyone). */
const hasMessages = sql`EXISTS (SELECT 1 FROM support_messages m WHERE m.thread_id = ${supportThreads.id})`;

function tabOf(filter: SupportInboxFilter, operatorId: number): SQL {
  switch (filter) {
    case 'unassigned':
      return sql`${supportThreads.assigneeId} IS NULL`;
    case 'mine':
      return sql`${supportThreads.assigneeId} = ${operatorId}`;
    case 'all':
      return sql`TRUE`;
  }
}

/** Threads of a tab and status, most recent activity first. */
export async function inboxPage(
  db: DbOrTx,
  q: {
    filter: SupportInboxFilter;
    status: SupportThreadStatus;
    operatorId: number;
    limit: number;
    offset: number;
  },
): Promise<{ rows: SupportThreadRow[]; total: number }> {
  const where = sql`${supportThreads.status} = ${q.status} AND ${tabOf(q.filter, q.operatorId)} AND ${hasMessages}`;
  const rows = await db
    .select()
    .from(supportThreads)
    .where(where)
    .orderBy(sql`${supportThreads.updatedAt} DESC`, sql`${supportThreads.id} DESC`)
    .limit(q.limit)
    .offset(q.offset);
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportThreads)
    .where(where);
  return { rows, total: c?.n ?? 0 };
}

export interface TabCount {
  threads: number;
  unread_threads: number;
}

/** Per tab: open threads, and how many of them have a user message no operator has read. */
export async function inboxCounts(
  db: DbOrTx,
  operatorId: number,
): Promise<{ unassigned: TabCount; mine: TabCount; all: TabCount }> {
  const r = await db.execute<Record<string, number>>(sql`
    SELECT count(*) FILTER (WHERE t.assignee_id IS NULL)::int AS unassigned,
           count(*) FILTER (WHERE t.assignee_id IS NULL AND u.unread)::int AS unassigned_unread,
           count(*) FILTER (WHERE t.assignee_id = ${operatorId})::int AS mine,
           count(*) FILTER (WHERE t.assignee_id = ${operatorId} AND u.unread)::int AS mine_unread,
           count(*)::int AS all_threads,
           count(*) FILTER (WHERE u.unread)::int AS all_unread
      FROM support_threads t
      CROSS JOIN LATERAL (
        SELECT EXISTS (SELECT 1 FROM support_messages m
                        WHERE m.thread_id = t.id AND m.side = 'user' AND m.read_at IS NULL) AS unread) u
     WHERE t.status = 'open'
       AND EXISTS (SELECT 1 FROM support_messages m WHERE m.thread_id = t.id)`);
  const row = r.rows[0] ?? {};
  const n = (k: string) => Number(row[k] ?? 0);
  return {
    unassigned: { threads: n('unassigned'), unread_threads: n('unassigned_unread') },
    mine: { threads: n('mine'), unread_threads: n('mine_unread') },
    all: { threads: n('all_threads'), unread_threads: n('all_unread') },
  };
}

export async function cannedList(db: DbOrTx): Promise<SupportCannedRow[]> {
  return db.select().from(supportCanned).orderBy(asc(supportCanned.title), asc(supportCanned.id));
}

export async function lockCanned(db: DbOrTx, id: number): Promise<SupportCannedRow | undefined> {
  const [row] = await db.select().from(supportCanned).where(eq(supportCanned.id, id)).for('update').limit(1);
  return row;
}

export async function insertCanned(
  db: DbOrTx,
  row: { title: string; text: string; isDemo?: boolean },
): Promise<SupportCannedRow> {
  const [inserted] = await db.insert(supportCanned).values(row).returning();
  if (!inserted) throw new Error('canned reply not inserted');
  return inserted;
}

export async function updateCanned(
  db: DbOrTx,
  id: number,
  set: { title: string; text: string; updatedAt: Date },
): Promise<SupportCannedRow> {
  const [row] = await db.update(supportCanned).set(set).where(eq(supportCanned.id, id)).returning();
  if (!row) throw new Error(`canned reply ${id} not found`);
  return row;
}

export async function deleteCanned(db: DbOrTx, id: number): Promise<void> {
  await db.delete(supportCanned).where(eq(supportCanned.id, id));
}

export async function demoCannedCount(db: DbOrTx): Promise<number> {
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportCanned)
    .where(eq(supportCanned.isDemo, true));
  return c?.n ?? 0;
}
