import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';

/**
 * Coin conversions (wallet module): every conversion with the two market prices and the time that decided
 * it, and the ledger entry that moved the money.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    fromCurrencyId: integer('from_currency_id').notNull(),
    toCurrencyId: integer('to_currency_id').notNull(),
    /** Amount converted, in the source currency. */
    amount: money('amount').notNull(),
    /** Fee charged on top of the amount, in the source currency. */
    fee: money('fee').notNull(),
    feePercent: money('fee_percent').notNull(),
    /** Amount credited, in the target currency. */
    result: money('result').notNull(),
    /** USDT prices of one unit of each currency, from the market feed. */
    fromPrice: money('from_price').notNull(),
    toPrice: money('to_price').notNull(),
    /** Time of the older of the two prices. */
    priceTime: timestamp('price_time', { withTimezone: true }).notNull(),
    /** "Demo market" or the exchange's name. */
    priceSource: text('price_source').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversions_user_idx').on(t.userId, t.id),
    check(
      'conversions_amounts',
      sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.result} > 0 AND ${t.fromPrice} > 0 AND ${t.toPrice} > 0`,
    ),
    check('conversions_currencies', sql`${t.fromCurrencyId} <> ${t.toCurrencyId}`),
  ],
);
