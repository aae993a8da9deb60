import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';
import { pairs } from '../market/market.schema';

/**
 * Futures ("lever") tables — isolated-margin positions (contract `futures/futures.ts`).
 *
 * A position's money lives in the ledger: at open the fee goes to the house `fees` account and the margin is
 * HELD on the user's futures account (type 3, USDT; `hold_id`); a pending limit order holds margin + fee.
 * Every close (manual, TP, SL, liquidation, batch) stores the tick price that decided it, the exit after
 * spread, the time and the reason. A loss beyond the margin (a gap past the liquidation level) is recorded in
 * `shortfall` and absorbed by the house (`insurance`), never taken from the user.
 *
 * `updated_seq` takes the next value of `lever_positions_seq` on every insert and update: the trigger runtime
 * of the leader re-reads the rows changed since its last sync (index `lever_positions_updated_seq_idx`), so
 * positions opened or changed by requests on other nodes reach its trigger index.
 */
export const futuresPositionsSeq = pgSequence('lever_positions_seq');

export const futuresPositions = pgTable(
  'lever_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    /** The futures account's currency (USDT). */
    legalId: integer('legal_id').notNull(),
    /** 1 long, 2 short. */
    side: smallint('side').notNull(),
    /** market | limit */
    orderKind: text('order_kind').notNull(),
    lots: integer('lots').notNull(),
    unitsPerLot: money('units_per_lot').notNull(),
    /** Base quantity = lots × units per lot. */
    quantity: money('quantity').notNull(),
    leverage: integer('leverage').notNull(),
    /** The limit of a limit order. */
    targetPrice: money('target_price'),
    /** Mark at entry and entry after spread (a limit order: its limit); null while pending. */
    originPrice: money('origin_price'),
    price: money('price'),
    /** Last mark seen by a change of this row (the close's mark once closed). */
    markPrice: money('mark_price'),
    takeProfit: money('take_profit'),
    stopLoss: money('stop_loss'),
    /** Mark at which the position is liquidated (open positions). */
    liquidationPrice: money('liquidation_price'),
    originMargin: money('origin_margin').notNull(),
    /** Margin left (overnight fees come out of it; added margin may take it above the opening margin). */
    margin: money('margin').notNull(),
    tradeFee: money('trade_fee').notNull(),
    /** Overnight rate snapshot at open (percent per day) and fees taken so far. */
    overnightRate: money('overnight_rate').notNull(),
    overnightMoney: money('overnight_money').notNull().default('0'),
    /** Realised result for the user (closed positions). */
    factProfits: money('fact_profits'),
    /** 0 pending, 1 open, 2 closing, 3 closed, 4 cancelled. */
    status: smallint('status').notNull(),
    /** manual | tp | sl | liquidation | batch | copy | copy_stop | strategy | limit ('' until closed). */
    closeReason: text('close_reason').notNull().default(''),
    /** The tick price that decided the close, and the exit after spread. */
    closeOriginPrice: money('close_origin_price'),
    closePrice: money('close_price'),
    closeTime: timestamp('close_time', { withTimezone: true }),
    /** Loss beyond the margin, absorbed by the house. */
    shortfall: money('shortfall').notNull().default('0'),
    /** Open ledger hold: margin (open) or margin + fee (pending). */
    holdId: bigint('hold_id', { mode: 'number' }),
    /**
     * Copy trading: the trader's position this one copies and that trader (null for the user's own
     * positions; kept after detaching). `copy_attached`: the trader's close closes it; the follower detaches it
     * with self-holding (and it is detached when its follow ends).
     */
    followOrderId: bigint('follow_order_id', { mode: 'number' }),
    followUserId: bigint('follow_user_id', { mode: 'number' }),
    copyAttached: boolean('copy_attached').notNull().default(false),
    /** The experience coupon paying `coupon_value` of the margin (null without one). */
    couponId: bigint('coupon_id', { mode: 'number' }),
    couponValue: money('coupon_value'),
    /**
     * The resting reduce-only limit close (one per position): `close_limit_lots` lots close when the mark reaches
     * `close_limit_price` (a long at or above it, a short at or below it), never more than the lots open then.
     */
    closeLimitPrice: money('close_limit_price'),
    closeLimitLots: integer('close_limit_lots'),
    /** A margin warning was sent and the margin ratio has not gone back under the re-arm level since. */
    marginWarned: boolean('margin_warned').notNull().default(false),
    updatedSeq: bigint('updated_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('lever_positions_seq')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lever_positions_user_status_idx').on(t.userId, t.status, t.id.desc()),
    index('lever_positions_status_idx').on(t.status, t.pairId),
    index('lever_positions_updated_seq_idx').on(t.updatedSeq),
    index('lever_positions_updated_at_idx').on(t.updatedAt),
    // a trader's copies by state and close time (followers' P&L, read on every leaderboard card)
    index('lever_positions_copies_of_trader_idx')
      .on(t.followUserId, t.status, t.closeTime)
      .where(sql`${t.followUserId} IS NOT NULL`),
    uniqueIndex('lever_positions_one_copy_uq')
      .on(t.followOrderId, t.userId)
      .where(sql`${t.followOrderId} IS NOT NULL`),
    check(
      'lever_positions_copy',
      sql`(${t.followOrderId} IS NULL) = (${t.followUserId} IS NULL) AND (NOT ${t.copyAttached} OR ${t.followOrderId} IS NOT NULL)`,
    ),
    check('lever_positions_side', sql`${t.side} IN (1, 2)`),
    check('lever_positions_status', sql`${t.status} IN (0, 1, 2, 3, 4)`),
    check('lever_positions_kind', sql`${t.orderKind} IN ('market', 'limit')`),
    check(
      'lever_positions_limit',
      sql`(${t.orderKind} = 'limit') = (${t.targetPrice} IS NOT NULL AND ${t.targetPrice} > 0)`,
    ),
    check(
      'lever_positions_sizes',
      sql`${t.lots} > 0 AND ${t.leverage} > 0 AND ${t.quantity} > 0 AND ${t.unitsPerLot} > 0`,
    ),
    check(
      'lever_positions_money',
      sql`${t.originMargin} > 0 AND ${t.margin} >= 0 AND ${t.tradeFee} >= 0 AND ${t.overnightMoney} >= 0 AND ${t.shortfall} >= 0 AND ${t.overnightRate} >= 0`,
    ),
    check(
      'lever_positions_close_reason',
      sql`${t.closeReason} IN ('', 'manual', 'tp', 'sl', 'liquidation', 'batch', 'copy', 'copy_stop', 'strategy', 'limit')`,
    ),
    check(
      'lever_positions_closed',
      sql`(${t.status} = 3) = (${t.closeReason} <> '' AND ${t.closePrice} IS NOT NULL AND ${t.closeOriginPrice} IS NOT NULL AND ${t.closeTime} IS NOT NULL AND ${t.factProfits} IS NOT NULL)`,
    ),
    check(
      'lever_positions_open',
      sql`${t.status} NOT IN (1, 2) OR (${t.price} IS NOT NULL AND ${t.originPrice} IS NOT NULL AND ${t.openedAt} IS NOT NULL AND ${t.holdId} IS NOT NULL)`,
    ),
    check('lever_positions_pending', sql`${t.status} <> 0 OR ${t.holdId} IS NOT NULL`),
    check(
      'lever_positions_close_limit',
      sql`(${t.closeLimitPrice} IS NULL) = (${t.closeLimitLots} IS NULL) AND (${t.closeLimitLots} IS NULL OR (${t.closeLimitLots} > 0 AND ${t.closeLimitPrice} > 0))`,
    ),
    check(
      'lever_positions_coupon',
      sql`(${t.couponId} IS NULL) = (${t.couponValue} IS NULL) AND (${t.couponValue} IS NULL OR (${t.couponValue} > 0 AND ${t.couponValue} <= ${t.originMargin}))`,
    ),
  ],
);

/** One overnight fee per position and UTC day (the job is idempotent by this key). */
export const futuresOvernightCharges = pgTable(
  'lever_overnight_charges',
  {
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => futuresPositions.id),
    day: date('day', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.day] }),
    check('lever_overnight_amount', sql`${t.amount} >= 0`),
  ],
);

export type FuturesPositionRow = typeof futuresPositions.$inferSelect;
export type NewFuturesPositionRow = typeof futuresPositions.$inferInsert;
