import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Field Core Web Vitals from the app's sessions (contract `vitals/`): one row per measurement, anonymous (no
 * user, no address), kept VITALS_RETENTION_DAYS days. `day` is the UTC day it was received, the console's bucket.
 */
export const vitalsSamples = pgTable(
  'vitals_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** A page key of the app (contract VITALS_PAGES). */
    page: text('page').notNull(),
    /** LCP | INP | CLS | FCP | TTFB. */
    name: text('name').notNull(),
    /** Milliseconds, or the CLS score: a measurement, not money. */
    value: doublePrecision('value').notNull(),
    rating: text('rating'),
    navigationType: text('navigation_type'),
  },
  (t) => [
    check('vitals_samples_value_nonnegative', sql`${t.value} >= 0`),
    check('vitals_samples_page_length', sql`char_length(${t.page}) <= 32`),
    check('vitals_samples_name', sql`${t.name} IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    index('vitals_samples_day_idx').on(t.day, t.page, t.name),
  ],
);
