import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema';

/** Tables owned by the market module: assets, pairs, candles (1 m and 1 d), favorites. */

export const assets = pgTable('assets', {
  id: integer('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  logo: text('logo').notNull().default(''),
});

/** Ids of assets created at run time (IEO tokens), clear of the catalogue's fixed ids. */
export const assetTokenIds = pgSequence('asset_token_ids', { startWith: 1001 });

export const pairs = pgTable(
  'pairs',
  {
    id: integer('id').primaryKey(),
    symbol: text('symbol').notNull(),
    baseId: integer('base_id')
      .notNull()
      .references(() => assets.id),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => assets.id),
    category: text('category').notNull(),
    pricePrecision: smallint('price_precision').notNull(),
    amountPrecision: smallint('amount_precision').notNull(),
    openTransaction: smallint('open_transaction').notNull().default(1),
    openCoinTrade: smallint('open_coin_trade').notNull().default(1),
    openFutures: smallint('open_lever').notNull().default(1),
    openOptions: smallint('open_microtrade').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /**
     * A pair an operator listed at run time (an IEO token) carries its own simulation parameters and
     * listing time; a catalogue pair (catalog.ts) leaves them null.
     */
    simLevel: numeric('sim_level', { precision: 36, scale: 18 }),
    simVolatility: numeric('sim_volatility', { precision: 10, scale: 6 }),
    simTurnover: numeric('sim_turnover', { precision: 36, scale: 18 }),
    listedAt: timestamp('listed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('pairs_symbol_uq').on(t.symbol)],
);

const bar = {
  pairId: integer('pair_id').notNull(),
  /** Bucket start, epoch seconds. */
  t: bigint('t', { mode: 'number' }).notNull(),
  open: numeric('open', { precision: 36, scale: 18 }).notNull(),
  high: numeric('high', { precision: 36, scale: 18 }).notNull(),
  low: numeric('low', { precision: 36, scale: 18 }).notNull(),
  close: numeric('close', { precision: 36, scale: 18 }).notNull(),
  volume: numeric('volume', { precision: 36, scale: 18 }).notNull(),
  amount: numeric('amount', { precision: 36, scale: 18 }).notNull(),
};

export const candles1m = pgTable('candles_1m', bar, (t) => [primaryKey({ columns: [t.pairId, t.t] })]);
export const candles1d = pgTable('candles_1d', bar, (t) => [primaryKey({ columns: [t.pairId, t.t] })]);

export const favorites = pgTable(
  'favorites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('favorites_user_pair_uq').on(t.userId, t.pairId),
    index('favorites_user_idx').on(t.userId),
  ],
);
