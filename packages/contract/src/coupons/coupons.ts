import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { limitSchema, pageSchema, paginatedSchema } from '../pagination';
import { wireId } from '../wire';
import { COUPON_PRODUCTS, COUPON_STATUSES } from './coupon-rules';

/**
 * Experience coupons (setting/coupon): my coupons by state, and the ones a ticket may use.
 * A coupon pays part of a futures margin (`lever/submit` `coupon_id`, market orders) or an options stake
 * (`microtrade/submit` `coupon_id`); its value returns to the house when the position closes (coupon-rules.ts).
 * Money is decimal strings (USDT), times ISO 8601.
 */

const both = ['GET', 'POST'] as const;

export const couponProduct = z.enum(COUPON_PRODUCTS, { message: 'coupon_product_invalid' });
export const couponStatus = z.enum(COUPON_STATUSES, { message: 'parameter_error' });

export const coupon = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  product: couponProduct,
  value: z.string(),
  currency_id: z.number().int(),
  /** The currency's symbol ('USDT'). */
  currency: z.string(),
  status: couponStatus,
  granted_at: z.string(),
  expires_at: z.string(),
  /** Seconds until expires_at (0 once passed or when not unused). */
  seconds_left: z.number().int(),
  used_at: z.string().nullable(),
  /** What it paid: the futures position id or the option order id (null while unused or expired). */
  ref: z.number().int().nullable(),
  /** What went back to the house at close (null until used). */
  returned: z.string().nullable(),
  /** The position's result at close, payout − margin (null until used). */
  result: z.string().nullable(),
});
export type Coupon = z.infer<typeof coupon>;

/** The app's coupon lists: unused (usable, incl. in use), used, expired. */
export const COUPON_LIST_TABS = ['unused', 'used', 'expired'] as const;
export const couponListRequest = z.object({
  /** unused lists unused and in-use coupons (in use first); used and expired their own. */
  status: z.enum(COUPON_LIST_TABS, { message: 'parameter_error' }).default('unused'),
  page: pageSchema,
  limit: limitSchema(10, 50),
});
export type CouponListRequest = z.infer<typeof couponListRequest>;

export const couponUsableRequest = z.object({
  product: couponProduct,
  currency_id: wireId().optional(),
});
export type CouponUsableRequest = z.infer<typeof couponUsableRequest>;

export const couponsApi = {
  list: defineEndpoint({
    method: both,
    path: '/coupon/list',
    auth: 'required',
    request: couponListRequest,
    response: paginatedSchema(coupon),
    summary: 'My coupons by tab (unused incl. in use, used, expired), soonest expiry first for unused.',
  }),
  usable: defineEndpoint({
    method: both,
    path: '/coupon/usable',
    auth: 'required',
    request: couponUsableRequest,
    response: z.array(coupon),
    summary: 'My unused, unexpired coupons for a product (a ticket’s picker), soonest expiry first.',
  }),
} as const satisfies EndpointGroup;
