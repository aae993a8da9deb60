import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OpsOtcBank, OtcCardSnapshot, OtcBankDetails } from '@meridian/contract/otc';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';
import { assets } from '../market/market.schema';

/**
 * OTC desk tables (contract `otc/otc.ts`). One settings row (the desk the console edits); quotes
 * locked for 60 s, each used by at most one order; orders with what decided their price, the bank details (buy)
 * or card (sell) as they were when ordered, and each state's time. An order's state changes only under its row
 * lock; a sell's coins wait in a ledger hold (`hold_id`).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const otcSettings = pgTable(
  'otc_settings',
  {
    /** Always 1: there is one desk. */
    id: smallint('id').primaryKey(),
    open: boolean('open').notNull(),
    /** Currency ids of the coins the desk trades. */
    coins: jsonb('coins').$type<number[]>().notNull(),
    spreadBps: integer('spread_bps').notNull(),
    minUsdt: money('min_usdt').notNull(),
    maxUsdt: money('max_usdt').notNull(),
    payWindowMinutes: integer('pay_window_minutes').notNull(),
    bank: jsonb('bank').$type<OpsOtcBank>().notNull(),
    label: text('label').notNull().default(''),
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('otc_settings_one', sql`${t.id} = 1`),
    check('otc_settings_limits', sql`${t.minUsdt} > 0 AND ${t.minUsdt} <= ${t.maxUsdt}`),
    check('otc_settings_spread', sql`${t.spreadBps} BETWEEN 0 AND 9999`),
  ],
);
export type OtcSettingsRow = typeof otcSettings.$inferSelect;

const terms = {
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** buy | sell */
  side: text('side').notNull(),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => assets.id),
  fiat: text('fiat').notNull(),
  /** Fiat per coin, spread included. */
  price: money('price').notNull(),
  amount: money('amount').notNull(),
  total: money('total').notNull(),
  spreadBps: integer('spread_bps').notNull(),
  /** What decided the price: the coin's feed price in USDT and the fiat's rate (per USD). */
  feedPrice: money('feed_price').notNull(),
  fiatRate: money('fiat_rate').notNull(),
  usdtValue: money('usdt_value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
};

export const otcQuotes = pgTable(
  'otc_quotes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...terms,
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('otc_quotes_user_idx').on(t.userId, t.id),
    check('otc_quotes_side', sql`${t.side} IN ('buy', 'sell')`),
    check('otc_quotes_amounts', sql`${t.amount} > 0 AND ${t.total} >= 0 AND ${t.price} > 0`),
  ],
);
export type OtcQuoteRow = typeof otcQuotes.$inferSelect;

export const otcOrders = pgTable(
  'otc_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    /** The quote it was placed from: one order per quote. */
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => otcQuotes.id),
    ...terms,
    /** pending | paid | completed | rejected | cancelled | expired */
    status: text('status').notNull().default('pending'),
    bank: jsonb('bank').$type<OtcBankDetails>(),
    card: jsonb('card').$type<OtcCardSnapshot>(),
    voucher: text('voucher').notNull().default(''),
    /** Sell: the ledger hold of the coins. */
    holdId: bigint('hold_id', { mode: 'number' }),
    /** Buy: when an unpaid order expires. */
    deadlineAt: ts('deadline_at'),
    paidAt: ts('paid_at'),
    completedAt: ts('completed_at'),
    rejectedAt: ts('rejected_at'),
    cancelledAt: ts('cancelled_at'),
    expiredAt: ts('expired_at'),
    reason: text('reason').notNull().default(''),
    operatorId: bigint('operator_id', { mode: 'number' }),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('otc_orders_no_uq').on(t.orderNo),
    uniqueIndex('otc_orders_quote_uq').on(t.quoteId),
    index('otc_orders_user_idx').on(t.userId, t.id),
    index('otc_orders_status_idx').on(t.status, t.id),
    index('otc_orders_due_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'pending' AND ${t.side} = 'buy'`),
    check('otc_orders_side', sql`${t.side} IN ('buy', 'sell')`),
    check(
      'otc_orders_status',
      sql`${t.status} IN ('pending', 'paid', 'completed', 'rejected', 'cancelled', 'expired')`,
    ),
    check(
      'otc_orders_shape',
      sql`(${t.side} = 'buy' AND ${t.bank} IS NOT NULL AND ${t.deadlineAt} IS NOT NULL) OR (${t.side} = 'sell' AND ${t.card} IS NOT NULL AND ${t.holdId} IS NOT NULL)`,
    ),
  ],
);
export type OtcOrderRow = typeof otcOrders.$inferSelect;
