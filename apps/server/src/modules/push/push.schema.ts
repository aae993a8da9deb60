import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema';

/**
 * One browser install's Web Push subscription: its push service URL (one row per endpoint, whoever subscribed it
 * last owns it), the keys a payload is encrypted to and the language the device renders pushes in.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_uq'),
    /** The browser's P-256 public key, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte auth secret, base64url. */
    auth: text('auth').notNull(),
    lang: text('lang').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    check('push_subscriptions_endpoint', sql`${t.endpoint} LIKE 'http%://%'`),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A category the user does not want pushed (every category is pushed until muted). */
export const pushMutes = pgTable(
  'push_mutes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
  },
  (t) => [primaryKey({ name: 'push_mutes_pk', columns: [t.userId, t.category] })],
);

/**
 * A notification pushed to one subscription: claimed in the transaction that sends it, so a retried delivery
 * job never pushes a notification twice to a device that got it.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: bigint('notification_id', { mode: 'number' }).notNull(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'push_deliveries_pk', columns: [t.notificationId, t.subscriptionId] }),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
    index('push_deliveries_sent_idx').on(t.sentAt),
  ],
);
