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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { IeoTexts } from '@meridian/contract/earn';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';
import { assets } from '../market/market.schema';

/**
 * IEO tables (contract `ieo/ieo.ts`). A project issues a new token (an asset the market module
 * registers) for a pay currency; subscriptions hold their payment until the window ends, then the allocation
 * job fills them pro rata (per-user cap, excess redistributed) once, and the delivery job credits the tokens at
 * the time to market once. The running totals here are kept in the transactions that change them.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const ieoProjects = pgTable(
  'ieo_projects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The token (an asset created with the project) and the currency it is paid in. */
    currencyId: integer('currency_id')
      .notNull()
      .references(() => assets.id),
    payCurrencyId: integer('pay_currency_id')
      .notNull()
      .references(() => assets.id),
    /** Issuance price (pay currency per token), total issuance, smallest request, most allocated per user. */
    price: money('price').notNull(),
    supply: money('supply').notNull(),
    minAmount: money('min_amount').notNull(),
    userLimit: money('user_limit').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /** Lock period in days; the time to market is end + lock days (the tokens are credited then). */
    lockDays: integer('lock_days').notNull(),
    marketAt: ts('market_at').notNull(),
    /** Title, summary and description per language (en required). */
    texts: jsonb('texts').$type<IeoTexts>().notNull(),
    logo: text('logo').notNull().default(''),
    whiteBook: text('white_book').notNull().default(''),
    link: text('link').notNull().default(''),
    /** on | paused (subscriptions only; allocation and delivery run on time). */
    status: text('status').notNull().default('on'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** pending | allocated | delivered */
    allocation: text('allocation').notNull().default('pending'),
    /** Σ tokens requested, subscriptions, and subscriptions allocated more than zero (passes). */
    requested: money('requested').notNull().default('0'),
    applications: integer('applications').notNull().default(0),
    passes: integer('passes').notNull().default(0),
    /** After allocation: tokens allocated, the fill ratio of uncapped requests, payments taken. */
    allocated: money('allocated').notNull().default('0'),
    ratio: money('ratio'),
    raised: money('raised').notNull().default('0'),
    /** Tokens credited at the time to market. */
    delivered: money('delivered').notNull().default('0'),
    allocatedAt: ts('allocated_at'),
    deliveredAt: ts('delivered_at'),
    /** The spot pair an operator listed the token as (null until then). */
    listedPairId: integer('listed_pair_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ieo_projects_currency_uq').on(t.currencyId),
    index('ieo_projects_due_idx').on(t.allocation, t.endAt),
    index('ieo_projects_market_idx').on(t.allocation, t.marketAt),
    check('ieo_projects_status', sql`${t.status} IN ('on', 'paused')`),
    check('ieo_projects_allocation', sql`${t.allocation} IN ('pending', 'allocated', 'delivered')`),
    check('ieo_projects_window', sql`${t.endAt} > ${t.startAt} AND ${t.marketAt} >= ${t.endAt}`),
    check(
      'ieo_projects_terms',
      sql`${t.price} > 0 AND ${t.supply} > 0 AND ${t.minAmount} > 0 AND ${t.minAmount} <= ${t.userLimit} AND ${t.minAmount} <= ${t.supply} AND ${t.lockDays} >= 0`,
    ),
    check('ieo_projects_totals', sql`${t.allocated} <= ${t.supply} AND ${t.delivered} <= ${t.allocated}`),
  ],
);

/** One subscription per user and project: the request, the payment held, and its allocation. */
export const ieoOrders = pgTable(
  'ieo_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => ieoProjects.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Tokens requested, the price, and the payment held (amount × price) by `holdId`. */
    amount: money('amount').notNull(),
    price: money('price').notNull(),
    paid: money('paid').notNull(),
    holdId: bigint('hold_id', { mode: 'number' }).notNull(),
    /** subscribed | allocated | delivered | refunded */
    status: text('status').notNull().default('subscribed'),
    /** After allocation: tokens allocated, their cost, the payment released, and whether the cap bound. */
    coinAmount: money('coin_amount').notNull().default('0'),
    cost: money('cost').notNull().default('0'),
    refund: money('refund').notNull().default('0'),
    capped: boolean('capped').notNull().default(false),
    /** Tokens credited at the time to market. */
    giveAmount: money('give_amount').notNull().default('0'),
    createdAt: ts('created_at').notNull().defaultNow(),
    allocatedAt: ts('allocated_at'),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    uniqueIndex('ieo_orders_project_user_uq').on(t.projectId, t.userId),
    index('ieo_orders_user_idx').on(t.userId, t.id),
    index('ieo_orders_project_status_idx').on(t.projectId, t.status, t.id),
    check('ieo_orders_status', sql`${t.status} IN ('subscribed', 'allocated', 'delivered', 'refunded')`),
    check(
      'ieo_orders_amounts',
      sql`${t.amount} > 0 AND ${t.paid} > 0 AND ${t.cost} + ${t.refund} <= ${t.paid} AND ${t.giveAmount} <= ${t.coinAmount}`,
    ),
  ],
);
