import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';

/**
 * Copy trading tables (contract `copytrade/follow.ts` and `copytrade.ts`). The copies themselves are
 * futures positions (futures module: `follow_order_id`, `follow_user_id`, `copy_attached`); these tables hold
 * who trades and who follows, the record of every copy made or skipped, the profit shares and the statistics
 * the hourly job computes from closed positions. Nothing here is editable by an operator but the review
 * (application state, trader state), and every review is audited.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Applications to become a trader: one pending per user at a time. */
export const copyTraderApplications = pgTable(
  'copy_trader_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    bio: text('bio').notNull().default(''),
    profitShare: money('profit_share').notNull(),
    maxFollowers: integer('max_followers').notNull(),
    minAmount: money('min_amount').notNull(),
    /** The rejection's reason ('' otherwise). */
    reason: text('reason').notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('copy_trader_applications_one_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('copy_trader_applications_status_idx').on(t.status, t.id),
    index('copy_trader_applications_user_idx').on(t.userId, t.id),
    check('copy_trader_applications_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('copy_trader_applications_share', sql`${t.profitShare} >= 0 AND ${t.profitShare} <= 30`),
    check('copy_trader_applications_terms', sql`${t.maxFollowers} > 0 AND ${t.minAmount} > 0`),
  ],
);

/** Traders: a user whose application was approved (or a demo trader created by the demo content). */
export const copyTraders = pgTable(
  'copy_traders',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    /** active | revoked */
    status: text('status').notNull().default('active'),
    bio: text('bio').notNull().default(''),
    /** Percent of a follower's profit above the follow's high-water mark (0–30). */
    profitShare: money('profit_share').notNull(),
    maxFollowers: integer('max_followers').notNull(),
    /** The smallest budget a follow of this trader may have. */
    minAmount: money('min_amount').notNull(),
    /** An automated demo trader (simulated market), labelled everywhere; `strategy` names its published rule. */
    isDemo: boolean('is_demo').notNull().default(false),
    strategy: text('strategy').notNull().default(''),
    applicationId: bigint('application_id', { mode: 'number' }),
    /** The revocation's reason ('' otherwise). */
    reason: text('reason').notNull().default(''),
    approvedAt: ts('approved_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('copy_traders_status_idx').on(t.status),
    check('copy_traders_status', sql`${t.status} IN ('active', 'revoked')`),
    check('copy_traders_share', sql`${t.profitShare} >= 0 AND ${t.profitShare} <= 30`),
    check('copy_traders_terms', sql`${t.maxFollowers} > 0 AND ${t.minAmount} > 0`),
  ],
);

/** The copy-trading agreement accepted by a user (per version). */
export const copyAgreements = pgTable(
  'copy_agreements',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull(),
    acceptedAt: ts('accepted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);

/**
 * A follow: one follower copying one trader. At most one active follow per pair of users; a user has at most
 * COPY_MAX_FOLLOWS active follows and a trader at most `max_followers` (both counted under locks). `realised`
 * is the Σ realised P&L of the follow's copies; `high_water` the highest `realised` reached (shares are paid
 * only above it); `profit_share` the trader's rate when the follow was made (later changes do not apply).
 */
export const copyFollows = pgTable(
  'copy_follows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    followerUserId: bigint('follower_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    traderUserId: bigint('trader_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** 1 fixed multiple, 2 fixed lots. */
    type: smallint('type').notNull(),
    /** The multiple (2 decimals) or the lots per copy. */
    number: money('number').notNull(),
    /** The most margin the follow's open copies may hold. */
    budget: money('budget').notNull(),
    /** Copier stop-loss: percent of the budget (null = none). */
    stopLossPercent: integer('stop_loss_percent'),
    profitShare: money('profit_share').notNull(),
    /** active | cancelled | stopped | ended */
    status: text('status').notNull().default('active'),
    /** cancelled | stop_loss | trader_revoked ('' while active). */
    endReason: text('end_reason').notNull().default(''),
    realised: money('realised').notNull().default('0'),
    highWater: money('high_water').notNull().default('0'),
    sharesPaid: money('shares_paid').notNull().default('0'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('copy_follows_one_active_uq')
      .on(t.followerUserId, t.traderUserId)
      .where(sql`${t.status} = 'active'`),
    index('copy_follows_trader_idx').on(t.traderUserId, t.status),
    index('copy_follows_follower_idx').on(t.followerUserId, t.status, t.id),
    check('copy_follows_type', sql`${t.type} IN (1, 2)`),
    check('copy_follows_status', sql`${t.status} IN ('active', 'cancelled', 'stopped', 'ended')`),
    check('copy_follows_end', sql`(${t.status} = 'active') = (${t.endReason} = '' AND ${t.endedAt} IS NULL)`),
    check('copy_follows_self', sql`${t.followerUserId} <> ${t.traderUserId}`),
    check(
      'copy_follows_money',
      sql`${t.number} > 0 AND ${t.budget} > 0 AND ${t.highWater} >= 0 AND ${t.sharesPaid} >= 0`,
    ),
    check(
      'copy_follows_stop_loss',
      sql`${t.stopLossPercent} IS NULL OR (${t.stopLossPercent} BETWEEN 1 AND 100)`,
    ),
  ],
);

/**
 * Every copy of a trader's position for one follow: opened (`position_id`, the follower's futures position) or
 * skipped with a reason. One row per follow and trader position (the unique key makes the copy job
 * idempotent: it inserts this row in the transaction that opens the position).
 */
export const copyTrades = pgTable(
  'copy_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    followId: bigint('follow_id', { mode: 'number' })
      .notNull()
      .references(() => copyFollows.id),
    followerUserId: bigint('follower_user_id', { mode: 'number' }).notNull(),
    traderUserId: bigint('trader_user_id', { mode: 'number' }).notNull(),
    traderPositionId: bigint('trader_position_id', { mode: 'number' }).notNull(),
    /** The follower's futures position (null when skipped). */
    positionId: bigint('position_id', { mode: 'number' }),
    /** open | closed | detached | skipped */
    status: text('status').notNull(),
    skipReason: text('skip_reason').notNull().default(''),
    /** trader | stop_loss | own ('' until closed). */
    closeCause: text('close_cause').notNull().default(''),
    /** The trader's close reason when `close_cause` is trader. */
    traderCloseReason: text('trader_close_reason').notNull().default(''),
    lots: integer('lots').notNull().default(0),
    /** Realised P&L of the copy once closed, and the share paid from it. */
    profit: money('profit'),
    share: money('share').notNull().default('0'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('copy_trades_follow_position_uq').on(t.followId, t.traderPositionId),
    uniqueIndex('copy_trades_position_uq')
      .on(t.positionId)
      .where(sql`${t.positionId} IS NOT NULL`),
    index('copy_trades_trader_position_idx').on(t.traderPositionId, t.status),
    index('copy_trades_follower_idx').on(t.followerUserId, t.status, t.id),
    index('copy_trades_follow_idx').on(t.followId, t.status),
    check('copy_trades_status', sql`${t.status} IN ('open', 'closed', 'detached', 'skipped')`),
    check('copy_trades_skipped', sql`(${t.status} = 'skipped') = (${t.positionId} IS NULL)`),
    check('copy_trades_skip_reason', sql`(${t.status} = 'skipped') = (${t.skipReason} <> '')`),
    check('copy_trades_cause', sql`${t.closeCause} IN ('', 'trader', 'stop_loss', 'own')`),
  ],
);

/** A profit share paid from a follower to a trader when a copy closed in profit (one per copy at most). */
export const copyProfitShares = pgTable(
  'copy_profit_shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    followId: bigint('follow_id', { mode: 'number' })
      .notNull()
      .references(() => copyFollows.id),
    copyTradeId: bigint('copy_trade_id', { mode: 'number' })
      .notNull()
      .references(() => copyTrades.id),
    traderUserId: bigint('trader_user_id', { mode: 'number' }).notNull(),
    followerUserId: bigint('follower_user_id', { mode: 'number' }).notNull(),
    positionId: bigint('position_id', { mode: 'number' }).notNull(),
    profit: money('profit').notNull(),
    aboveHighWater: money('above_high_water').notNull(),
    rate: money('rate').notNull(),
    amount: money('amount').notNull(),
    /** The ledger entry that moved it. */
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('copy_profit_shares_copy_uq').on(t.copyTradeId),
    index('copy_profit_shares_trader_idx').on(t.traderUserId, t.id),
    index('copy_profit_shares_follower_idx').on(t.followerUserId, t.id),
    check('copy_profit_shares_amount', sql`${t.amount} > 0 AND ${t.profit} > 0`),
  ],
);

/** A trader's statistics per window (7, 30, 90 days; 0 = all time), recomputed by the job. Never edited. */
export const copyTraderStats = pgTable(
  'copy_trader_stats',
  {
    traderUserId: bigint('trader_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    window: smallint('window').notNull(),
    closedCount: integer('closed_count').notNull(),
    profitCount: integer('profit_count').notNull(),
    lossCount: integer('loss_count').notNull(),
    totalProfits: money('total_profits').notNull(),
    winRate: money('win_rate').notNull(),
    roi: money('roi').notNull(),
    maxDrawdown: money('max_drawdown').notNull(),
    maxDrawdownRate: money('max_drawdown_rate').notNull(),
    followersProfits: money('followers_profits').notNull(),
    yesterdayRoi: money('yesterday_roi').notNull(),
    computedAt: ts('computed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.traderUserId, t.window] }),
    check('copy_trader_stats_window', sql`${t.window} IN (0, 7, 30, 90)`),
  ],
);

/** A trader's equity curve: cumulative realised P&L and rate of return at the end of each UTC day. */
export const copyTraderCurve = pgTable(
  'copy_trader_curve',
  {
    traderUserId: bigint('trader_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    pnl: money('pnl').notNull(),
    margin: money('margin').notNull(),
    roi: money('roi').notNull(),
  },
  (t) => [primaryKey({ columns: [t.traderUserId, t.day] })],
);

export type CopyTraderApplicationRow = typeof copyTraderApplications.$inferSelect;
export type CopyTraderRow = typeof copyTraders.$inferSelect;
export type CopyFollowRow = typeof copyFollows.$inferSelect;
export type CopyTradeRow = typeof copyTrades.$inferSelect;
export type CopyProfitShareRow = typeof copyProfitShares.$inferSelect;
export type CopyTraderStatsRow = typeof copyTraderStats.$inferSelect;
