import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import {
  UPLOAD_REFERENCE,
  wireBoolean,
  wireId,
  wireInt,
  wireIntIn,
  wireMoment,
  wirePositiveDecimal,
  wireText,
  wireUrl,
} from '../wire';
import { nftArtist, nftBoxSeries, nftItem, nftSeries } from './nft-views';
import {
  NFT_LISTING_PAY_TYPES,
  NFT_PAY_TYPES,
  NFT_RARITIES,
  NFT_ROYALTY_MAX_BPS,
  NFT_SERIES_MAX_BOXES,
  NFT_SERIES_MAX_PRIZES,
} from './nft-rules';

/**
 * The console's NFT calls: enable artists (creator accounts), curate collections, upload media
 * (image, gif, audio, video: stored by the upload module with its SHA-256 recorded as provenance), create
 * fixed-price and auction artworks and blind-box series, hide an item from the marketplace. Every change is
 * audited (OPS_ACTIONS nft.*). Nothing here moves a balance, picks a bidder or chooses a box's content: a series'
 * seed is drawn by the server and only its commitment is shown until the reveal.
 */

const read = ['GET', 'POST'] as const;
const name = wireText({ max: 80, key: 'parameter_error' }).pipe(
  z.string().min(1, { message: 'parameter_error' }),
);
const text = wireText({ max: 2000, multiline: true });
/** A media reference: what POST /ops/nft/media answered (`url`). */
const media = wireUrl({ max: 500, key: 'nft_media_invalid', relative: UPLOAD_REFERENCE }).refine(
  (v) => v !== '',
  { message: 'nft_media_invalid' },
);
/** A picture shown for a collection, or for audio and video ('' for none): a media reference too. */
const cover = wireUrl({ max: 500, key: 'nft_media_invalid', relative: UPLOAD_REFERENCE }).default('');
const royalty = wireInt({ min: 0, max: NFT_ROYALTY_MAX_BPS, key: 'nft_royalty_invalid' });

export const opsNftArtistSaveRequest = z.object({
  /** The user to enable: by id or by account (email or phone). */
  uid: wireId().optional(),
  account: wireText({ max: 120 }).optional(),
  name: name,
  bio: text.default(''),
  enabled: wireBoolean().default(true),
});
export type OpsNftArtistSaveRequest = z.infer<typeof opsNftArtistSaveRequest>;

export const opsNftCollectionSaveRequest = z.object({
  id: wireId().optional(),
  uid: wireId(),
  name,
  description: text.default(''),
  cover,
});
export type OpsNftCollectionSaveRequest = z.infer<typeof opsNftCollectionSaveRequest>;

/** The reply of a media upload: its URL (the reference item fields take) and provenance. */
export const opsNftMedia = z.object({
  url: z.string(),
  sha256: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** 1 image, 2 gif, 3 audio, 4 video. */
  type: z.number().int(),
});
export type OpsNftMedia = z.infer<typeof opsNftMedia>;

/** An artwork for sale by its creator: fixed price (1) or auction (2). */
export const opsNftItemSaveRequest = z.object({
  uid: wireId(),
  collection_id: wireId().optional(),
  name,
  description: text.default(''),
  author_description: text.default(''),
  media,
  /** A picture shown for audio and video (a media reference too); the media itself for images. */
  cover,
  currency_id: wireId(),
  pay_type: wireIntIn(NFT_LISTING_PAY_TYPES),
  price: wirePositiveDecimal('nft_price_invalid'),
  start_time: wireMoment,
  end_time: wireMoment,
  per_increase: wirePositiveDecimal('nft_price_invalid').optional(),
  margin: wirePositiveDecimal('nft_price_invalid').optional(),
  rarity: z.enum(NFT_RARITIES).default('N'),
  royalty_bps: royalty.default(500),
  is_demo: wireBoolean().default(false),
});
export type OpsNftItemSaveRequest = z.infer<typeof opsNftItemSaveRequest>;

export const opsNftPrize = z.object({
  name,
  rarity: z.enum(NFT_RARITIES),
  media,
  cover,
  count: wireInt({ min: 1, max: NFT_SERIES_MAX_BOXES }),
});

/** A blind-box series: as many boxes as the prizes' counts add up to, all at one price. */
export const opsNftSeriesSaveRequest = z.object({
  uid: wireId(),
  collection_id: wireId().optional(),
  name,
  description: text.default(''),
  cover: media,
  currency_id: wireId(),
  price: wirePositiveDecimal('nft_price_invalid'),
  start_time: wireMoment,
  end_time: wireMoment,
  royalty_bps: royalty.default(500),
  prizes: z.array(opsNftPrize).min(1, 'nft_series_invalid').max(NFT_SERIES_MAX_PRIZES, 'nft_series_invalid'),
  is_demo: wireBoolean().default(false),
});
export type OpsNftSeriesSaveRequest = z.infer<typeof opsNftSeriesSaveRequest>;

/** An item as the console lists it: the app's view plus whether it is hidden. */
export const opsNftItem = nftItem.extend({ hidden: z.boolean() });
export type OpsNftItem = z.infer<typeof opsNftItem>;

export const opsNftApi = {
  artists: defineEndpoint({
    method: read,
    path: '/ops/nft/artists',
    auth: 'operator',
    request: pageQuerySchema,
    response: paginatedSchema(nftArtist.extend({ enabled: z.boolean(), account: z.string() })),
    summary: 'Artists, enabled or not.',
  }),
  artistSave: defineEndpoint({
    method: 'POST',
    path: '/ops/nft/artist/save',
    auth: 'operator',
    request: opsNftArtistSaveRequest,
    response: nftArtist.extend({ enabled: z.boolean(), account: z.string() }),
    summary: 'Enables (or disables) a user as an artist, with a display name and bio.',
  }),
  collections: defineEndpoint({
    method: read,
    path: '/ops/nft/collections',
    auth: 'operator',
    request: pageQuerySchema,
    response: paginatedSchema(nftSeries),
    summary: 'Collections, newest first.',
  }),
  collectionSave: defineEndpoint({
    method: 'POST',
    path: '/ops/nft/collection/save',
    auth: 'operator',
    request: opsNftCollectionSaveRequest,
    response: nftSeries,
    summary: 'Creates or edits a collection of an artist.',
  }),
  media: defineEndpoint({
    method: 'POST',
    path: '/ops/nft/media',
    auth: 'operator',
    multipart: true,
    request: z.object({
      file: z
        .string()
        .describe('An image, GIF, audio (MP3, OGG, WAV) or video (MP4, WebM) file; at most 10 MB.'),
      uid: z.string().describe('The artist the file is stored for.'),
    }),
    response: opsNftMedia,
    summary: 'Stores an artwork file for an artist and answers its URL and SHA-256.',
  }),
  items: defineEndpoint({
    method: read,
    path: '/ops/nft/items',
    auth: 'operator',
    request: pageQuerySchema.extend({
      pay_type: wireIntIn(NFT_PAY_TYPES).optional(),
      keyword: wireText({ max: 40 }).optional(),
    }),
    response: paginatedSchema(opsNftItem),
    summary: 'Items, newest first, hidden ones included.',
  }),
  itemSave: defineEndpoint({
    method: 'POST',
    path: '/ops/nft/item/save',
    auth: 'operator',
    request: opsNftItemSaveRequest,
    response: opsNftItem,
    summary: 'Creates an artwork for sale by its creator, at a fixed price or by auction.',
  }),
  itemHide: defineEndpoint({
    method: 'POST',
    path: '/ops/nft/item/hide',
    auth: 'operator',
    request: z.object({ id: wireId(), hidden: wireBoolean() }),
    response: opsNftItem,
    summary: 'Hides an item from the marketplace lists (its owner keeps it; sales and auctions run on).',
  }),
  boxSeries: defineEndpoint({
    method: read,
    path: '/ops/nft/box_series',
    auth: 'operator',
    request: pageQuerySchema,
    response: paginatedSchema(nftBoxSeries),
    summary: 'Blind-box series with their commitments, sales and draws.',
  }),
  seriesSave: defineEndpoint({
    method: 'POST',
    path: '/ops/nft/box_series/save',
    auth: 'operator',
    request: opsNftSeriesSaveRequest,
    response: nftBoxSeries,
    summary:
      'Creates a blind-box series: the server draws its seed and publishes sha256(seed); boxes are created.',
  }),
} as const satisfies EndpointGroup;
