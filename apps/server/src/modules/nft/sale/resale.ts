import { Decimal, refuse } from '@meridian/contract';
import {
  NFT_FIXED_LISTING_MS,
  NFT_MAX_LISTING_DAYS,
  NFT_PRICE_DECIMALS,
  nftDefaultMargin,
  nftWindowTooLong,
  type NftResellRequest,
  NFT_PAY_TYPE,
} from '@meridian/contract/nft';
import type { NftItemRow } from '../nft.schema';

/** The listing fields a resale sets (the rest of the item's state is reset by the caller). */
export type ResaleListing = Pick<
  NftItemRow,
  'payType' | 'price' | 'startPrice' | 'perIncrease' | 'margin' | 'startAt' | 'endAt'
>;

/** An ISO 8601 time of the request (parameter_error when it is not one). */
export function parseMoment(value: string | undefined, field: string): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw refuse('parameter_error', {}, field);
  return at;
}

/** A price of at most NFT_PRICE_DECIMALS decimals (nft_price_invalid otherwise). */
export function checkPrice(value: string, field: string): string {
  const d = new Decimal(value);
  if (!d.gt(0) || d.decimalPlaces() > NFT_PRICE_DECIMALS) throw refuse('nft_price_invalid', {}, field);
  return d.toFixed();
}

/**
 * A listing's window within the published maximum (nft_window_too_long otherwise): deposits and leading bids
 * are held until its end, so owners and operators alike may not set one years away.
 */
export function checkWindowLength(now: Date, start: Date, end: Date, field = 'end_time'): void {
  if (nftWindowTooLong(now, start, end))
    throw refuse('nft_window_too_long', { days: NFT_MAX_LISTING_DAYS }, field);
}

/**
 * The new listing of a resale: a fixed price from now (or a given start not in the past) until the
 * given end or NFT_FIXED_LISTING_MS later; or an auction that starts in the future, ends after its start, with a
 * step and a deposit (default nftDefaultMargin of the starting price).
 */
export function resaleListing(q: NftResellRequest, now: Date, decimals: number): ResaleListing {
  const price = checkPrice(q.price, 'price');
  const start = parseMoment(q.start_time, 'start_time');
  const end = parseMoment(q.end_time, 'end_time');
  if (q.pay_type === NFT_PAY_TYPE.fixed) {
    if (start && start < now) throw refuse('nft_start_in_past', {}, 'start_time');
    const startAt = start ?? now;
    const endAt = end ?? new Date(startAt.getTime() + NFT_FIXED_LISTING_MS);
    if (endAt <= startAt) throw refuse('nft_end_before_start', {}, 'end_time');
    checkWindowLength(now, startAt, endAt);
    return {
      payType: NFT_PAY_TYPE.fixed,
      price,
      startPrice: price,
      perIncrease: '0',
      margin: '0',
      startAt,
      endAt,
    };
  }
  if (!start || start <= now) throw refuse('nft_start_in_past', {}, 'start_time');
  if (!end) throw refuse('parameter_error', {}, 'end_time');
  if (end <= start) throw refuse('nft_end_before_start', {}, 'end_time');
  checkWindowLength(now, start, end);
  if (q.per_increase === undefined) throw refuse('nft_price_invalid', {}, 'per_increase');
  const perIncrease = checkPrice(q.per_increase, 'per_increase');
  const margin =
    q.margin !== undefined ? checkPrice(q.margin, 'margin') : nftDefaultMargin(price, decimals).toFixed();
  return {
    payType: NFT_PAY_TYPE.auction,
    price,
    startPrice: price,
    perIncrease,
    margin,
    startAt: start,
    endAt: end,
  };
}
