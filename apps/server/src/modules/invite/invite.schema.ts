import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';
import { assets } from '../market/market.schema';

/**
 * Invite rebates (contract `invite/invite.ts`): one row per rebated fee — the inviter's share of one
 * referee's spot fill fee (taker or maker side) or futures opening fee, in the fee's currency, with the ledger
 * entry that credited it. UNIQUE (source, source_ref) makes each fee rebated at most once, however often its
 * event is delivered. `rebate_usdt` values the rebate at the feed's USDT price when it was credited (totals and
 * the top board sum it).
 */
export const inviteRebates = pgTable(
  'invite_rebates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeId: bigint('referee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** spot | futures */
    source: text('source').notNull(),
    /** spot: `trade:<tradeId>:taker|maker`; futures: `position:<positionId>`. */
    sourceRef: text('source_ref').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => assets.id),
    fee: money('fee').notNull(),
    rebate: money('rebate').notNull(),
    rebateUsdt: money('rebate_usdt').notNull(),
    /** The ledger entry `invite_rebate` that credited it (set in the same transaction as the row). */
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invite_rebates_source_uq').on(t.source, t.sourceRef),
    index('invite_rebates_inviter_idx').on(t.inviterId, t.id),
    index('invite_rebates_inviter_referee_idx').on(t.inviterId, t.refereeId),
    check('invite_rebates_source', sql`${t.source} IN ('spot', 'futures')`),
    check('invite_rebates_amounts', sql`${t.fee} > 0 AND ${t.rebate} > 0 AND ${t.rebateUsdt} >= 0`),
  ],
);
export type InviteRebateRowDb = typeof inviteRebates.$inferSelect;
