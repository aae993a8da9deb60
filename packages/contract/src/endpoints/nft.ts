import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { limitSchema, pageSchema, paginatedSchema, pageQuerySchema } from '../pagination';
import { wireId, wireIntIn, wirePositiveDecimal, wireText } from '../wire';
import { NFT_PAY_TYPES, NFT_RARITIES, NFT_TYPES } from './nft-rules';

/**
 * The NFT marketplace's app calls (issue 16; spec §7 NFT; reference §2.13), with the original's paths and field
 * names. Lists answer `{data, page, limit, total}` (ARCHITECTURE §3). Times are ISO 8601 strings; money is decimal
 * strings. An item is identified by its `code` (a unique hash) in the calls that change it.
 */

const decimal = z.string();
const moment = z.string();
const flag = z.union([z.literal(0), z.literal(1)]);
const both = ['GET', 'POST'] as const;

/** A code: the item's unique hash (hex). */
export const nftCode = wireText({ max: 64 }).pipe(z.string().regex(/^[0-9a-f]{8,64}$/, 'nft_not_found'));

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
  pay_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** 1 on sale, 0 ended (sold, or not listed), 2 not started (the original's). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** spec §4's sale-time helper over the window and `status`: 0 ended, 1 buyable, 2 not started. */
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

const optionalId = wireId().optional();
export const nftListRequest = z.object({
  page: pageSchema,
  limit: limitSchema(10, 50),
  /** Currency id. */
  currency: optionalId,
  pay_type: wireIntIn(NFT_PAY_TYPES).optional(),
  /** 1 on sale, 0 ended, 2 not started. */
  status: wireIntIn([0, 1, 2] as const).optional(),
  type: wireIntIn(NFT_TYPES).optional(),
  keyword: wireText({ max: 40 }).optional(),
  collection_id: optionalId,
  uid: optionalId,
  rarity: z.enum(NFT_RARITIES).optional(),
});
export type NftListRequest = z.infer<typeof nftListRequest>;

export const nftDetailRequest = z
  .object({ id: wireId().optional(), code: nftCode.optional() })
  .refine((v) => v.id !== undefined || v.code !== undefined, { message: 'nft_not_found' });
export const nftCodeRequest = z.object({ code: nftCode });
export const nftBidRequest = z.object({ code: nftCode, price: wirePositiveDecimal('nft_price_invalid') });
export const nftOrderIdRequest = z.object({ id: wireId() });

/**
 * POST /bind_box/resellNFT: fixed price (pay_type 1: price; optional end, default 30 days) or auction (pay_type 2:
 * starting price, start in the future, end after start, per_increase > 0; optional margin, default 10 % of the
 * starting price). A listing cannot be withdrawn (spec §4).
 */
export const nftResellRequest = z.object({
  code: nftCode,
  pay_type: wireIntIn([1, 2] as const),
  price: wirePositiveDecimal('nft_price_invalid'),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
  per_increase: wirePositiveDecimal('nft_price_invalid').optional(),
  margin: wirePositiveDecimal('nft_price_invalid').optional(),
});
export type NftResellRequest = z.infer<typeof nftResellRequest>;

export const nftOpenResponse = z.object({
  item: nftItem,
  series_id: z.number().int(),
  seq: z.number().int(),
  slot: z.number().int(),
  prize: z.number().int(),
});

export const nftBidResponse = z.object({
  bid: nftBid,
  end_time: moment,
  extended: z.boolean(),
  min_bid: decimal,
});
export const nftMarginResponse = z.object({ code: z.string(), margin: decimal, currency_name: z.string() });
export const nftCollectResponse = z.object({ collect: z.boolean(), collect_number: z.number().int() });
export const nftArtistDetail = nftArtist.extend({
  artworks: z.array(nftItem),
  collects: z.array(nftSeries),
  artworks_collect_number: z.number().int(),
});
export const nftPurchasesRequest = pageQuerySchema.extend({
  side: z.enum(['buy', 'sell', 'royalty']).optional(),
});

export const nftApi = {
  boxList: defineEndpoint({
    method: both,
    path: '/bind_box/getBoxList',
    auth: 'optional',
    request: nftListRequest,
    response: paginatedSchema(nftItem),
    summary:
      'Artworks, auctions and boxes on the marketplace, filtered (currency, pay type, status, type, keyword).',
  }),
  boxDetail: defineEndpoint({
    method: both,
    path: '/bind_box/getBoxDetail',
    auth: 'optional',
    request: nftDetailRequest,
    response: nftDetail,
    summary: "An item by id or code: provenance, history, the viewer's auction state.",
  }),
  artists: defineEndpoint({
    method: both,
    path: '/bind_box/getArtist',
    auth: 'none',
    request: pageQuerySchema,
    response: paginatedSchema(nftArtist),
    summary: 'Artists (creator accounts the operator enabled).',
  }),
  artistDetail: defineEndpoint({
    method: both,
    path: '/bind_box/getArtistDetail',
    auth: 'optional',
    request: z.object({ uid: wireId() }),
    response: nftArtistDetail,
    summary: 'An artist with their artworks and collections.',
  }),
  series: defineEndpoint({
    method: both,
    path: '/bind_box/getSeries',
    auth: 'none',
    request: pageQuerySchema.extend({ uid: optionalId }),
    response: paginatedSchema(nftSeries),
    summary: 'Collections (series of artworks).',
  }),
  collect: defineEndpoint({
    method: 'POST',
    path: '/bind_box/collect',
    auth: 'required',
    request: nftCodeRequest,
    response: nftCollectResponse,
    summary: 'Toggles a favourite.',
  }),
  collection: defineEndpoint({
    method: both,
    path: '/bind_box/getCollection',
    auth: 'required',
    request: pageQuerySchema,
    response: paginatedSchema(nftItem),
    summary: 'My favourites.',
  }),
  currencies: defineEndpoint({
    method: both,
    path: '/bind_box/getNftCurrency',
    auth: 'none',
    request: z.object({}),
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
    summary: 'Currencies items are priced in.',
  }),
  buy: defineEndpoint({
    method: 'POST',
    path: '/bind_box/buyNFT',
    auth: 'required',
    idempotent: true,
    request: nftCodeRequest,
    response: nftSale,
    summary: 'Buys a fixed-price item or a box: the seller is paid less the fee and royalty; one buyer wins.',
  }),
  margin: defineEndpoint({
    method: 'POST',
    path: '/bind_box/marginNFT',
    auth: 'required',
    idempotent: true,
    request: nftCodeRequest,
    response: nftMarginResponse,
    summary:
      "Pays an auction's deposit (held; once per user per auction; refunded at the end unless forfeited).",
  }),
  bid: defineEndpoint({
    method: 'POST',
    path: '/bind_box/auctionNFT',
    auth: 'required',
    idempotent: true,
    request: nftBidRequest,
    response: nftBidResponse,
    summary: 'Bids `price` (the whole bid): at least the current bid + the step; the leading bid is held.',
  }),
  bids: defineEndpoint({
    method: both,
    path: '/bind_box/getBindBoxQuotationLog',
    auth: 'optional',
    request: z.object({ code: nftCode, page: pageSchema, limit: limitSchema(10, 50) }),
    response: paginatedSchema(nftBid),
    summary: "An auction's bids, newest first.",
  }),
  myBids: defineEndpoint({
    method: both,
    path: '/bind_box/getMyBindBoxQuotationLog',
    auth: 'required',
    request: pageQuerySchema,
    response: paginatedSchema(nftBid),
    summary: 'My bids, newest first.',
  }),
  myNfts: defineEndpoint({
    method: both,
    path: '/bind_box/getMyNFTs',
    auth: 'required',
    request: pageQuerySchema,
    response: paginatedSchema(nftItem),
    summary: 'Items I own.',
  }),
  purchases: defineEndpoint({
    method: both,
    path: '/bind_box/getMyPurchases',
    auth: 'required',
    request: nftPurchasesRequest,
    response: paginatedSchema(nftSale),
    summary: 'My purchase, sale and royalty records, newest first.',
  }),
  openBox: defineEndpoint({
    method: 'POST',
    path: '/bind_box/openBlindBox',
    auth: 'required',
    idempotent: true,
    request: nftCodeRequest,
    response: nftOpenResponse,
    summary: 'Opens a box I own: the published draw decides its prize.',
  }),
  boxSeries: defineEndpoint({
    method: both,
    path: '/bind_box/getBoxSeries',
    auth: 'none',
    request: z.object({ id: wireId() }),
    response: nftBoxSeries,
    summary: 'A blind-box series: odds table, commitment, the seed once revealed and every draw (to verify).',
  }),
  resell: defineEndpoint({
    method: 'POST',
    path: '/bind_box/resellNFT',
    auth: 'required',
    idempotent: true,
    request: nftResellRequest,
    response: nftItem,
    summary: 'Lists an item I own again, fixed price or auction; irreversible.',
  }),
  needPay: defineEndpoint({
    method: both,
    path: '/bind_box/getNeedPayNFTOrder',
    auth: 'required',
    request: pageQuerySchema,
    response: paginatedSchema(nftOrder),
    summary: 'My won auctions: payment orders with their deadline, read/unread.',
  }),
  readOrder: defineEndpoint({
    method: 'POST',
    path: '/bind_box/readNFTOrderMessage',
    auth: 'required',
    request: nftOrderIdRequest,
    response: nftOrder,
    summary: 'Marks a payment order message read.',
  }),
  payOrder: defineEndpoint({
    method: 'POST',
    path: '/bind_box/payNFTOrder',
    auth: 'required',
    idempotent: true,
    request: nftOrderIdRequest,
    response: nftOrder,
    summary: 'Pays a won auction: the item moves, seller and creator are paid, the deposit is refunded.',
  }),
} as const satisfies EndpointGroup;
