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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';
import { assets } from '../market/market.schema';

/**
 * Invest / dual-currency tables (contract `invest/invest.ts`). A product's deposit leaves the spot
 * account for the house pool at purchase; at 08:00 UTC on the maturity date one settlement per product stores
 * the mean of the feed's one-minute prices of the 30 minutes before and the samples, and every order is paid
 * from the pool formula, once (the order's state moves only forward, under its lock).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const investProducts = pgTable(
  'dual_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    section: text('section').notNull().default(''),
    /** call | put */
    type: text('type').notNull(),
    /** The coin, and the deposit currency (the coin for a call, USDT for a put). */
    currencyId: integer('currency_id')
      .notNull()
      .references(() => assets.id),
    payCurrencyId: integer('pay_currency_id')
      .notNull()
      .references(() => assets.id),
    perPrice: money('per_price').notNull(),
    /** APR in percent; linked (strike) price in USDT. */
    apr: money('apr').notNull(),
    linkedPrice: money('linked_price').notNull(),
    /** Maturity date and its settlement moment (08:00 UTC that day). */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    settleAt: ts('settle_at').notNull(),
    totalNumber: integer('total_number').notNull(),
    remainingNumber: integer('remaining_number').notNull(),
    purchasedNumber: integer('purchased_number').notNull().default(0),
    userLimit: integer('user_limit').notNull(),
    /** on | paused (purchases only). */
    status: text('status').notNull().default('on'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('dual_products_list_idx').on(t.currencyId, t.type, t.settleAt),
    check('dual_products_type', sql`${t.type} IN ('call', 'put')`),
    check('dual_products_status', sql`${t.status} IN ('on', 'paused')`),
    check(
      'dual_products_shares',
      sql`${t.remainingNumber} >= 0 AND ${t.purchasedNumber} >= 0 AND ${t.remainingNumber} + ${t.purchasedNumber} = ${t.totalNumber} AND ${t.userLimit} > 0`,
    ),
    check('dual_products_terms', sql`${t.perPrice} > 0 AND ${t.apr} > 0 AND ${t.linkedPrice} > 0`),
  ],
);

/** The settlement of a product: the price, the samples it is the mean of, or failed (too few samples). */
export const investSettlements = pgTable(
  'dual_settlements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => investProducts.id),
    pairId: integer('pair_id').notNull(),
    settleAt: ts('settle_at').notNull(),
    /** settled | failed */
    status: text('status').notNull(),
    price: money('price'),
    /** [{t: minute start (epoch s), price: that minute's close}], in time order. */
    samples: jsonb('samples').$type<{ t: number; price: string }[]>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dual_settlements_product_uq').on(t.productId),
    check('dual_settlements_status', sql`${t.status} IN ('settled', 'failed')`),
    check('dual_settlements_price', sql`${t.status} = 'failed' OR ${t.price} > 0`),
  ],
);

export const investOrders = pgTable(
  'dual_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => investProducts.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    currencyId: integer('currency_id').notNull(),
    payCurrencyId: integer('pay_currency_id').notNull(),
    /** Shares and the deposit (num × per price). */
    num: integer('num').notNull(),
    amount: money('amount').notNull(),
    /** Terms locked at purchase. */
    apr: money('apr').notNull(),
    days: integer('days').notNull(),
    linkedPrice: money('linked_price').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    settleAt: ts('settle_at').notNull(),
    /** Both outcomes at purchase (currency id and amount), shown on the order. */
    belowCurrencyId: integer('below_currency_id').notNull(),
    belowAmount: money('below_amount').notNull(),
    aboveCurrencyId: integer('above_currency_id').notNull(),
    aboveAmount: money('above_amount').notNull(),
    /** purchased | settling | success | failed */
    status: text('status').notNull().default('purchased'),
    settlementId: integer('settlement_id').references(() => investSettlements.id),
    payoutCurrencyId: integer('payout_currency_id'),
    payoutAmount: money('payout_amount'),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('dual_orders_user_idx').on(t.userId, t.id),
    index('dual_orders_due_idx').on(t.status, t.settleAt, t.id),
    index('dual_orders_product_user_idx').on(t.productId, t.userId),
    check('dual_orders_type', sql`${t.type} IN ('call', 'put')`),
    check('dual_orders_status', sql`${t.status} IN ('purchased', 'settling', 'success', 'failed')`),
    check('dual_orders_amounts', sql`${t.num} > 0 AND ${t.amount} > 0`),
  ],
);
