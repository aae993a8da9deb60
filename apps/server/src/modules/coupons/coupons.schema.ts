import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CouponProduct, CouponStatus, CouponTrigger } from '@meridian/contract/coupons';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';
import { assets } from '../market/market.schema';

/**
 * Experience coupons (contract `coupons/coupons.ts`, `coupon-rules.ts`). A campaign grants coupons
 * (at most `quantity`, counted in `granted` under the campaign's row lock); a coupon is granted once per
 * campaign, user and source (`source_ref`: registration, invite:<referee>, manual:<grant id>). A coupon's
 * state changes only under its row lock: unused → in_use (with the position / option order it pays, `ref_id`)
 * → used (with what was returned to the house and the position's result); unused → expired.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const couponCampaigns = pgTable(
  'coupon_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    product: text('product').$type<CouponProduct>().notNull(),
    value: money('value').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => assets.id),
    validityDays: integer('validity_days').notNull(),
    quantity: integer('quantity').notNull(),
    /** Coupons granted so far (≤ quantity), counted under the row lock. */
    granted: integer('granted').notNull().default(0),
    trigger: text('trigger').$type<CouponTrigger>().notNull(),
    active: boolean('active').notNull().default(true),
    label: text('label').notNull().default(''),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('coupon_campaigns_trigger_idx').on(t.trigger, t.active, t.id.desc()),
    check('coupon_campaigns_product', sql`${t.product} IN ('futures', 'options')`),
    check('coupon_campaigns_trigger', sql`${t.trigger} IN ('manual', 'registration', 'invitation')`),
    check('coupon_campaigns_value', sql`${t.value} > 0`),
    check('coupon_campaigns_validity', sql`${t.validityDays} BETWEEN 1 AND 365`),
    check(
      'coupon_campaigns_quantity',
      sql`${t.quantity} > 0 AND ${t.granted} >= 0 AND ${t.granted} <= ${t.quantity}`,
    ),
  ],
);
export type CouponCampaignRow = typeof couponCampaigns.$inferSelect;

export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => couponCampaigns.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').$type<CouponProduct>().notNull(),
    value: money('value').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => assets.id),
    status: text('status').$type<CouponStatus>().notNull().default('unused'),
    /** The grant's idempotency key within the campaign and user. */
    sourceRef: text('source_ref').notNull(),
    grantedAt: ts('granted_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** The futures position or option order it paid. */
    refId: bigint('ref_id', { mode: 'number' }),
    /** Returned to `promotions` at close, and the position's result (payout − margin). */
    returned: money('returned'),
    result: money('result'),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('coupons_grant_uq').on(t.campaignId, t.userId, t.sourceRef),
    index('coupons_user_idx').on(t.userId, t.status, t.expiresAt),
    index('coupons_campaign_idx').on(t.campaignId, t.status),
    index('coupons_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'unused'`),
    uniqueIndex('coupons_ref_uq')
      .on(t.product, t.refId)
      .where(sql`${t.refId} IS NOT NULL`),
    check('coupons_status', sql`${t.status} IN ('unused', 'in_use', 'used', 'expired')`),
    check('coupons_product', sql`${t.product} IN ('futures', 'options')`),
    check('coupons_value', sql`${t.value} > 0`),
    check(
      'coupons_state',
      sql`(${t.status} IN ('unused', 'expired')) = (${t.refId} IS NULL) AND (${t.status} = 'used') = (${t.returned} IS NOT NULL) AND (${t.returned} IS NULL OR (${t.returned} >= 0 AND ${t.returned} <= ${t.value}))`,
    ),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;
