import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';
import { pairs } from '../market/market.schema';

/**
 * Seconds options ("microtrade"). Operators configure `option_tiers`; users' orders live in
 * `option_orders`; `option_prices` holds the feed price in effect during each second of every options pair,
 * written by the settling node, so an order settles on the price of its own second — also after a restart.
 *
 * Money: the stake leaves the user's options account (type 4, USDT) for the house escrow account
 * `pool:microtrade` in the order's own transaction; settlement moves it back (win: plus the profit from
 * `house_pnl`; draw or void: alone) or on to `house_pnl` (loss), one ledger entry per order, exactly once
 * (the order row goes from status 1 to 3 in the same transaction, `WHERE status = 1`).
 */
export const optionTiers = pgTable(
  'option_tiers',
  {
    id: serial('id').primaryKey(),
    seconds: integer('seconds').notNull(),
    /** Percent: a win pays stake × (1 + profit_ratio/100). */
    profitRatio: money('profit_ratio').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** 1 offered, 0 switched off. */
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('option_tiers_seconds_uq').on(t.seconds),
    check('option_tiers_seconds', sql`${t.seconds} BETWEEN 10 AND 3600`),
    check('option_tiers_ratio', sql`${t.profitRatio} > 0 AND ${t.profitRatio} <= 100`),
    check('option_tiers_amounts', sql`${t.minAmount} > 0 AND ${t.minAmount} <= ${t.maxAmount}`),
    check('option_tiers_status', sql`${t.status} IN (0, 1)`),
  ],
);

export const optionOrders = pgTable(
  'option_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    /** Pay currency (USDT). */
    currencyId: integer('currency_id').notNull(),
    /** 1 up, 2 down. */
    type: smallint('type').notNull(),
    seconds: integer('seconds').notNull(),
    stake: money('stake').notNull(),
    /** Percent, copied from the tier at acceptance. */
    profitRatio: money('profit_ratio').notNull(),
    fee: money('fee').notNull().default('0'),
    /** Feed price at acceptance and the time of the tick it came from. */
    openPrice: money('open_price').notNull(),
    openPriceAt: timestamp('open_price_at', { withTimezone: true, precision: 3 }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, precision: 3 }).notNull(),
    /** opened_at + seconds. */
    settleAt: timestamp('settle_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Epoch second of settle_at: the second whose price decides the order. */
    settleSecond: bigint('settle_second', { mode: 'number' }).notNull(),
    /** 1 open, 3 closed. */
    status: smallint('status').notNull().default(1),
    /** Set at settlement: the price of settle_second (null when void). */
    endPrice: money('end_price'),
    /** -1 loss, 0 draw or void, 1 win. */
    profitResult: smallint('profit_result'),
    /** '' open, 'settled', or 'no_price' (void: no price was recorded for settle_second). */
    resultReason: text('result_reason').notNull().default(''),
    /** What came back to the user and the net result (fact_profits = payout − stake). */
    payout: money('payout'),
    factProfits: money('fact_profits'),
    settledAt: timestamp('settled_at', { withTimezone: true, precision: 3 }),
    /** The ledger entries of the stake and of the settlement. */
    stakeEntryId: bigint('stake_entry_id', { mode: 'number' }).notNull(),
    settleEntryId: bigint('settle_entry_id', { mode: 'number' }),
    /** The experience coupon paying `coupon_value` of the stake (null without one). */
    couponId: bigint('coupon_id', { mode: 'number' }),
    couponValue: money('coupon_value'),
  },
  (t) => [
    index('option_orders_user_idx').on(t.userId, t.status, t.id.desc()),
    /** Due orders in settlement order: by second, then grouped by user (fewer ledger accounts per batch). */
    index('option_orders_due_idx')
      .on(t.settleSecond, t.userId, t.id)
      .where(sql`${t.status} = 1`),
    check('option_orders_type', sql`${t.type} IN (1, 2)`),
    check('option_orders_status', sql`${t.status} IN (1, 3)`),
    check(
      'option_orders_amounts',
      sql`${t.stake} > 0 AND ${t.profitRatio} > 0 AND ${t.fee} >= 0 AND ${t.openPrice} > 0 AND ${t.seconds} > 0`,
    ),
    check('option_orders_settle_at', sql`${t.settleAt} > ${t.openedAt}`),
    check(
      'option_orders_coupon',
      sql`(${t.couponId} IS NULL) = (${t.couponValue} IS NULL) AND (${t.couponValue} IS NULL OR (${t.couponValue} > 0 AND ${t.couponValue} <= ${t.stake}))`,
    ),
    check(
      'option_orders_open_state',
      sql`${t.status} <> 1 OR (${t.endPrice} IS NULL AND ${t.profitResult} IS NULL AND ${t.resultReason} = '' AND ${t.settledAt} IS NULL AND ${t.settleEntryId} IS NULL)`,
    ),
    check(
      'option_orders_closed_state',
      sql`${t.status} <> 3 OR (${t.profitResult} IN (-1, 0, 1) AND ${t.settledAt} IS NOT NULL AND ${t.settleEntryId} IS NOT NULL AND ${t.payout} >= 0 AND ${t.factProfits} = ${t.payout} - ${t.stake} AND ((${t.resultReason} = 'settled' AND ${t.endPrice} > 0) OR (${t.resultReason} = 'no_price' AND ${t.endPrice} IS NULL AND ${t.profitResult} = 0)))`,
    ),
  ],
);

export const optionPrices = pgTable(
  'option_prices',
  {
    pairId: integer('pair_id').notNull(),
    /** Epoch second. */
    second: bigint('second', { mode: 'number' }).notNull(),
    /** The feed price in effect during that second (its last tick at or before the second's end). */
    price: money('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.second] }), check('option_prices_price', sql`${t.price} > 0`)],
);
