import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';

/**
 * Demo funds credited by the faucet: one row per credit, next to its ledger entry. The one claim per
 * account and the one top-up per UTC day are counted under the user's lock and backed by unique indexes.
 */
export const demoClaims = pgTable(
  'demo_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** `claim` (once per account) or `top_up` (once per UTC day). */
    kind: text('kind').notNull(),
    /** The UTC day of the credit (YYYY-MM-DD). */
    day: date('day', { mode: 'string' }).notNull(),
    currencyId: bigint('currency_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('demo_claims_one_claim_uq')
      .on(t.userId)
      .where(sql`${t.kind} = 'claim'`),
    uniqueIndex('demo_claims_one_top_up_a_day_uq')
      .on(t.userId, t.day)
      .where(sql`${t.kind} = 'top_up'`),
    index('demo_claims_user_idx').on(t.userId, t.id),
    check('demo_claims_kind', sql`${t.kind} IN ('claim', 'top_up')`),
    check('demo_claims_amount', sql`${t.amount} > 0`),
  ],
);
