import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';
import { assets } from '../market/market.schema';

/**
 * Crypto-backed loans (contract `loans/loans.ts`, math in `loans-rules.ts`). A product per
 * collateral coin publishes the LTVs, the hourly rate and the terms; a loan copies them when it is taken. The
 * collateral is held on the user's spot account (ledger holds, ref `loan`, one per borrow or add-collateral,
 * recorded on the event that made it); the USDT comes from and returns to the house `pool:loans`. Money moves
 * only through the ledger, in the transaction that changes these rows, under the loan's row lock.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One per collateral coin (unique), edited in the console (audited loans.product_save). */
export const loanProducts = pgTable(
  'loan_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => assets.id),
    borrowCurrencyId: integer('borrow_currency_id')
      .notNull()
      .references(() => assets.id),
    /** The pair pricing the collateral in the borrowed currency (BTC/USDT). */
    pairId: integer('pair_id').notNull(),
    /** Percent. */
    initialLtv: money('initial_ltv').notNull(),
    marginCallLtv: money('margin_call_ltv').notNull(),
    liquidationLtv: money('liquidation_ltv').notNull(),
    /** Percent per hour. */
    hourlyRate: money('hourly_rate').notNull(),
    /** Offered terms in days; 0 = open. */
    terms: integer('terms').array().notNull(),
    minBorrow: money('min_borrow').notNull(),
    maxBorrow: money('max_borrow').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_products_currency_uq').on(t.currencyId),
    check(
      'loan_products_ltv_ck',
      sql`0 < ${t.initialLtv} AND ${t.initialLtv} < ${t.marginCallLtv} AND ${t.marginCallLtv} < ${t.liquidationLtv} AND ${t.liquidationLtv} < 100`,
    ),
    check('loan_products_limits_ck', sql`0 < ${t.minBorrow} AND ${t.minBorrow} <= ${t.maxBorrow}`),
  ],
);

/**
 * `updated_seq` takes the next value of `loans_seq` on every insert and update: the trigger leader re-reads
 * loans changed on other nodes since its last sync (as the futures do).
 */
export const loansSeq = pgSequence('loans_seq');

/**
 * A loan. `principal` and `interest` are what is still owed (debt = their sum); `interest_total` every hourly
 * charge so far; `accrued_until` the last hour boundary charged (hours count from `created_at`). The trigger
 * prices are recomputed from the debt and the collateral whenever either changes. Closed loans keep the price,
 * proceeds, returned amount and house shortfall of the sale that closed them.
 */
export const loans = pgTable(
  'loans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => loanProducts.id),
    currencyId: integer('currency_id').notNull(),
    borrowCurrencyId: integer('borrow_currency_id').notNull(),
    pairId: integer('pair_id').notNull(),
    /** active | repaid | liquidated | matured */
    status: text('status').notNull().default('active'),
    termDays: integer('term_days').notNull(),
    collateral: money('collateral').notNull(),
    borrowed: money('borrowed').notNull(),
    principal: money('principal').notNull(),
    interest: money('interest').notNull().default('0'),
    interestTotal: money('interest_total').notNull().default('0'),
    repaid: money('repaid').notNull().default('0'),
    initialLtv: money('initial_ltv').notNull(),
    marginCallLtv: money('margin_call_ltv').notNull(),
    liquidationLtv: money('liquidation_ltv').notNull(),
    hourlyRate: money('hourly_rate').notNull(),
    liquidationPrice: money('liquidation_price').notNull(),
    marginCallPrice: money('margin_call_price').notNull(),
    /** True from a margin call until the LTV falls back below the margin-call LTV (once per crossing). */
    marginCall: boolean('margin_call').notNull().default(false),
    accruedUntil: ts('accrued_until').notNull(),
    termEnd: ts('term_end'),
    closedAt: ts('closed_at'),
    closePrice: money('close_price'),
    proceeds: money('proceeds'),
    returned: money('returned'),
    shortfall: money('shortfall'),
    updatedSeq: bigint('updated_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('loans_seq')`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('loans_user_idx').on(t.userId, t.id.desc()),
    index('loans_active_idx')
      .on(t.id)
      .where(sql`${t.status} = 'active'`),
    index('loans_updated_seq_idx').on(t.updatedSeq),
    check('loans_status_ck', sql`${t.status} IN ('active', 'repaid', 'liquidated', 'matured')`),
    check(
      'loans_amounts_ck',
      sql`${t.collateral} > 0 AND ${t.principal} >= 0 AND ${t.interest} >= 0 AND ${t.principal} <= ${t.borrowed}`,
    ),
  ],
);

/**
 * A loan's history: borrow, interest (one row per hour, UNIQUE per loan and hour: the hourly job charges an
 * hour once however often it runs), repay, add_collateral, margin_call, liquidation, matured. `hold_id` is the
 * ledger hold a borrow or add-collateral made (posted or released when the loan closes).
 */
export const loanEvents = pgTable(
  'loan_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    kind: text('kind').notNull(),
    amount: money('amount').notNull().default('0'),
    collateral: money('collateral').notNull().default('0'),
    price: money('price'),
    holdId: bigint('hold_id', { mode: 'number' }),
    /** An interest row's hour (its end, `created_at` + n hours). */
    hour: ts('hour'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('loan_events_loan_idx').on(t.loanId, t.id),
    uniqueIndex('loan_events_hour_uq')
      .on(t.loanId, t.hour)
      .where(sql`${t.hour} IS NOT NULL`),
  ],
);

export type LoanProductRow = typeof loanProducts.$inferSelect;
export type LoanRow = typeof loans.$inferSelect;
export type LoanEventRow = typeof loanEvents.$inferSelect;
