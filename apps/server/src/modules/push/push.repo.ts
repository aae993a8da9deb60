import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { pushDeliveries, pushMutes, pushSubscriptions, type PushSubscriptionRow } from './push.schema';

export interface NewSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
}

/** Stores the endpoint's subscription for `userId`: new keys and language, and the owner, if it existed. */
export async function upsert(db: DbOrTx, s: NewSubscription): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(s)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: s.userId, p256dh: s.p256dh, auth: s.auth, lang: s.lang, updatedAt: sql`now()` },
    });
}

/** Removes the user's subscription of `endpoint`; whether there was one. */
export async function removeOwn(db: DbOrTx, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Removes a subscription the push service says is gone (its deliveries go with it). */
export async function removeById(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionsOf(db: DbOrTx, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
}

export async function devicesOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export async function hasEndpoint(db: DbOrTx, userId: number, endpoint: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .limit(1);
  return row !== undefined;
}

/** Which of `userIds` have at least one subscribed device. */
export async function usersWithDevices(db: DbOrTx, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  return new Set(rows.map((r) => r.userId));
}

/** The muted categories of `userIds`, as `userId:category`. */
export async function mutesOf(db: DbOrTx, userIds: readonly number[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select()
    .from(pushMutes)
    .where(inArray(pushMutes.userId, [...userIds]));
  return new Set(rows.map((r) => `${r.userId}:${r.category}`));
}

export async function mutedCategories(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ category: pushMutes.category })
    .from(pushMutes)
    .where(eq(pushMutes.userId, userId));
  return rows.map((r) => r.category);
}

export async function setMuted(db: DbOrTx, userId: number, category: string, muted: boolean): Promise<void> {
  if (muted) await db.insert(pushMutes).values({ userId, category }).onConflictDoNothing();
  else await db.delete(pushMutes).where(and(eq(pushMutes.userId, userId), eq(pushMutes.category, category)));
}

/**
 * Claims the push of a notification to a subscription; false when it was pushed there already (a concurrent
 * claim waits for the other transaction to end).
 */
export async function claimDelivery(
  db: DbOrTx,
  notificationId: number,
  subscriptionId: number,
): Promise<boolean> {
  const rows = await db
    .insert(pushDeliveries)
    .values({ notificationId, subscriptionId })
    .onConflictDoNothing()
    .returning({ id: pushDeliveries.notificationId });
  return rows.length > 0;
}

/** Forgets deliveries sent before `before` (long past any retry of their job). */
export async function pruneDeliveries(db: DbOrTx, before: Date): Promise<number> {
  const r = await db.delete(pushDeliveries).where(lt(pushDeliveries.sentAt, before));
  return r.rowCount ?? 0;
}
