import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site settings (key/value). Only keys on the contract's public whitelist are ever served. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull().default(''),
  notes: text('notes').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
