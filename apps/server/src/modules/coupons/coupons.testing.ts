import type { OpsCouponCampaign, OpsCouponCampaignSaveRequest } from '@meridian/contract/coupons';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';
import * as repo from './coupons.repo';
import type { CouponRow } from './coupons.schema';

/** Test helpers of the coupons integration tests: campaigns, grants, a coupon's row, promotions' balance. */

let refs = 0;

/** A campaign made through the console's service (futures, 100 USDT, 7 days, 1,000 coupons, manual). */
export function campaign(
  t: TestApp,
  over: Partial<OpsCouponCampaignSaveRequest> = {},
): Promise<OpsCouponCampaign> {
  return t.services.couponCampaigns.save({
    name: 'Test coupon',
    product: 'futures',
    value: '100',
    validity_days: 7,
    quantity: 1000,
    trigger: 'manual',
    active: true,
    ...over,
  });
}

/** Grants the campaign's coupon to the user (a fresh manual source each call); the coupon's id. */
export async function grant(t: TestApp, campaignId: number, userId: number): Promise<number> {
  refs++;
  const out = await t.database.db.transaction((tx) =>
    t.services.couponGrants.grant(tx, campaignId, userId, `manual:test-${refs}`),
  );
  if ('error' in out) throw new Error(out.error);
  return out.coupon.id;
}

export async function couponRow(t: TestApp, id: number): Promise<CouponRow> {
  const row = await repo.getCoupon(t.database.db, id);
  if (!row) throw new Error(`coupon ${id} not found`);
  return row;
}

/** Moves a coupon's expiry (a test of expiry without waiting days). */
export async function setExpiry(t: TestApp, id: number, at: Date): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE coupons SET expires_at = ${at.toISOString()}::timestamptz WHERE id = ${id}`,
  );
}
