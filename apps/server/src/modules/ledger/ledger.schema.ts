import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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

/**
 * The ledger: balances per account, an append-only journal of entries whose postings
 * sum to zero per currency, and two-phase holds. User accounts are (user, currency, account type 1..4);
 * house accounts (fees, house P&L, deposits and withdrawals clearing, product pools, insurance, genesis)
 * are (code, currency) and may go negative: they are the other side of every user movement. A house account
 * is striped: rows (code, currency, stripe 0..N-1), each a ledger account of its own with its own
 * postings; the house's balance is the sum of its stripes (`Ledger.houseBalances`). A posting takes a stripe
 * no other transaction holds, so concurrent transactions do not queue on one row.
 */

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    houseCode: text('house_code'),
    currencyId: integer('currency_id').notNull(),
    /** 1 legal, 2 change (spot), 3 lever, 4 micro for user accounts; 0 for house accounts. */
    accountType: smallint('account_type').notNull(),
    /** A house account's stripe (0..N-1); always 0 for user accounts. */
    stripe: smallint('stripe').notNull().default(0),
    available: money('available').notNull().default('0'),
    frozen: money('frozen').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_uq')
      .on(t.userId, t.currencyId, t.accountType)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_house_uq')
      .on(t.houseCode, t.currencyId, t.stripe)
      .where(sql`${t.houseCode} IS NOT NULL`),
    check('ledger_accounts_owner', sql`(${t.userId} IS NULL) <> (${t.houseCode} IS NULL)`),
    check('ledger_accounts_user_type', sql`${t.userId} IS NULL OR ${t.accountType} BETWEEN 1 AND 4`),
    check(
      'ledger_accounts_no_negative',
      sql`${t.userId} IS NULL OR (${t.available} >= 0 AND ${t.frozen} >= 0)`,
    ),
    check(
      'ledger_accounts_stripe',
      sql`${t.stripe} >= 0 AND (${t.houseCode} IS NOT NULL OR ${t.stripe} = 0)`,
    ),
    check('ledger_accounts_house_frozen', sql`${t.userId} IS NOT NULL OR ${t.frozen} = 0`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What moved: deposit, withdrawal, transfer, conversion, fee, hold, release, genesis… */
    kind: text('kind').notNull(),
    /** The business record behind the entry, e.g. ('withdrawal', 42). */
    refType: text('ref_type').notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_ref_idx').on(t.refType, t.refId)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currencyId: integer('currency_id').notNull(),
    /** Which balance of the account moved. */
    bucket: text('bucket').notNull(),
    /** Signed amount; the postings of an entry sum to zero per currency. */
    amount: money('amount').notNull(),
    /** The account's balances right after this posting (for statements with before/after). */
    availableAfter: money('available_after').notNull(),
    frozenAfter: money('frozen_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    index('ledger_postings_entry_idx').on(t.entryId),
    check('ledger_postings_bucket', sql`${t.bucket} IN ('available', 'frozen')`),
    check('ledger_postings_nonzero', sql`${t.amount} <> 0`),
  ],
);

export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
    /** open → posted | released */
    status: text('status').notNull().default('open'),
    refType: text('ref_type').notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('ledger_holds_account_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 'open'`),
    check('ledger_holds_positive', sql`${t.amount} > 0`),
    check('ledger_holds_status', sql`${t.status} IN ('open', 'posted', 'released')`),
  ],
);
