import { and, asc, count, desc, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { priceAlerts, type PriceAlertRow } from './alerts.schema';

/** Price alerts' queries. Every write takes the next `price_alerts_seq` value (the trigger leader's sync reads it). */

export const REPO_PAGE = 1000;
const bump = { updatedSeq: sql`nextval('price_alerts_seq')`, updatedAt: sql`now()` };
const live = sql`${priceAlerts.active} AND NOT ${priceAlerts.deleted}`;

export type NewAlert = Pick<
  PriceAlertRow,
  'userId' | 'pairId' | 'kind' | 'price' | 'percent' | 'windowMinutes' | 'repeat'
>;
export type AlertChange = Partial<
  Pick<PriceAlertRow, 'price' | 'percent' | 'windowMinutes' | 'repeat' | 'active' | 'armed' | 'deleted'>
>;

export async function insert(db: DbOrTx, a: NewAlert): Promise<PriceAlertRow> {
  const [row] = await db.insert(priceAlerts).values(a).returning();
  return row!;
}

export async function listOf(db: DbOrTx, userId: number): Promise<PriceAlertRow[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.deleted, false)))
    .orderBy(desc(priceAlerts.id));
}

export async function activeCount(db: DbOrTx, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), live));
  return r?.n ?? 0;
}

/** One of the user's alerts (not deleted), locked for the caller's change. */
export async function lockOwn(db: DbOrTx, userId: number, id: number): Promise<PriceAlertRow | undefined> {
  const [row] = await db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId), eq(priceAlerts.deleted, false)))
    .for('update');
  return row;
}

export async function update(db: DbOrTx, id: number, change: AlertChange): Promise<PriceAlertRow> {
  const [row] = await db
    .update(priceAlerts)
    .set({ ...change, ...bump })
    .where(eq(priceAlerts.id, id))
    .returning();
  return row!;
}

export async function get(db: DbOrTx, id: number): Promise<PriceAlertRow | undefined> {
  const [row] = await db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
  return row;
}

/** Live alerts after `afterId` in id order (the index's rebuild). */
export async function livePage(db: DbOrTx, afterId: number, limit: number): Promise<PriceAlertRow[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(and(gt(priceAlerts.id, afterId), live))
    .orderBy(asc(priceAlerts.id))
    .limit(limit);
}

/** Alerts changed since `seq` or at/after `since`, in seq order (the leader's sync of other nodes' changes). */
export async function changedSince(
  db: DbOrTx,
  seq: number,
  since: Date,
  limit: number,
): Promise<PriceAlertRow[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(or(gt(priceAlerts.updatedSeq, seq), gte(priceAlerts.updatedAt, since)))
    .orderBy(asc(priceAlerts.updatedSeq))
    .limit(limit);
}

export async function currentSeq(db: DbOrTx): Promise<number> {
  const r = await db.execute<{ v: string } & Record<string, unknown>>(
    sql`SELECT coalesce(max(updated_seq), 0)::text AS v FROM price_alerts`,
  );
  return Number(r.rows[0]?.v ?? 0);
}

/**
 * Fires an alert if it is still live, armed and on the target it was evaluated against: one conditional update
 * (the row lock serialises racing firers; the loser's condition no longer holds). A one-shot alert turns off, a
 * repeating one waits to re-arm. Undefined when it did not fire.
 */
export async function fire(
  db: DbOrTx,
  a: { id: number; price: string | null; percent: string | null; windowMinutes: number | null },
  at: { price: string; time: Date },
): Promise<PriceAlertRow | undefined> {
  const [row] = await db
    .update(priceAlerts)
    .set({
      armed: false,
      active: sql`${priceAlerts.repeat}`,
      firedCount: sql`${priceAlerts.firedCount} + 1`,
      lastFiredAt: at.time,
      lastFiredPrice: at.price,
      ...bump,
    })
    .where(
      and(
        eq(priceAlerts.id, a.id),
        live,
        eq(priceAlerts.armed, true),
        sql`${priceAlerts.price} IS NOT DISTINCT FROM ${a.price}::numeric`,
        sql`${priceAlerts.percent} IS NOT DISTINCT FROM ${a.percent}::numeric`,
        sql`${priceAlerts.windowMinutes} IS NOT DISTINCT FROM ${a.windowMinutes}::int`,
      ),
    )
    .returning();
  return row;
}

/** A fired repeating alert is armed again (the price crossed back); undefined when it was not waiting. */
export async function rearm(db: DbOrTx, id: number): Promise<PriceAlertRow | undefined> {
  const [row] = await db
    .update(priceAlerts)
    .set({ armed: true, ...bump })
    .where(and(eq(priceAlerts.id, id), live, eq(priceAlerts.armed, false)))
    .returning();
  return row;
}
