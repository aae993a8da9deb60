import type { NotificationParams } from '@meridian/contract/notifications';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema';

/**
 * Notifications: one row per message to one user, written in the transaction of its cause. What it
 * says is `key` (NOTIFICATION_KEYS) + `params`, rendered in the reader's language when read. `link` is an app
 * route ('' or starting with one '/'). `ref` names the cause ('deposit:12'): with it, a cause handled twice (an
 * at-least-once event subscriber) still notifies once per user and key; '' = no such guard.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link').notNull().default(''),
    ref: text('ref').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_ref_uq')
      .on(t.userId, t.key, t.ref)
      .where(sql`${t.ref} <> ''`),
    check('notifications_link', sql`${t.link} = '' OR (${t.link} LIKE '/%' AND ${t.link} NOT LIKE '//%')`),
    check('notifications_key', sql`${t.key} <> ''`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
