import { Decimal } from '../decimal';

type DecimalValue = Decimal | string | number;

/**
 * Experience coupons (setting/coupon), one copy each, used by the server and previewed by the
 * web. A coupon of value V pays V of a futures position's margin or of an options stake from the house
 * `promotions` account (ledger `coupon_use`), so the user pays margin − V (+ the fee) of their own. When the
 * position closes (or the option settles) and its payout P has been credited, the coupon's value goes back to the
 * house out of P (ledger `coupon_return`): returned = min(V, max(0, P − own)) with own = margin − V. Losses come
 * out of the coupon first; the user keeps their own part and the profit. The coupon is then `used`.
 */

export const COUPON_PRODUCTS = ['futures', 'options'] as const;
export type CouponProduct = (typeof COUPON_PRODUCTS)[number];

/** How a campaign's coupons are granted: by an operator, to every new user, to the inviter of a new user. */
export const COUPON_TRIGGERS = ['manual', 'registration', 'invitation'] as const;
export type CouponTrigger = (typeof COUPON_TRIGGERS)[number];

/**
 * unused (granted, usable until expires_at) → in_use (paying an open position or option) → used (closed: the
 * value returned to the house); unused → expired (the `coupons.expire` cron after expires_at). A coupon in use
 * stays in use until its position closes, whatever its expiry.
 */
export const COUPON_STATUSES = ['unused', 'in_use', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/**
 * The currency coupons are in: USDT (id 3), the currency futures margins (FUTURES_LEGAL_ID) and options stakes
 * (OPTIONS_CURRENCY_ID) are paid in.
 */
export const COUPON_CURRENCY_ID = 3;
/** Validity in days after the grant. */
export const COUPON_VALIDITY_DAYS = { min: 1, max: 365 } as const;
/** A campaign's quantity cap (coupons it may grant in all). */
export const COUPON_QUANTITY_MAX = 1_000_000;
/** A coupon's value: more than 0, at most this many USDT, at most COUPON_VALUE_DECIMALS decimals. */
export const COUPON_VALUE_MAX = '100000';
export const COUPON_VALUE_DECIMALS = 2;
/** One manual grant names at most this many users. */
export const COUPON_GRANT_MAX_USERS = 100;
/** Invitation coupons an inviter may receive per UTC day (the rest of that day's referrals grant nothing). */
export const COUPON_INVITES_PER_DAY = 10;
/** Campaign names. */
export const COUPON_NAME_MAX = 60;

/** The idempotency key of a grant: one coupon per campaign, user and source. */
export const couponSourceRef = {
  registration: () => 'registration',
  invitation: (refereeId: number) => `invite:${refereeId}`,
  manual: (grantId: string) => `manual:${grantId}`,
} as const;

/** When a coupon granted at `grantedAt` with `days` of validity expires (exactly `days` × 24 h later). */
export function couponExpiresAt(grantedAt: Date, days: number): Date {
  return new Date(grantedAt.getTime() + days * 86_400_000);
}

/** Whole seconds until `expiresAt` (0 once passed). */
export function couponSecondsLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/** Whether a coupon of `value` may pay a margin or stake of `amount`: the amount must be at least the value. */
export function couponCovers(value: DecimalValue, amount: DecimalValue): boolean {
  return new Decimal(amount).gte(value);
}

export interface CouponReturn {
  /** The user's own part of the margin (stake): margin − V. */
  own: Decimal;
  /** What goes back to `promotions` out of the payout: min(V, max(0, P − own)). */
  returned: Decimal;
  /** What the user keeps of the payout: P − returned. */
  kept: Decimal;
  /** The position's result: P − margin. */
  result: Decimal;
}

/**
 * The coupon's return at close. Margin 100 all coupon (V 100): +30 → P 130: returned 100, kept 30; −30 → P 70:
 * returned 70, kept 0; liquidated → P 0: returned 0. Margin 150, V 100 (own 50): −30 → P 120: returned 70,
 * kept 50; +30 → P 180: returned 100, kept 80.
 */
export function couponReturn(margin: DecimalValue, value: DecimalValue, payout: DecimalValue): CouponReturn {
  const v = new Decimal(value);
  const p = new Decimal(payout);
  const own = new Decimal(margin).minus(v);
  const over = p.minus(own);
  const returned = Decimal.min(v, Decimal.max(0, over));
  return { own, returned, kept: p.minus(returned), result: p.minus(margin) };
}

/** What a campaign has cost the house so far: Σ value of coupons used or in use − Σ returned. */
export function couponCampaignCost(spent: DecimalValue, returned: DecimalValue): Decimal {
  return new Decimal(spent).minus(returned);
}
