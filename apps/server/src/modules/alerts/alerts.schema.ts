import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * `updated_seq` takes the next value of `price_alerts_seq` on every insert and update: the trigger leader re-reads
 * alerts changed on other nodes since its last sync (as the loans and futures do).
 */
export const priceAlertsSeq = pgSequence('price_alerts_seq');

/**
 * A user's price alert (contract `alerts/`). `armed` is false while a repeating alert that fired waits for the
 * price to cross back; a one-shot alert that fired is no longer `active`. Firing is one conditional update
 * (`active AND armed` → fired) in the transaction that writes the notification, so it happens once per crossing
 * whatever node or restart sees the tick. A deleted alert keeps its row (`deleted`) so other nodes' sync sees it go.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    pairId: integer('pair_id').notNull(),
    /** above | below | move */
    kind: text('kind').notNull(),
    /** The level of an above/below alert. */
    price: money('price'),
    /** The move in percent and its window in minutes of a move alert. */
    percent: money('percent'),
    windowMinutes: integer('window_minutes'),
    repeat: boolean('repeat').notNull().default(false),
    active: boolean('active').notNull().default(true),
    armed: boolean('armed').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    firedCount: integer('fired_count').notNull().default(0),
    lastFiredAt: ts('last_fired_at'),
    lastFiredPrice: money('last_fired_price'),
    updatedSeq: bigint('updated_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('price_alerts_seq')`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('price_alerts_user_idx')
      .on(t.userId, t.id.desc())
      .where(sql`NOT ${t.deleted}`),
    index('price_alerts_live_idx')
      .on(t.id)
      .where(sql`${t.active} AND NOT ${t.deleted}`),
    index('price_alerts_updated_seq_idx').on(t.updatedSeq),
    // the leader's sync reads the last seconds' changes again by time: without it, a scan of every alert a second
    index('price_alerts_updated_at_idx').on(t.updatedAt),
    check('price_alerts_kind_ck', sql`${t.kind} IN ('above', 'below', 'move')`),
    check(
      'price_alerts_target_ck',
      sql`(${t.kind} = 'move' AND ${t.percent} > 0 AND ${t.windowMinutes} > 0 AND ${t.price} IS NULL) OR (${t.kind} <> 'move' AND ${t.price} > 0 AND ${t.percent} IS NULL AND ${t.windowMinutes} IS NULL)`,
    ),
  ],
);

export type PriceAlertRow = typeof priceAlerts.$inferSelect;
