import { z } from 'zod';
import { NFT_PAY_TYPE } from './nft-rules';

/**
 * The NFT marketplace's reply shapes (NFT): an item (the original's `bind_box`
 * row plus what its client computed), a sale, a bid, an auction's state for the viewer, an artist, a collection,
 * a payment order, a blind-box series. The calls that answer them are in nft.ts. Times are ISO 8601 strings;
 * money is decimal strings.
 */

const decimal = z.string();
const moment = z.string();
const flag = z.union([z.literal(0), z.literal(1)]);

/** An artwork, a box, or an item on resale (the original's `bind_box` row plus what the client computed). */
export const nftItem = z.object({
  id: z.number().int(),
  code: z.string(),
  /** 1 image, 2 gif, 3 audio, 4 video. */
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  name: z.string(),
  description: z.string(),
  author_description: z.string(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  /** Fixed price; for an auction the current bid (the starting price before any bid); a box's price. */
  price: decimal,
  /** 1 fixed price, 2 auction, 3 blind box. */
  pay_type: z.union([
    z.literal(NFT_PAY_TYPE.fixed),
    z.literal(NFT_PAY_TYPE.auction),
    z.literal(NFT_PAY_TYPE.box),
  ]),
  /** 1 on sale, 0 ended (sold, or not listed), 2 not started (the original's). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Sale-time helper over the window and `status`: 0 ended, 1 buyable, 2 not started. */
  buy_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  start_time: moment,
  end_time: moment,
  /** Auctions: the least raise and the deposit (in the item's currency). '0' otherwise. */
  per_increase: decimal,
  margin: decimal,
  rarity: z.string(),
  /** The creator's royalty on every resale, in basis points. */
  royalty_bps: z.number().int(),
  /** The picture shown (a cover for audio and video), and the media itself. */
  image: z.string(),
  media: z.string(),
  /** Provenance: the SHA-256 of the media file as uploaded, its type and size. */
  media_sha256: z.string(),
  media_mime: z.string(),
  media_size: z.number().int(),
  author_id: z.number().int(),
  author_name: z.string(),
  author_avatar: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  collection_id: z.number().int().nullable(),
  collection_name: z.string(),
  /** 1 while listed again by its owner (a resale). */
  resell_nft_status: flag,
  /** 1 while an auction's winner has not paid yet. */
  lock_order: flag,
  /** Blind boxes: 0 sealed, 1 opened (then name, image, media and rarity are the prize's). */
  rarity_status: flag,
  series_id: z.number().int().nullable(),
  /** The last price it sold at ('' when never sold). */
  last_price: decimal,
  bid_count: z.number().int(),
  collect: z.boolean(),
  collect_number: z.number().int(),
  is_demo: z.boolean(),
});
export type NftItem = z.infer<typeof nftItem>;

/** A completed sale: a fixed-price purchase, a paid auction, a box bought (the item's history). */
export const nftSale = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  image: z.string(),
  /** fixed | auction | box */
  kind: z.enum(['fixed', 'auction', 'box']),
  price: decimal,
  fee: decimal,
  royalty: decimal,
  seller_amount: decimal,
  currency_name: z.string(),
  buyer_name: z.string(),
  seller_name: z.string(),
  /** The viewer's side: buy, sell, royalty (the viewer created it), or '' (not the viewer's). */
  side: z.enum(['buy', 'sell', 'royalty', '']),
  created_at: moment,
});
export type NftSale = z.infer<typeof nftSale>;

/** A bid (the original's `bind_box_quotation_log`). */
export const nftBid = z.object({
  id: z.number().int(),
  code: z.string(),
  nft_name: z.string(),
  nft_image: z.string(),
  nick_name: z.string(),
  head_portrait: z.string(),
  price: decimal,
  currency_name: z.string(),
  /** 1 leading, 0 outbid. */
  status: flag,
  is_mine: z.boolean(),
  created_at: moment,
});
export type NftBid = z.infer<typeof nftBid>;

/** An auction's state for the viewer. */
export const nftAuction = z.object({
  /** The least the next bid may be. */
  min_bid: decimal,
  has_bids: z.boolean(),
  leader_name: z.string(),
  my_margin: z.boolean(),
  my_leading: z.boolean(),
  /** The end moved by a late bid (anti-sniping). */
  extended: z.boolean(),
  /** The auction closed (its job ran): a winner's payment order exists or it ended without bids. */
  closed: z.boolean(),
});

/** An item's page: the item, its history, the viewer's auction state, its box series. */
export const nftDetail = nftItem.extend({
  history: z.array(nftSale),
  auction: nftAuction.nullable(),
  viewer_is_owner: z.boolean(),
  /** The viewer's available balance in the item's currency ('0' for a visitor). */
  user_balance: decimal,
});
export type NftDetail = z.infer<typeof nftDetail>;

export const nftArtist = z.object({
  uid: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  bio: z.string(),
  artworks_number: z.number().int(),
  collect_number: z.number().int(),
  is_demo: z.boolean(),
});
export type NftArtist = z.infer<typeof nftArtist>;

/** A collection: a series of artworks by one artist. */
export const nftSeries = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  author_name: z.string(),
  name: z.string(),
  description: z.string(),
  cover: z.string(),
  items_number: z.number().int(),
  is_demo: z.boolean(),
});
export type NftSeries = z.infer<typeof nftSeries>;

/** A winner's payment order (the original's `bind_box_success_order`). */
export const nftOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  image: z.string(),
  currency_name: z.string(),
  price: decimal,
  margin: decimal,
  /** When the auction ended and the payment deadline (end + 1 day). */
  end_time: moment,
  overtime: moment,
  is_read: flag,
  is_pay: flag,
  is_expired: flag,
  created_at: moment,
  pay_time: moment,
});
export type NftOrder = z.infer<typeof nftOrder>;

/** A blind-box series with everything needed to verify its draws. */
export const nftBoxSeries = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  cover: z.string(),
  currency_name: z.string(),
  price: decimal,
  total: z.number().int(),
  sold: z.number().int(),
  opened: z.number().int(),
  start_time: moment,
  end_time: moment,
  /** sha256(seed), published before the sale. */
  commitment: z.string(),
  /** '' until the series sold out or ended. */
  seed: z.string(),
  revealed_at: moment,
  algorithm: z.string(),
  /** The odds table: each prize and how many boxes hold it (odds = count / total). */
  prizes: z.array(
    z.object({
      index: z.number().int(),
      name: z.string(),
      rarity: z.string(),
      image: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Draws so far in seq order (the slot; its prize is the slot's prize); a sealed box's draw after the reveal. */
  draws: z.array(
    z.object({
      code: z.string(),
      seq: z.number().int(),
      slot: z.number().int(),
      prize: z.number().int(),
      opened: z.boolean(),
    }),
  ),
  is_demo: z.boolean(),
});
export type NftBoxSeries = z.infer<typeof nftBoxSeries>;
