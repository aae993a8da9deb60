import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LockCategory, LockTexts } from '@meridian/contract/earn';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';
import { assets } from '../market/market.schema';

/**
 * Lock-mining tables (contract `lockming/lockming.ts`). A product locks a currency for whole days;
 * each UTC day has one published rate per product (the range's minimum unless an operator set another before
 * the day started, audited). The principal is a ledger hold on the spot account for the term; a dividend is
 * paid once per order and day (primary key order + day, the job's idempotency key).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const lockProducts = pgTable(
  'lock_products',
  {
    id: serial('id').primaryKey(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => assets.id),
    /** Minimum single amount, lock days, daily rate range and penalty rate (percent a day). */
    saveMin: money('save_min').notNull(),
    days: integer('days').notNull(),
    rateMin: money('rate_min').notNull(),
    rateMax: money('rate_max').notNull(),
    cancelRate: money('cancel_rate').notNull(),
    /** Title and intro per language (en required). */
    texts: jsonb('texts').$type<LockTexts>().notNull(),
    /** on | paused (new locks only). */
    status: text('status').notNull().default('on'),
    /** Standard | defi | cloud (DeFi mining and cloud mining list their own). */
    category: text('category').$type<LockCategory>().notNull().default('standard'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('lock_products_status', sql`${t.status} IN ('on', 'paused')`),
    check('lock_products_category', sql`${t.category} IN ('standard', 'defi', 'cloud')`),
    check(
      'lock_products_terms',
      sql`${t.saveMin} > 0 AND ${t.days} > 0 AND ${t.rateMin} > 0 AND ${t.rateMin} <= ${t.rateMax} AND ${t.cancelRate} >= 0`,
    ),
  ],
);

/** The published rate of a product for one UTC day: set before the day starts, the same for every holder. */
export const lockDayRates = pgTable(
  'lock_day_rates',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => lockProducts.id),
    day: date('day', { mode: 'string' }).notNull(),
    rate: money('rate').notNull(),
    /** default (the range's minimum, published by the job) | operator */
    source: text('source').notNull(),
    setBy: bigint('set_by', { mode: 'number' }),
    publishedAt: ts('published_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    check('lock_day_rates_source', sql`${t.source} IN ('default', 'operator')`),
    check('lock_day_rates_rate', sql`${t.rate} > 0`),
  ],
);

export const lockOrders = pgTable(
  'lock_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => lockProducts.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id').notNull(),
    /** The principal, held on the spot account by `holdId` for the term. */
    amount: money('amount').notNull(),
    holdId: bigint('hold_id', { mode: 'number' }).notNull(),
    /** Terms as at purchase. */
    days: integer('days').notNull(),
    rateMin: money('rate_min').notNull(),
    rateMax: money('rate_max').notNull(),
    cancelRate: money('cancel_rate').notNull(),
    /** Dividend days are [start_at, end_at): from the next midnight UTC, `days` whole days. */
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /** running | redeemed | matured */
    status: text('status').notNull().default('running'),
    /** Σ dividends, days paid, and the last day paid (null before the first). */
    totalInterest: money('total_interest').notNull().default('0'),
    daysPaid: integer('days_paid').notNull().default(0),
    paidThrough: date('paid_through', { mode: 'string' }),
    /** Early redemption: the penalty kept and the principal returned; at maturity `returned` = amount. */
    cancelFee: money('cancel_fee').notNull().default('0'),
    returned: money('returned').notNull().default('0'),
    createdAt: ts('created_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    index('lock_orders_user_idx').on(t.userId, t.id),
    index('lock_orders_running_idx').on(t.status, t.paidThrough, t.id),
    index('lock_orders_maturity_idx').on(t.status, t.endAt),
    index('lock_orders_product_idx').on(t.productId, t.status),
    check('lock_orders_status', sql`${t.status} IN ('running', 'redeemed', 'matured')`),
    check(
      'lock_orders_amounts',
      sql`${t.amount} > 0 AND ${t.cancelFee} >= 0 AND ${t.cancelFee} + ${t.returned} <= ${t.amount}`,
    ),
  ],
);

/** One dividend: order and day are its key, so a day is never paid twice (even across a crash or a retry). */
export const lockDividends = pgTable(
  'lock_dividends',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => lockOrders.id),
    day: date('day', { mode: 'string' }).notNull(),
    rate: money('rate').notNull(),
    amount: money('amount').notNull(),
    paidAt: ts('paid_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.day] }), check('lock_dividends_amount', sql`${t.amount} >= 0`)],
);
