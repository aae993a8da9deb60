import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { limitSchema, pageSchema, paginatedSchema, pageQuerySchema } from '../pagination';
import { wireId, wireIntIn, wireMoment, wirePositiveDecimal, wireText } from '../wire';
import { NFT_LISTING_PAY_TYPES, NFT_PAY_TYPES, NFT_RARITIES, NFT_TYPES } from './nft-rules';
import {
  nftArtist,
  nftBid,
  nftBoxSeries,
  nftDetail,
  nftItem,
  nftOrder,
  nftSale,
  nftSeries,
} from './nft-views';

/**
 * The NFT marketplace's app calls (NFT), with the original's paths and field
 * names. Lists answer `{data, page, limit, total}`. Times are ISO 8601 strings; money is decimal
 * strings. An item is identified by its `code` (a unique hash) in the calls that change it.
 */

const decimal = z.string();
const moment = z.string();
const both = ['GET', 'POST'] as const;

/** A code: the item's unique hash (hex). */
export const nftCode = wireText({ max: 64 }).pipe(z.string().regex(/^[0-9a-f]{8,64}$/, 'nft_not_found'));

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
 * starting price). A window starts at most NFT_MAX_LISTING_DAYS ahead and lasts at most as long. A sale is
 * irreversible; the listing itself can be withdrawn while no bid, deposit or sale has come.
 */
/** An optional time: a wire moment, or blank / absent for none. */
const optionalMoment = z.preprocess((v) => (v === '' || v === null ? undefined : v), wireMoment.optional());

export const nftResellRequest = z.object({
  code: nftCode,
  pay_type: wireIntIn(NFT_LISTING_PAY_TYPES),
  price: wirePositiveDecimal('nft_price_invalid'),
  start_time: optionalMoment,
  end_time: optionalMoment,
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
    summary: 'Lists an item I own again, fixed price or auction (at most 30 days); a sale is irreversible.',
  }),
  withdrawListing: defineEndpoint({
    method: 'POST',
    path: '/bind_box/withdrawListing',
    auth: 'required',
    idempotent: true,
    request: nftCodeRequest,
    response: nftItem,
    summary:
      'Takes my resale listing off the market while it has no bid, deposit or sale; the item stays mine.',
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
