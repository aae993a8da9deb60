import { numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** USD-based display rates of the eleven fiats, and the log of refresh attempts. */
export const fiatRates = pgTable('fiat_rates', {
  currencyCode: text('currency_code').primaryKey(),
  rate: numeric('rate', { precision: 36, scale: 18 }).notNull(),
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fiatRefreshes = pgTable('fiat_refreshes', {
  /** One row: the last attempt, successful or not (a failure still waits 24 h before the next try). */
  id: text('id').primaryKey().default('last'),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  ok: text('ok').notNull(),
  error: text('error').notNull().default(''),
});
