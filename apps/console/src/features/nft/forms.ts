import { Decimal } from '@meridian/contract';
import {
  NFT_PRICE_DECIMALS,
  NFT_ROYALTY_MAX_BPS,
  NFT_SERIES_MAX_BOXES,
  NFT_PAY_TYPE,
  type NftListingPayType,
} from '@meridian/contract/nft';
import type {
  NftRarity,
  OpsNftArtistSaveRequest,
  OpsNftCollectionSaveRequest,
  OpsNftItemSaveRequest,
  OpsNftSeriesSaveRequest,
} from '@meridian/contract/nft';
import { N } from './strings';
import { isPositiveDecimal, type Errors } from '../../lib/earn-forms';

/**
 * The NFT forms of the console: royalty percent ↔ basis points, a blind-box series' total and odds,
 * and each form's request to API.opsNft with the checks the server makes too (it has the last word; its
 * localised message is shown when it refuses). Inputs hold strings; money stays a decimal string.
 */

const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;

/** Basis points as a percentage for the input: 500 → '5', 250 → '2.5', 1 → '0.01'. */
export function bpsToPercent(bps: number): string {
  return new Decimal(bps).div(100).toString();
}

/** A royalty percentage (0–10, at most 2 decimals) in basis points: '2.5' → 250; null when invalid. */
export function percentToBps(percent: string): number | null {
  const v = percent.trim();
  if (!PERCENT.test(v)) return null;
  const bps = new Decimal(v).times(100);
  if (!bps.isInteger() || bps.gt(NFT_ROYALTY_MAX_BPS)) return null;
  return bps.toNumber();
}

/** A prize's count as typed: a whole number from 1 to the series maximum, else null. */
export function prizeCount(raw: string | number | null | undefined): number | null {
  const v = String(raw ?? '').trim();
  if (!/^\d{1,4}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= NFT_SERIES_MAX_BOXES ? n : null;
}

/** How many boxes the series has: the sum of the valid prize counts (invalid ones count 0). */
export function totalBoxes(prizes: readonly { count?: string | number | null }[]): number {
  return prizes.reduce((sum, p) => sum + (prizeCount(p.count) ?? 0), 0);
}

/**
 * Each prize's odds in percent (count / total, 2 decimals, trailing zeros dropped): [1, 3] → ['25', '75'];
 * a prize with an invalid count, or no boxes at all, → '0'.
 */
export function prizeOdds(prizes: readonly { count?: string | number | null }[]): string[] {
  const total = totalBoxes(prizes);
  return prizes.map((p) => {
    const n = prizeCount(p.count) ?? 0;
    if (total === 0 || n === 0) return '0';
    return new Decimal(n).times(100).div(total).toDecimalPlaces(2).toString();
  });
}

/** A file size for reading: 812 B, 14.2 KB, 3.1 MB. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

const NAME_MAX = 80;
function checkName(value: string, errors: Record<string, string>, field = 'name'): string {
  const v = value.trim();
  if (!v) errors[field] = N.required;
  return v.slice(0, NAME_MAX);
}

function checkWindow(start_at: string, end_at: string, errors: Record<string, string>) {
  const start = Date.parse(start_at);
  const end = Date.parse(end_at);
  if (!Number.isFinite(start) || !Number.isFinite(end)) errors.window = N.required;
  else if (end <= start) errors.window = N.endBeforeStart;
  return {
    start_time: Number.isFinite(start) ? new Date(start).toISOString() : start_at,
    end_time: Number.isFinite(end) ? new Date(end).toISOString() : end_at,
  };
}

function checkPrice(value: string, field: string, errors: Record<string, string>): string {
  const v = value.trim();
  if (!isPositiveDecimal(v, NFT_PRICE_DECIMALS)) errors[field] = N.positiveDecimal(NFT_PRICE_DECIMALS);
  return v;
}

function checkRoyalty(value: string, errors: Record<string, string>): number {
  const bps = percentToBps(value);
  if (bps === null) errors.royalty = N.royaltyInvalid;
  return bps ?? 0;
}

// ─────────────────────────────────────────────────────────────── artists

export interface ArtistForm {
  /** Find the user by account (e-mail or phone) or by user ID; an edit always sends the uid. */
  by: 'account' | 'uid';
  who: string;
  name: string;
  bio: string;
  enabled: boolean;
}

export function artistRequest(f: ArtistForm): {
  request: OpsNftArtistSaveRequest;
  errors: Errors<ArtistForm>;
} {
  const errors: Record<string, string> = {};
  const who = f.who.trim();
  let target: { uid: number } | { account: string } = { account: who };
  if (!who) errors.who = N.required;
  else if (f.by === 'uid') {
    if (/^\d{1,15}$/.test(who) && Number(who) > 0) target = { uid: Number(who) };
    else errors.who = N.uidInvalid;
  }
  const name = checkName(f.name, errors);
  return { request: { ...target, name, bio: f.bio.trim(), enabled: f.enabled }, errors };
}

// ─────────────────────────────────────────────────────────────── collections

export interface CollectionForm {
  uid: number | null;
  name: string;
  description: string;
  cover: string;
}

export function collectionRequest(
  f: CollectionForm,
  id?: number,
): { request: OpsNftCollectionSaveRequest; errors: Errors<CollectionForm> } {
  const errors: Record<string, string> = {};
  if (f.uid === null) errors.uid = N.required;
  const name = checkName(f.name, errors);
  const request = {
    ...(id !== undefined ? { id } : {}),
    uid: f.uid ?? 0,
    name,
    description: f.description.trim(),
    cover: f.cover.trim(),
  };
  return { request, errors };
}

// ─────────────────────────────────────────────────────────────── artworks

export interface ArtworkForm {
  uid: number | null;
  collection_id: number | null;
  name: string;
  description: string;
  author_description: string;
  media: string;
  cover: string;
  currency_id: number | null;
  pay_type: NftListingPayType;
  price: string;
  start_at: string;
  end_at: string;
  per_increase: string;
  margin: string;
  rarity: NftRarity;
  /** In percent as typed. */
  royalty: string;
}

export function artworkRequest(f: ArtworkForm): {
  request: OpsNftItemSaveRequest;
  errors: Errors<ArtworkForm | { window: string }>;
} {
  const errors: Record<string, string> = {};
  if (f.uid === null) errors.uid = N.required;
  const name = checkName(f.name, errors);
  if (!f.media.trim()) errors.media = N.mediaRequired;
  if (f.currency_id === null) errors.currency_id = N.required;
  const price = checkPrice(f.price, 'price', errors);
  const window = checkWindow(f.start_at, f.end_at, errors);
  const royalty_bps = checkRoyalty(f.royalty, errors);
  const auction = f.pay_type === NFT_PAY_TYPE.auction;
  const per_increase = auction ? checkPrice(f.per_increase, 'per_increase', errors) : '';
  const margin = auction && f.margin.trim() ? checkPrice(f.margin, 'margin', errors) : '';
  const request: OpsNftItemSaveRequest = {
    uid: f.uid ?? 0,
    ...(f.collection_id !== null ? { collection_id: f.collection_id } : {}),
    name,
    description: f.description.trim(),
    author_description: f.author_description.trim(),
    media: f.media.trim(),
    cover: f.cover.trim(),
    currency_id: f.currency_id ?? 0,
    pay_type: f.pay_type,
    price,
    ...window,
    ...(per_increase ? { per_increase } : {}),
    ...(margin ? { margin } : {}),
    rarity: f.rarity,
    royalty_bps,
    is_demo: false,
  };
  return { request, errors };
}

// ─────────────────────────────────────────────────────────────── blind-box series

export interface PrizeForm {
  name: string;
  rarity: NftRarity;
  media: string;
  count: string;
}

export interface SeriesForm {
  uid: number | null;
  collection_id: number | null;
  name: string;
  description: string;
  cover: string;
  currency_id: number | null;
  price: string;
  start_at: string;
  end_at: string;
  royalty: string;
  prizes: PrizeForm[];
}

export function seriesRequest(f: SeriesForm): { request: OpsNftSeriesSaveRequest; errors: Errors<object> } {
  const errors: Record<string, string> = {};
  if (f.uid === null) errors.uid = N.required;
  const name = checkName(f.name, errors);
  if (!f.cover.trim()) errors.cover = N.mediaRequired;
  if (f.currency_id === null) errors.currency_id = N.required;
  const price = checkPrice(f.price, 'price', errors);
  const window = checkWindow(f.start_at, f.end_at, errors);
  const royalty_bps = checkRoyalty(f.royalty, errors);
  if (f.prizes.length === 0) errors.prizes = N.prizesRequired;
  const prizes = f.prizes.map((p, i) => {
    const count = prizeCount(p.count);
    if (count === null) errors[`prizes.${i}.count`] = N.countInvalid(NFT_SERIES_MAX_BOXES);
    if (!p.media.trim()) errors[`prizes.${i}.media`] = N.mediaRequired;
    return {
      name: checkName(p.name, errors, `prizes.${i}.name`),
      rarity: p.rarity,
      media: p.media.trim(),
      cover: '',
      count: count ?? 0,
    };
  });
  if (totalBoxes(f.prizes) > NFT_SERIES_MAX_BOXES) errors.prizes = N.tooManyBoxes(NFT_SERIES_MAX_BOXES);
  const request: OpsNftSeriesSaveRequest = {
    uid: f.uid ?? 0,
    ...(f.collection_id !== null ? { collection_id: f.collection_id } : {}),
    name,
    description: f.description.trim(),
    cover: f.cover.trim(),
    currency_id: f.currency_id ?? 0,
    price,
    ...window,
    royalty_bps,
    prizes,
    is_demo: false,
  };
  return { request, errors };
}
