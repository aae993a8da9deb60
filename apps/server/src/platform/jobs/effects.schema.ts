import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Effects done exactly once (platform/jobs/effects.ts): the key is written in the effect's transaction. */
export const jobEffects = pgTable(
  'job_effects',
  {
    key: text('key').primaryKey(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_effects_done_at_idx').on(t.doneAt),
    check('job_effects_key_length', sql`length(${t.key}) BETWEEN 1 AND 200`),
  ],
);
