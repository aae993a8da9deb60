import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';
import { pairs } from '../market/market.schema';

/**
 * Spot ("coin") trading tables. How the order flow (flows/place-spot-order, next step) uses them,
 * all in one transaction per placement:
 *
 * 1. `rules.ts` validates the parsed `coinTradeRequest` against the pair (tradeable, session, tick, lot,
 *    minimum notional) and computes the hold (contract spot-math): quote for buys (price × amount, or the
 *    collared best ask × amount for a market buy — no fee: buyers pay theirs in base), base for sells.
 * 2. The ledger holds those funds (`Ledger.hold`, ref ('spot_order', id)); the order row is inserted with
 *    `hold_id`, status `open`.
 * 3. The engine (`engines/orderbook`, ticks and lots from `units.ts`) decides fills. Each fill becomes a
 *    `spot_trades` row (its `seq` is the engine's trade sequence) and one ledger entry (`ledger_entry_id`)
 *    that moves base and quote between maker and taker and the fees to the house `fees` account; both
 *    orders' `filled`, `total`, `fee` and `status` are updated (`open` → `partial` → `filled`).
 * 4. A remainder that rests gets `book_seq` (the engine's time priority); IOC/FOK/post-only/STP remainders
 *    are `cancelled` with `cancel_reason`, and the unused part of the hold is released.
 * 5. On start the leader rebuilds each book from the `open`/`partial` orders of the pair ordered by
 *    `book_seq` (index `spot_orders_pair_status_idx`), restoring the engine's priorities exactly.
 *
 * Money columns are NUMERIC(36,18); amounts are in the base asset, prices and totals in the quote asset.
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    /** buy | sell */
    side: text('side').notNull(),
    /** limit | market | stop_limit (an OCO pair: a limit and a stop_limit linked by `oco_id`) */
    type: text('type').notNull(),
    /** GTC | IOC | FOK */
    tif: text('tif').notNull(),
    postOnly: boolean('post_only').notNull().default(false),
    /** Limit price in the quote asset; null for a market order. */
    price: money('price'),
    /** A stop-limit's trigger: the last price a buy rises to (≥) or a sell falls to (≤); null otherwise. */
    triggerPrice: money('trigger_price'),
    /** When the stop triggered and entered the book as a limit order (null while untriggered or not a stop). */
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    /** The other leg of an OCO pair (each leg names the other); null outside a pair. */
    ocoId: bigint('oco_id', { mode: 'number' }),
    /** Ordered quantity in the base asset. */
    amount: money('amount').notNull(),
    /** Base filled so far. */
    filled: money('filled').notNull().default('0'),
    /** Quote value filled so far (Σ price × amount of the fills). */
    total: money('total').notNull().default('0'),
    /** Fees paid so far, in `fee_currency_id` (base for buyers, quote for sellers). */
    fee: money('fee').notNull().default('0'),
    feeCurrencyId: integer('fee_currency_id').notNull(),
    /** untriggered (a stop outside the book) | open | partial | filled | cancelled */
    status: text('status').notNull().default('open'),
    /**
     * Set when cancelled: user, ioc_remainder, fok_unfillable, post_only_would_take, self_trade, no_liquidity, oco
     * (the other leg of its pair filled or triggered).
     */
    cancelReason: text('cancel_reason').notNull().default(''),
    /**
     * The ledger hold (ledger_holds.id) that reserves this order's funds. An OCO pair holds once, on its
     * take-profit leg while the stop leg waits (null there), on the stop leg once it triggers.
     */
    holdId: bigint('hold_id', { mode: 'number' }),
    /** The engine's time priority once the order rests in the book; null if it never rested. */
    bookSeq: bigint('book_seq', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spot_orders_user_status_idx').on(t.userId, t.status, t.id.desc()),
    index('spot_orders_pair_status_idx').on(t.pairId, t.status),
    // the stops waiting for their trigger: the trigger index's rebuild and sync read only these
    index('spot_orders_untriggered_idx')
      .on(t.id)
      .where(sql`${t.status} = 'untriggered'`),
    check('spot_orders_side', sql`${t.side} IN ('buy', 'sell')`),
    check('spot_orders_type', sql`${t.type} IN ('limit', 'market', 'stop_limit')`),
    check('spot_orders_tif', sql`${t.tif} IN ('GTC', 'IOC', 'FOK')`),
    check(
      'spot_orders_status',
      sql`${t.status} IN ('untriggered', 'open', 'partial', 'filled', 'cancelled')`,
    ),
    check(
      'spot_orders_price',
      sql`(${t.type} = 'market' AND ${t.price} IS NULL AND NOT ${t.postOnly}) OR (${t.type} IN ('limit', 'stop_limit') AND ${t.price} IS NOT NULL AND ${t.price} > 0)`,
    ),
    check(
      'spot_orders_trigger',
      sql`(${t.type} = 'stop_limit') = (${t.triggerPrice} IS NOT NULL AND ${t.triggerPrice} > 0)`,
    ),
    check(
      'spot_orders_untriggered',
      sql`${t.status} <> 'untriggered' OR (${t.type} = 'stop_limit' AND ${t.bookSeq} IS NULL AND ${t.triggeredAt} IS NULL)`,
    ),
    check(
      'spot_orders_amounts',
      sql`${t.amount} > 0 AND ${t.filled} >= 0 AND ${t.filled} <= ${t.amount} AND ${t.total} >= 0 AND ${t.fee} >= 0`,
    ),
    check('spot_orders_filled_status', sql`(${t.status} = 'filled') = (${t.filled} = ${t.amount})`),
    check('spot_orders_cancel_reason', sql`(${t.status} = 'cancelled') = (${t.cancelReason} <> '')`),
  ],
);

export const spotTrades = pgTable(
  'spot_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    makerOrderId: bigint('maker_order_id', { mode: 'number' })
      .notNull()
      .references(() => spotOrders.id),
    takerOrderId: bigint('taker_order_id', { mode: 'number' })
      .notNull()
      .references(() => spotOrders.id),
    makerUserId: bigint('maker_user_id', { mode: 'number' }).notNull(),
    takerUserId: bigint('taker_user_id', { mode: 'number' }).notNull(),
    /** The taker's side: buy | sell. */
    takerSide: text('taker_side').notNull(),
    /** The maker's price (quote per base). */
    price: money('price').notNull(),
    /** Base quantity. */
    amount: money('amount').notNull(),
    /** Quote value: price × amount. */
    total: money('total').notNull(),
    /** Fees charged on this fill, each in its payer's fee currency. */
    makerFee: money('maker_fee').notNull(),
    takerFee: money('taker_fee').notNull(),
    /** The engine's trade sequence of the pair's book. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The ledger entry that settled this fill. */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spot_trades_pair_idx').on(t.pairId, t.id.desc()),
    index('spot_trades_maker_order_idx').on(t.makerOrderId),
    index('spot_trades_taker_order_idx').on(t.takerOrderId),
    check('spot_trades_side', sql`${t.takerSide} IN ('buy', 'sell')`),
    check(
      'spot_trades_amounts',
      sql`${t.price} > 0 AND ${t.amount} > 0 AND ${t.total} > 0 AND ${t.makerFee} >= 0 AND ${t.takerFee} >= 0`,
    ),
    check('spot_trades_orders', sql`${t.makerOrderId} <> ${t.takerOrderId}`),
  ],
);

/**
 * One row per pair, bumped (`UPDATE … RETURNING`) first thing in every placement and cancel transaction: the
 * row lock serialises a pair's operations across nodes, and a node whose in-memory book was built at another
 * version rebuilds it from the database before matching (books.ts `sync`). The version is also the
 * pair's depth `seq` (`coin/depth`, `market_depth`), the same on every node.
 */
export const spotBookVersions = pgTable('spot_book_versions', {
  pairId: integer('pair_id')
    .primaryKey()
    .references(() => pairs.id),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export type SpotOrderRow = typeof spotOrders.$inferSelect;
export type NewSpotOrderRow = typeof spotOrders.$inferInsert;
export type SpotTradeRow = typeof spotTrades.$inferSelect;
export type NewSpotTradeRow = typeof spotTrades.$inferInsert;
