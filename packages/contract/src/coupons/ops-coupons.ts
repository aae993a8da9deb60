import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { limitSchema, pageSchema, paginatedSchema } from '../pagination';
import { wireBoolean, wireId, wireInt, wirePositiveDecimal, wireText } from '../wire';
import {
  COUPON_GRANT_MAX_USERS,
  COUPON_NAME_MAX,
  COUPON_QUANTITY_MAX,
  COUPON_TRIGGERS,
  COUPON_VALIDITY_DAYS,
} from './coupon-rules';
import { coupon, couponProduct, couponStatus } from './coupons';

/**
 * The console's coupon calls: campaigns (save, pause), manual grants, the issued coupons. Audited
 * (OPS_ACTIONS coupons.campaign_save, coupons.campaign_pause, coupons.grant). Registration and invitation grants
 * come from the active campaign of that trigger (one each is used: the newest active). Nothing here moves a
 * balance: a coupon's value leaves `promotions` only when the user opens a position with it.
 */

const read = ['GET', 'POST'] as const;
export const couponTrigger = z.enum(COUPON_TRIGGERS, { message: 'coupon_campaign_invalid' });

export const opsCouponCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  product: couponProduct,
  value: z.string(),
  currency_id: z.number().int(),
  validity_days: z.number().int(),
  /** Most coupons the campaign grants in all. */
  quantity: z.number().int(),
  trigger: couponTrigger,
  active: z.boolean(),
  /** Shown beside demo content ('demo' on a demo install; '' otherwise). */
  label: z.string(),
  granted: z.number().int(),
  in_use: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
  /** Cost so far: Σ value of coupons used or in use − Σ returned (USDT). */
  cost: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OpsCouponCampaign = z.infer<typeof opsCouponCampaign>;

export const opsCouponCampaignSaveRequest = z.object({
  /** Absent: a new campaign. */
  id: wireId('coupon_campaign_not_found').optional(),
  name: wireText({ max: COUPON_NAME_MAX, key: 'coupon_campaign_invalid' }).pipe(
    z.string().trim().min(1, { message: 'coupon_campaign_invalid' }),
  ),
  product: couponProduct,
  value: wirePositiveDecimal('coupon_campaign_invalid'),
  validity_days: wireInt({ ...COUPON_VALIDITY_DAYS, key: 'coupon_campaign_invalid' }),
  quantity: wireInt({ min: 1, max: COUPON_QUANTITY_MAX, key: 'coupon_campaign_invalid' }),
  trigger: couponTrigger,
  active: wireBoolean().default(true),
});
export type OpsCouponCampaignSaveRequest = z.infer<typeof opsCouponCampaignSaveRequest>;

export const opsCouponCampaignPauseRequest = z.object({
  id: wireId('coupon_campaign_not_found'),
  /** false pauses (no more grants), true resumes. */
  active: wireBoolean(),
});

export const opsCouponGrantRequest = z.object({
  campaign_id: wireId('coupon_campaign_not_found'),
  /** Users by id, account (email / phone) or email; 1 to 100. */
  users: z
    .array(wireText({ max: 120, key: 'coupon_user_not_found' }))
    .min(1, 'coupon_grant_users')
    .max(COUPON_GRANT_MAX_USERS, 'coupon_grant_users'),
});
export type OpsCouponGrantRequest = z.infer<typeof opsCouponGrantRequest>;

/** One line per user named: granted (with the coupon), or why not. */
export const opsCouponGrantResult = z.object({
  granted: z.number().int(),
  results: z.array(
    z.object({
      user: z.string(),
      user_id: z.number().int().nullable(),
      coupon_id: z.number().int().nullable(),
      /** '' when granted; else a message key (coupon_user_not_found, coupon_campaign_exhausted, …). */
      error: z.string(),
    }),
  ),
});
export type OpsCouponGrantResult = z.infer<typeof opsCouponGrantResult>;

export const opsCoupon = coupon.extend({
  user_id: z.number().int(),
  account: z.string(),
  source_ref: z.string(),
});
export type OpsCoupon = z.infer<typeof opsCoupon>;

export const opsCouponListRequest = z.object({
  page: pageSchema,
  limit: limitSchema(20, 100),
  campaign_id: wireId().optional(),
  status: couponStatus.optional(),
  user_id: wireId().optional(),
});
export type OpsCouponListRequest = z.infer<typeof opsCouponListRequest>;

export const opsCouponsApi = {
  campaigns: defineEndpoint({
    method: read,
    path: '/ops/coupons/campaigns',
    auth: 'operator',
    request: z.object({}),
    response: z.array(opsCouponCampaign),
    summary:
      'Every campaign, newest first, with granted / in use / used / expired counts and its cost so far.',
  }),
  campaignSave: defineEndpoint({
    method: 'POST',
    path: '/ops/coupons/campaign/save',
    auth: 'operator',
    request: opsCouponCampaignSaveRequest,
    response: opsCouponCampaign,
    summary: 'Creates or edits a campaign (coupons already granted keep their value and expiry; audited).',
  }),
  campaignPause: defineEndpoint({
    method: 'POST',
    path: '/ops/coupons/campaign/pause',
    auth: 'operator',
    request: opsCouponCampaignPauseRequest,
    response: opsCouponCampaign,
    summary: 'Pauses or resumes a campaign’s grants (audited).',
  }),
  grant: defineEndpoint({
    method: 'POST',
    path: '/ops/coupons/grant',
    auth: 'operator',
    request: opsCouponGrantRequest,
    response: opsCouponGrantResult,
    idempotent: true,
    summary: 'Grants a campaign’s coupon to up to 100 users by id, account or email (audited).',
  }),
  list: defineEndpoint({
    method: read,
    path: '/ops/coupons/list',
    auth: 'operator',
    request: opsCouponListRequest,
    response: paginatedSchema(opsCoupon),
    summary: 'Issued coupons, newest first; filter by campaign, status, user.',
  }),
} as const satisfies EndpointGroup;
