import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';

/**
 * The mini game's tables (contract `game/game.ts`). POINTS ONLY: nothing here is money and no
 * row is ever mirrored in the ledger. A player's day (UTC) starts with the daily free points on its first call;
 * a stake is taken from it under the day row's lock and `points` can never go below 0 (CHECK). A prediction is
 * open while `result` is null; it settles exactly once (row lock + `result IS NULL`), its payout going back to
 * the day row it was staked from.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const gameDays = pgTable(
  'game_days',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** Points held now (stakes of open predictions already taken). */
    points: integer('points').notNull(),
    /** Net points won: payouts minus stakes of settled predictions (may be negative). */
    won: integer('won').notNull().default(0),
    /** Predictions placed this day. */
    played: integer('played').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('game_days_points_nonnegative', sql`${t.points} >= 0`),
    index('game_days_board_idx').on(t.day, t.won),
  ],
);

export const gamePredictions = pgTable(
  'game_predictions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The UTC day the stake was taken from (its game_days row). */
    day: date('day', { mode: 'string' }).notNull(),
    symbol: text('symbol').notNull(),
    pairId: integer('pair_id').notNull(),
    /** 'up' | 'down'. */
    direction: text('direction').notNull(),
    seconds: smallint('seconds').notNull(),
    /** The stake in points. */
    points: integer('points').notNull(),
    startPrice: money('start_price').notNull(),
    startAt: ts('start_at').notNull(),
    /** A whole second: the second whose recorded price decides. */
    endAt: ts('end_at').notNull(),
    /** The feed's price in effect during the end second (written as its tick arrives; null: none, void). */
    endPrice: money('end_price'),
    /** 'win' | 'lose' | 'draw' | 'void'; null while open. */
    result: text('result'),
    payout: integer('payout'),
    settledAt: ts('settled_at'),
  },
  (t) => [
    check('game_predictions_points_positive', sql`${t.points} > 0`),
    check('game_predictions_direction', sql`${t.direction} IN ('up', 'down')`),
    check(
      'game_predictions_result',
      sql`${t.result} IS NULL OR ${t.result} IN ('win', 'lose', 'draw', 'void')`,
    ),
    index('game_predictions_user_idx').on(t.userId, t.id),
    index('game_predictions_open_idx')
      .on(t.endAt)
      .where(sql`${t.result} IS NULL`),
  ],
);
