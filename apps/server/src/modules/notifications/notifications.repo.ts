import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db';
import { notifications, type NotificationRow } from './notifications.schema';

export type NewNotification = typeof notifications.$inferInsert;

/** Inserts one notification; undefined when its (user, key, ref) was already notified. */
export async function insert(tx: Tx, row: NewNotification): Promise<NotificationRow | undefined> {
  const [inserted] = await tx
    .insert(notifications)
    .values(row)
    .onConflictDoNothing({
      target: [notifications.userId, notifications.key, notifications.ref],
      where: sql`${notifications.ref} <> ''`,
    })
    .returning();
  return inserted;
}

/** `insert` for many rows in one statement (at most 1,000 per call); the rows written, in id order. */
export async function insertMany(tx: Tx, rows: readonly NewNotification[]): Promise<NotificationRow[]> {
  const written: NotificationRow[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await tx
      .insert(notifications)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing({
        target: [notifications.userId, notifications.key, notifications.ref],
        where: sql`${notifications.ref} <> ''`,
      })
      .returning();
    written.push(...inserted);
  }
  return written.sort((a, b) => a.id - b.id);
}

/** One user's notifications, newest first. */
export async function listOf(
  db: DbOrTx,
  userId: number,
  opts: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = eq(notifications.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Whether the user owns a notification with this id. */
export async function owns(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Marks one of the user's notifications read (if unread); returns how many changed (0 or 1). */
export async function markRead(db: DbOrTx, userId: number, id: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllRead(db: DbOrTx, userId: number): Promise<number> {
  const r = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return r.rowCount ?? 0;
}
