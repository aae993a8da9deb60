import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema';
import { operators } from '../ops/ops.schema';

/**
 * Support chat tables (contract `support/support.ts`): visitors (before login), threads (one general
 * per user or visitor, one per topic), messages with the sender's client id (a resend is the first message,
 * never a second), delivery and read times; the console's canned replies.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Someone chatting before logging in: a 256-bit token, stored as its SHA-256 (like sessions). */
export const supportVisitors = pgTable(
  'support_visitors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /** The account the visitor's chat was merged into at login (once). */
    claimedBy: bigint('claimed_by', { mode: 'number' }).references(() => users.id),
    claimedAt: ts('claimed_at'),
  },
  (t) => [uniqueIndex('support_visitors_token_uq').on(t.tokenHash)],
);

/**
 * A conversation of one user (or one visitor) with the support team: the general one (topic '') or one about a
 * record (`otc:42`). `updated_at` is its last activity (the inbox's order).
 */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    visitorId: bigint('visitor_id', { mode: 'number' }).references(() => supportVisitors.id),
    /** '' for the general thread, else `<kind>:<ref>`. */
    topic: text('topic').notNull().default(''),
    topicTitle: text('topic_title').notNull().default(''),
    /** open | closed */
    status: text('status').notNull().default('open'),
    assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => operators.id),
    /** The last `support_reply` notification of this thread (at most one every few minutes). */
    notifiedAt: ts('notified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('support_threads_owner_ck', sql`(${t.userId} IS NULL) <> (${t.visitorId} IS NULL)`),
    check('support_threads_status_ck', sql`${t.status} IN ('open', 'closed')`),
    check('support_threads_visitor_topic_ck', sql`${t.visitorId} IS NULL OR ${t.topic} = ''`),
    uniqueIndex('support_threads_user_topic_uq')
      .on(t.userId, t.topic)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('support_threads_visitor_uq')
      .on(t.visitorId)
      .where(sql`${t.visitorId} IS NOT NULL`),
    index('support_threads_inbox_idx').on(t.status, t.updatedAt),
    index('support_threads_assignee_idx').on(t.assigneeId, t.status),
  ],
);

/**
 * One message. `side` is who it counts for: `user` (the user's or visitor's; operators read it) or `operator`
 * (replies and system lines; the user reads them). A client id is unique per thread and sender.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => supportThreads.id),
    /** user | visitor | operator | system */
    sender: text('sender').notNull(),
    side: text('side').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    /** text | image */
    kind: text('kind').notNull(),
    text: text('text').notNull().default(''),
    image: text('image'),
    clientId: uuid('client_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    deliveredAt: ts('delivered_at'),
    readAt: ts('read_at'),
  },
  (t) => [
    check('support_messages_sender_ck', sql`${t.sender} IN ('user', 'visitor', 'operator', 'system')`),
    check('support_messages_side_ck', sql`${t.side} IN ('user', 'operator')`),
    check('support_messages_kind_ck', sql`${t.kind} IN ('text', 'image')`),
    check('support_messages_text_ck', sql`char_length(${t.text}) <= 2000`),
    uniqueIndex('support_messages_client_uq').on(t.threadId, t.sender, t.clientId),
    index('support_messages_thread_idx').on(t.threadId, t.id),
    index('support_messages_unread_idx')
      .on(t.threadId, t.side)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/** A canned reply operators pick in the inbox. */
export const supportCanned = pgTable('support_canned', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type SupportThreadRow = typeof supportThreads.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SupportCannedRow = typeof supportCanned.$inferSelect;
export type SupportVisitorRow = typeof supportVisitors.$inferSelect;
