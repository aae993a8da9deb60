import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Replays of money-moving requests: the first result is stored and returned again (Idempotency-Key). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    /** Method + path + body hash of the first request; a different request under the same key is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The first reply (its JSON envelope); empty while the first request is still running. */
    response: text('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_uq').on(t.userId, t.key)],
);
