import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';

/** Tables owned by the wallet module: deposit addresses, deposit claims and withdrawals. */

/** Platform deposit addresses per currency and network, set by operators. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    currencyId: integer('currency_id').notNull(),
    network: text('network').notNull().default(''),
    address: text('address').notNull(),
    /** Seeded by a demo install (shown labelled, hidden with DEMO_CONTENT=off); an operator's save clears it. */
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deposit_addresses_uq').on(t.currencyId, t.network)],
);

export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id').notNull(),
    network: text('network').notNull().default(''),
    amount: money('amount').notNull(),
    account: text('account').notNull().default(''),
    voucher: text('voucher').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    operatorId: bigint('operator_id', { mode: 'number' }),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('deposit_requests_user_idx').on(t.userId, t.id),
    index('deposit_requests_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    check('deposit_requests_amount', sql`${t.amount} > 0`),
    check('deposit_requests_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    /** 0 address, 1 domestic bank card, 2 international card. */
    destinationType: smallint('destination_type').notNull(),
    /** The destination as it was when requested (addresses and cards can change later). */
    destination: text('destination').notNull(),
    /** To a card: its payout fiat, the rate used (1 coin in it) and the net amount at that rate. */
    fiatCurrency: text('fiat_currency'),
    fiatRate: money('fiat_rate'),
    fiatAmount: money('fiat_amount'),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    holdId: bigint('hold_id', { mode: 'number' }),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    check('withdrawals_amount', sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.fee} < ${t.amount}`),
    check('withdrawals_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);
