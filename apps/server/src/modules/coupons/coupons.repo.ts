import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CouponProduct, CouponStatus, CouponTrigger } from '@meridian/contract/coupons';
import type { DbOrTx } from '../../platform/db';
import { couponCampaigns, coupons, type CouponCampaignRow, type CouponRow } from './coupons.schema';

/** Queries of the coupons module; every function takes the caller's transaction (or the pool for reads). */

export async function insertCampaign(
  db: DbOrTx,
  c: typeof couponCampaigns.$inferInsert,
): Promise<CouponCampaignRow> {
  const [row] = await db.insert(couponCampaigns).values(c).returning();
  return row!;
}

export async function updateCampaign(
  db: DbOrTx,
  id: number,
  set: Partial<typeof couponCampaigns.$inferInsert>,
): Promise<CouponCampaignRow> {
  const [row] = await db
    .update(couponCampaigns)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(couponCampaigns.id, id))
    .returning();
  return row!;
}

export async function lockCampaign(db: DbOrTx, id: number): Promise<CouponCampaignRow | undefined> {
  const [row] = await db.select().from(couponCampaigns).where(eq(couponCampaigns.id, id)).for('update');
  return row;
}

export async function getCampaign(db: DbOrTx, id: number): Promise<CouponCampaignRow | undefined> {
  const [row] = await db.select().from(couponCampaigns).where(eq(couponCampaigns.id, id));
  return row;
}

export function listCampaigns(db: DbOrTx): Promise<CouponCampaignRow[]> {
  return db.select().from(couponCampaigns).orderBy(desc(couponCampaigns.id));
}

/** The active campaigns of an automatic trigger (registration, invitation), oldest first. */
export function activeCampaignsOf(db: DbOrTx, trigger: CouponTrigger): Promise<CouponCampaignRow[]> {
  return db
    .select()
    .from(couponCampaigns)
    .where(and(eq(couponCampaigns.trigger, trigger), eq(couponCampaigns.active, true)))
    .orderBy(asc(couponCampaigns.id));
}

export interface CampaignStats {
  granted: number;
  inUse: number;
  used: number;
  expired: number;
  /** Σ value of coupons used or in use, and Σ returned. */
  spent: string;
  returned: string;
}

export async function campaignStats(db: DbOrTx, ids: readonly number[]): Promise<Map<number, CampaignStats>> {
  const out = new Map<number, CampaignStats>();
  if (ids.length === 0) return out;
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT campaign_id, count(*)::int AS granted,
      count(*) FILTER (WHERE status = 'in_use')::int AS in_use,
      count(*) FILTER (WHERE status = 'used')::int AS used,
      count(*) FILTER (WHERE status = 'expired')::int AS expired,
      coalesce(sum(value) FILTER (WHERE status IN ('in_use', 'used')), 0)::text AS spent,
      coalesce(sum(returned), 0)::text AS returned
    FROM coupons WHERE campaign_id = ANY(${sql.param(ids)}::bigint[]) GROUP BY campaign_id`);
  for (const row of r.rows)
    out.set(Number(row.campaign_id), {
      granted: Number(row.granted),
      inUse: Number(row.in_use),
      used: Number(row.used),
      expired: Number(row.expired),
      spent: String(row.spent),
      returned: String(row.returned),
    });
  return out;
}

/** Inserts a grant; undefined when the campaign, user and source already have one (idempotent). */
export async function insertCoupon(
  db: DbOrTx,
  c: typeof coupons.$inferInsert,
): Promise<CouponRow | undefined> {
  const [row] = await db.insert(coupons).values(c).onConflictDoNothing().returning();
  return row;
}

export async function findGrant(
  db: DbOrTx,
  campaignId: number,
  userId: number,
  sourceRef: string,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(eq(coupons.campaignId, campaignId), eq(coupons.userId, userId), eq(coupons.sourceRef, sourceRef)),
    );
  return row;
}

/** Invitation coupons the inviter received since `from` (the UTC day's cap). */
export async function invitesSince(db: DbOrTx, userId: number, from: Date): Promise<number> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT count(*)::int AS n FROM coupons
    WHERE user_id = ${userId} AND source_ref LIKE 'invite:%' AND granted_at >= ${from.toISOString()}::timestamptz`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function getCoupon(db: DbOrTx, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

export async function lockCoupon(db: DbOrTx, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** Coupons locked in id order (a settlement batch's). */
export function lockCoupons(db: DbOrTx, ids: readonly number[]): Promise<CouponRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(coupons)
    .where(inArray(coupons.id, [...ids]))
    .orderBy(asc(coupons.id))
    .for('update');
}

export async function updateCoupon(
  db: DbOrTx,
  id: number,
  set: Partial<typeof coupons.$inferInsert>,
): Promise<CouponRow> {
  const [row] = await db.update(coupons).set(set).where(eq(coupons.id, id)).returning();
  return row!;
}

/** Closes a batch's coupons: used, with what each returned and its position's result. */
export async function markUsed(
  db: DbOrTx,
  items: readonly { id: number; returned: string; result: string }[],
  at: Date,
): Promise<void> {
  if (items.length === 0) return;
  const col = <T>(f: (o: (typeof items)[number]) => T) => sql.param(items.map(f));
  await db.execute(sql`
    UPDATE coupons c SET status = 'used', returned = v.returned, result = v.result,
      closed_at = ${at.toISOString()}::timestamptz
    FROM unnest(${col((o) => o.id)}::bigint[], ${col((o) => o.returned)}::numeric[],
      ${col((o) => o.result)}::numeric[]) AS v(id, returned, result)
    WHERE c.id = v.id AND c.status = 'in_use'`);
}

/** Unused coupons past their expiry become expired; returns how many. */
export async function expireDue(db: DbOrTx, now: Date, limit: number): Promise<number> {
  const r = await db.execute(sql`
    UPDATE coupons SET status = 'expired'
    WHERE id IN (SELECT id FROM coupons WHERE status = 'unused' AND expires_at <= ${now.toISOString()}::timestamptz
      ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)`);
  return r.rowCount ?? 0;
}

export interface CouponFilter {
  userId?: number | undefined;
  campaignId?: number | undefined;
  statuses?: readonly CouponStatus[] | undefined;
  product?: CouponProduct | undefined;
  currencyId?: number | undefined;
  /** Unexpired at this time. */
  liveAt?: Date | undefined;
}

function where(f: CouponFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.userId !== undefined) parts.push(eq(coupons.userId, f.userId));
  if (f.campaignId !== undefined) parts.push(eq(coupons.campaignId, f.campaignId));
  if (f.statuses) parts.push(inArray(coupons.status, [...f.statuses]));
  if (f.product) parts.push(eq(coupons.product, f.product));
  if (f.currencyId !== undefined) parts.push(eq(coupons.currencyId, f.currencyId));
  if (f.liveAt) parts.push(sql`${coupons.expiresAt} > ${f.liveAt.toISOString()}::timestamptz`);
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function listCoupons(
  db: DbOrTx,
  f: CouponFilter,
  order: 'expiry' | 'newest',
  limit: number,
  offset: number,
): Promise<{ rows: CouponRow[]; total: number }> {
  const w = where(f);
  const orderBy =
    order === 'expiry'
      ? [desc(sql`${coupons.status} = 'in_use'`), asc(coupons.expiresAt), asc(coupons.id)]
      : [desc(coupons.id)];
  const rows = await db
    .select()
    .from(coupons)
    .where(w)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(w);
  return { rows, total: Number(c?.n ?? 0) };
}
