import { bigint, boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Random token of the request that holds the claim (a takeover replaces it; fencing compares it). */
    owner: text('owner').notNull().default(''),
    /**
     * The claim's lease, renewed by its owner's heartbeat while it runs: once it has passed, the owner is gone
     * and a retry may take the claim over. NULL on a claim left from before leases existed (as if expired).
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /**
     * A business transaction of the owner committed (set in that same transaction): a retry must never run the
     * request again. Each new claim starts at false; true by default so claims left by a crash before this
     * column existed, whose effect nobody knows, are never run a second time.
     */
    effectCommitted: boolean('effect_committed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_uq').on(t.userId, t.key)],
);
