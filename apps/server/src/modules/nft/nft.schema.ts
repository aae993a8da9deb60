import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';
import { users } from '../account/account.schema';
import { assets } from '../market/market.schema';

/**
 * NFT marketplace tables (contract `nft/nft.ts`). NFTs are platform items: an item's owner is a
 * column here, not a token on a chain. An item is listed (`listing_no`) by its creator, then relisted by each
 * owner; bids, deposits, payment orders and sales belong to one listing, so a resale starts clean. Money moves
 * only through the ledger, in the transaction that changes these rows.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id);

/** A creator account an operator enabled: artworks are created for it and it is paid its royalties. */
export const nftArtists = pgTable('nft_artists', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A collection (series) of one artist's artworks. */
export const nftCollections = pgTable(
  'nft_collections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    artistId: userRef('artist_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cover: text('cover').notNull().default(''),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('nft_collections_artist_idx').on(t.artistId, t.id)],
);

/** A prize of a blind-box series' odds table (its media as uploaded, and how many boxes hold it). */
export interface NftPrize {
  name: string;
  rarity: string;
  media: string;
  cover: string;
  mime: string;
  sha256: string;
  size: number;
  type: number;
  count: number;
}

/**
 * A blind-box series: its odds table, the seed drawn at creation (secret until the reveal) and its published
 * commitment sha256(seed). `drawn` counts draws (the next draw is seq drawn + 1).
 */
export const nftBoxSeries = pgTable(
  'nft_box_series',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    artistId: userRef('artist_id'),
    collectionId: bigint('collection_id', { mode: 'number' }).references(() => nftCollections.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cover: text('cover').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => assets.id),
    price: money('price').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    royaltyBps: integer('royalty_bps').notNull(),
    prizes: jsonb('prizes').$type<NftPrize[]>().notNull(),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
    drawn: integer('drawn').notNull().default(0),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    revealedAt: ts('revealed_at'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('nft_box_series_reveal_idx').on(t.revealedAt, t.endAt),
    check(
      'nft_box_series_counts',
      sql`${t.sold} <= ${t.total} AND ${t.drawn} <= ${t.total} AND ${t.total} > 0`,
    ),
    check('nft_box_series_window', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * An item (the original's `bind_box`): an artwork, or a box of a series. Its current listing: pay type, price
 * (the fixed price, the auction's current bid, or the box price), window, step and deposit. `onSale` is the
 * listing's flag (the original's status 1); it drops to false when sold, when an auction closes, and when a fixed
 * listing's window passes it simply reads as ended.
 */
export const nftItems = pgTable(
  'nft_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    /** 1 image, 2 gif, 3 audio, 4 video. */
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    authorDescription: text('author_description').notNull().default(''),
    creatorId: userRef('creator_id'),
    ownerId: userRef('owner_id'),
    collectionId: bigint('collection_id', { mode: 'number' }).references(() => nftCollections.id),
    seriesId: bigint('series_id', { mode: 'number' }).references(() => nftBoxSeries.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => assets.id),
    /** 1 fixed price, 2 auction, 3 blind box. */
    payType: smallint('pay_type').notNull(),
    price: money('price').notNull(),
    startPrice: money('start_price').notNull(),
    perIncrease: money('per_increase').notNull().default('0'),
    margin: money('margin').notNull().default('0'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    /** Each listing (the creator's, then each resale) has its own number: bids and orders belong to one. */
    listingNo: integer('listing_no').notNull().default(1),
    resell: boolean('resell').notNull().default(false),
    /** An auction's winner has a payment order open. */
    lockOrder: boolean('lock_order').notNull().default(false),
    /** The auction of this listing was closed by its job (won, or ended without bids). */
    auctionClosed: boolean('auction_closed').notNull().default(false),
    bidCount: integer('bid_count').notNull().default(0),
    leadingBidId: bigint('leading_bid_id', { mode: 'number' }),
    extended: boolean('extended').notNull().default(false),
    rarity: text('rarity').notNull().default('N'),
    royaltyBps: integer('royalty_bps').notNull().default(0),
    image: text('image').notNull(),
    media: text('media').notNull(),
    mediaSha256: text('media_sha256').notNull(),
    mediaMime: text('media_mime').notNull(),
    mediaSize: integer('media_size').notNull(),
    /** Blind boxes: the draw (seq in the series and slot taken), and whether the owner opened it. */
    boxSeq: integer('box_seq'),
    boxSlot: integer('box_slot'),
    boxOpened: boolean('box_opened').notNull().default(false),
    boxOpenedAt: ts('box_opened_at'),
    lastPrice: money('last_price'),
    hidden: boolean('hidden').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nft_items_code_uq').on(t.code),
    uniqueIndex('nft_items_series_seq_uq').on(t.seriesId, t.boxSeq),
    index('nft_items_list_idx').on(t.hidden, t.id),
    index('nft_items_owner_idx').on(t.ownerId, t.id),
    index('nft_items_creator_idx').on(t.creatorId, t.id),
    index('nft_items_auction_due_idx').on(t.payType, t.onSale, t.auctionClosed, t.endAt),
    check('nft_items_type', sql`${t.type} IN (1, 2, 3, 4)`),
    check('nft_items_pay_type', sql`${t.payType} IN (1, 2, 3)`),
    check('nft_items_prices', sql`${t.price} > 0 AND ${t.perIncrease} >= 0 AND ${t.margin} >= 0`),
    check('nft_items_royalty', sql`${t.royaltyBps} BETWEEN 0 AND 1000`),
    check('nft_items_window', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** A completed sale of one listing: who paid what, and where it went (the item's history). */
export const nftSales = pgTable(
  'nft_sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => nftItems.id),
    listingNo: integer('listing_no').notNull(),
    /** fixed | auction | box */
    kind: text('kind').notNull(),
    buyerId: userRef('buyer_id'),
    sellerId: userRef('seller_id'),
    creatorId: userRef('creator_id'),
    currencyId: integer('currency_id').notNull(),
    price: money('price').notNull(),
    fee: money('fee').notNull(),
    royalty: money('royalty').notNull(),
    sellerAmount: money('seller_amount').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nft_sales_listing_uq').on(t.itemId, t.listingNo),
    index('nft_sales_buyer_idx').on(t.buyerId, t.id),
    index('nft_sales_seller_idx').on(t.sellerId, t.id),
    index('nft_sales_creator_idx').on(t.creatorId, t.id),
    check('nft_sales_kind', sql`${t.kind} IN ('fixed', 'auction', 'box')`),
    check('nft_sales_split', sql`${t.fee} + ${t.royalty} + ${t.sellerAmount} = ${t.price}`),
  ],
);

export const nftCollects = pgTable(
  'nft_collects',
  {
    userId: userRef('user_id'),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => nftItems.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('nft_collects_item_idx').on(t.itemId)],
);

/** An auction deposit: one per user per listing, held until the end (or the winner's payment / expiry). */
export const nftMargins = pgTable(
  'nft_margins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => nftItems.id),
    listingNo: integer('listing_no').notNull(),
    userId: userRef('user_id'),
    currencyId: integer('currency_id').notNull(),
    amount: money('amount').notNull(),
    holdId: bigint('hold_id', { mode: 'number' }).notNull(),
    /** held | refunded | forfeited */
    status: text('status').notNull().default('held'),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('nft_margins_listing_user_uq').on(t.itemId, t.listingNo, t.userId),
    index('nft_margins_user_idx').on(t.userId, t.id),
    check('nft_margins_status', sql`${t.status} IN ('held', 'refunded', 'forfeited')`),
  ],
);

/** A bid (the original's `bind_box_quotation_log`): the leading one's amount is held, released when outbid. */
export const nftBids = pgTable(
  'nft_bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => nftItems.id),
    listingNo: integer('listing_no').notNull(),
    userId: userRef('user_id'),
    currencyId: integer('currency_id').notNull(),
    price: money('price').notNull(),
    holdId: bigint('hold_id', { mode: 'number' }).notNull(),
    /** 1 leading, 0 outbid. */
    status: smallint('status').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('nft_bids_listing_idx').on(t.itemId, t.listingNo, t.id),
    index('nft_bids_user_idx').on(t.userId, t.id),
    uniqueIndex('nft_bids_one_leader_uq')
      .on(t.itemId, t.listingNo)
      .where(sql`${t.status} = 1`),
  ],
);

/** A won auction's payment order (the original's `bind_box_success_order`): due within a day of the end. */
export const nftOrders = pgTable(
  'nft_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => nftItems.id),
    listingNo: integer('listing_no').notNull(),
    bidId: bigint('bid_id', { mode: 'number' })
      .notNull()
      .references(() => nftBids.id),
    userId: userRef('user_id'),
    sellerId: userRef('seller_id'),
    marginId: bigint('margin_id', { mode: 'number' })
      .notNull()
      .references(() => nftMargins.id),
    currencyId: integer('currency_id').notNull(),
    price: money('price').notNull(),
    endAt: ts('end_at').notNull(),
    overtime: ts('overtime').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isPay: boolean('is_pay').notNull().default(false),
    isExpired: boolean('is_expired').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    payTime: ts('pay_time'),
  },
  (t) => [
    uniqueIndex('nft_orders_listing_uq').on(t.itemId, t.listingNo),
    index('nft_orders_user_idx').on(t.userId, t.id),
    index('nft_orders_due_idx').on(t.isPay, t.isExpired, t.overtime),
    check('nft_orders_state', sql`NOT (${t.isPay} AND ${t.isExpired})`),
  ],
);

export type NftItemRow = typeof nftItems.$inferSelect;
export type NftSeriesRow = typeof nftBoxSeries.$inferSelect;
export type NftBidRow = typeof nftBids.$inferSelect;
export type NftMarginRow = typeof nftMargins.$inferSelect;
export type NftOrderRow = typeof nftOrders.$inferSelect;
export type NftSaleRow = typeof nftSales.$inferSelect;
