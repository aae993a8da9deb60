import { Decimal } from '@meridian/contract';
import {
  couponCampaignCost,
  couponSecondsLeft,
  type Coupon,
  type OpsCouponCampaign,
} from '@meridian/contract/coupons';
import type { CampaignStats } from './coupons.repo';
import type { CouponCampaignRow, CouponRow } from './coupons.schema';

const dec = (v: string | null) => (v === null ? null : new Decimal(v).toFixed());

/** A coupon as the app shows it (`coupon/list`, `coupon/usable`). */
export function couponView(
  row: CouponRow,
  campaignName: string,
  symbolOf: (currencyId: number) => string,
  now: Date,
): Coupon {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    campaign_name: campaignName,
    product: row.product,
    value: new Decimal(row.value).toFixed(),
    currency_id: row.currencyId,
    currency: symbolOf(row.currencyId),
    status: row.status,
    granted_at: row.grantedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    seconds_left: row.status === 'unused' ? couponSecondsLeft(row.expiresAt, now) : 0,
    used_at: row.usedAt?.toISOString() ?? null,
    ref: row.refId,
    returned: dec(row.returned),
    result: dec(row.result),
  };
}

const NO_STATS: CampaignStats = { granted: 0, inUse: 0, used: 0, expired: 0, spent: '0', returned: '0' };

/** A campaign as the console shows it, with its counts and its cost so far. */
export function campaignView(row: CouponCampaignRow, stats: CampaignStats = NO_STATS): OpsCouponCampaign {
  return {
    id: row.id,
    name: row.name,
    product: row.product,
    value: new Decimal(row.value).toFixed(),
    currency_id: row.currencyId,
    validity_days: row.validityDays,
    quantity: row.quantity,
    trigger: row.trigger,
    active: row.active,
    label: row.label,
    granted: row.granted,
    in_use: stats.inUse,
    used: stats.used,
    expired: stats.expired,
    cost: couponCampaignCost(stats.spent, stats.returned).toFixed(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
